import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allRows, appendRows, rowsOf, withoutRows } from './rows';

const row = (id: string, value = 0) => ({ id, value });

describe('normalised rows', () => {
  it('keeps the order given, and each id once with its first row', () => {
    const rows = rowsOf([row('b'), row('a'), row('b', 1)]);
    expect(rows.ids).toEqual(['b', 'a']);
    expect(rows.entities.b).toEqual(row('b'));
  });

  it('appends a later page after the rows already there, which keep what they hold', () => {
    const rows = appendRows(rowsOf([row('a', 5)]), [row('a'), row('c')]);
    expect(allRows(rows)).toEqual([row('a', 5), row('c')]);
  });

  it('keeps rows whose ids name Object’s own properties', () => {
    const ids = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const rows = rowsOf(ids.map((id) => row(id)));
    expect(allRows(rows)).toEqual(ids.map((id) => row(id)));
    expect(allRows(withoutRows(rows, ['constructor']))).toEqual(
      ['__proto__', 'toString', 'hasOwnProperty'].map((id) => row(id)),
    );
  });

  it('removes rows by id and keeps the rest in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 20 }), fc.array(fc.string()), (ids, gone) => {
        const rows = withoutRows(rowsOf(ids.map((id) => row(id))), gone);
        expect(rows.ids).toEqual(ids.filter((id) => !gone.includes(id)));
        expect(Object.keys(rows.entities).sort()).toEqual([...rows.ids].sort());
      }),
    );
  });
});
