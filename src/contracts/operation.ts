/**
 * A REST gateway operation, described once: which API it is sent to, its method, path and ApiCall, where the
 * token goes, and the types of its request fields and of its reply. The portal sends it (`gateway.send(op,
 * fields)`), the emulated gateway implements it (`implement(op, right, handler)`), and fault injection and the
 * tests name it by `op.apiCall`: the strings live here alone (a lint check, scripts/check-operation-literals.mjs,
 * refuses them elsewhere; docs/adr/0015-operations-described-once.md).
 *
 * Every call also carries the envelope (AccessToken, ApiCall, ApiVersion, Api, AccountType), which the gateway
 * client adds: `Fields` are the operation's own fields only.
 */

export type HttpMethod = 'GET' | 'POST';

/** Where the token goes: the access token in the query (GET) or the body (POST), or the id token as a header. */
export type TokenPlacement = 'query' | 'body' | 'authorization';

/** The names of a path's parameters: 'skills/:skillId/bubbles' → 'skillId'. */
export type PathParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, each a string (encoded when the path is filled in). */
export type PathParams<Path extends string> = { readonly [Name in PathParameterNames<Path>]: string };

/** The fields of an operation that takes none of its own. */
export type NoFields = Record<string, never>;

// Type-only keys: they carry the request and reply types on the descriptor and never exist at run time.
declare const requestFields: unique symbol;
declare const replyBody: unique symbol;

export interface OperationRoute<Path extends string = string> {
  /** The tenant config's `apis` entry the call goes to ('portal', 'faq', …): any name a tenant configures. */
  readonly api: string;
  readonly method: HttpMethod;
  /** Relative to the API's base URL; a `:name` segment is a path parameter. */
  readonly path: Path;
  readonly apiCall: string;
  /** Defaults to the query for GET and the body for POST. */
  readonly token?: TokenPlacement;
}

export interface Operation<Fields, Reply, Path extends string = string> extends OperationRoute<Path> {
  readonly [requestFields]?: Fields;
  readonly [replyBody]?: Reply;
}

/** Any operation, whatever its request and reply (registries, fault lists). */
export type AnyOperation = Operation<unknown, unknown>;

export type FieldsOf<Op> = Op extends Operation<infer Fields, unknown> ? Fields : never;
export type ReplyOf<Op> = Op extends Operation<unknown, infer Reply> ? Reply : never;

/**
 * `defineOperation<Fields, Reply>()({ api, method, path, apiCall })`. Two calls because TypeScript infers all of
 * a call's type arguments or none: the first takes the request and reply types, the second infers the path's
 * literal type (and so its parameters). Write `apiCall` and `path` as string literals here: the lint check reads
 * them from this folder.
 */
export function defineOperation<Fields extends object = NoFields, Reply = unknown>() {
  return <const Path extends string>(route: OperationRoute<Path>): Operation<Fields, Reply, Path> => route;
}

/**
 * The path with its parameters filled in, each URI-encoded: 'skills/:skillId/bubbles' → 'skills/s%201/bubbles'.
 * PathParams makes every parameter required, so none is missing here.
 */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Readonly<Record<string, string>> = params;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
