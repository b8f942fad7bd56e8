/**
 * The review's rows, normalised: ids in the server's order, rows by id (the shape of Redux Toolkit's entity
 * adapter, whose code is not used: RTK is one module in the first download's chunk, and using its adapter
 * anywhere puts the adapter there too, 1.6 KiB gzipped over the sign-in route's budget; ADR 0021).
 */
export interface Rows<Row extends { id: string }> {
  ids: string[];
  entities: Record<string, Row>;
}

/**
 * Rows by id without a prototype: an id is data, and one named '__proto__' or 'constructor' must be a row like
 * any other, not the object's prototype (fast-check found it).
 */
const byId = <Row>(entries: Iterable<[string, Row]> = []): Record<string, Row> =>
  Object.assign(Object.create(null) as Record<string, Row>, Object.fromEntries(entries));

export const emptyRows = <Row extends { id: string }>(): Rows<Row> => ({ ids: [], entities: byId() });

/** The rows as given, in their order. */
export function rowsOf<Row extends { id: string }>(list: readonly Row[]): Rows<Row> {
  return appendRows(emptyRows<Row>(), list);
}

/** Adds rows at the end; a row already there keeps what it holds (and its place). */
export function appendRows<Row extends { id: string }>(rows: Rows<Row>, list: readonly Row[]): Rows<Row> {
  for (const row of list) {
    if (Object.hasOwn(rows.entities, row.id)) continue;
    rows.ids.push(row.id);
    rows.entities[row.id] = row;
  }
  return rows;
}

/** The rows without those ids. */
export function withoutRows<Row extends { id: string }>(rows: Rows<Row>, ids: readonly string[]): Rows<Row> {
  const gone = new Set(ids);
  return {
    ids: rows.ids.filter((id) => !gone.has(id)),
    entities: byId(Object.entries(rows.entities).filter(([id]) => !gone.has(id))),
  };
}

/** Every row, in order. */
export const allRows = <Row extends { id: string }>(rows: Rows<Row>): Row[] =>
  rows.ids.flatMap((id) => rows.entities[id] ?? []);
