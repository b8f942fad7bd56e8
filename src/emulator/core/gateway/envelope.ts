import { http, type RequestHandler } from 'msw';

import type { HttpMethod, Operation, PathParams } from '@/contracts/operation';

import { verifyAccessToken, verifyIdToken } from '../../modules/cognito/tokens';
import { json } from '../http';
import { applyFault } from '../protocol/fault';
import { gatewayErrorResponse, gatewayFault } from '../protocol/gateway';
import type { EmulatorContext } from '../types';

import { authorize, type Caller, callerOf, type Right, type TenantView, tenantView } from './access';
import { badRequest, GatewayError } from './errors';

/**
 * The REST gateway's envelope, as the real one behaves: every call names its ApiCall and carries the access
 * token (query, body, or the id token in the Authorization header); the gateway answers 401 for a missing,
 * expired or revoked token, 403 when the role may not act, 400 with a message for invalid input, and scopes
 * every read and write to the caller's tenant.
 */

export { authorize, type Caller, type Right, type TenantView } from './access';
export { badRequest, fieldRefused, forbidden, GatewayError, notFound } from './errors';

export type Fields = Record<string, unknown>;

export interface OperationInput<Params = Readonly<Record<string, string>>> {
  context: EmulatorContext;
  caller: Caller;
  /** The caller's organisation's data: reads restricted to it, new rows stamped with it. */
  tenant: TenantView;
  /**
   * The fields as sent, unchecked: the emulator reads them as the real gateway does (stringField, rawField…),
   * refusing what the operation's request type would not allow, since any client may send anything.
   */
  fields: Fields;
  request: Request;
  /** The path's parameters, for operations whose path has them (`skills/:skillId/bubbles`). */
  params: Params;
}

/** A gateway operation as the emulated gateway routes it: built by `implement` from its descriptor. */
export interface GatewayOperation {
  /** The tenant config's API it answers on; not served for a tenant that does not list that API. */
  api: string;
  method: HttpMethod;
  path: string;
  apiCall: string;
  /** The right the caller must hold (403 otherwise); `member`: any signed-in user of the tenant. */
  right: Right;
  /** The largest request body it accepts, in bytes (413 beyond); MAX_REQUEST_BYTES when absent. */
  maxRequestBytes?: number;
  /** The body of a 200 answer; throw a GatewayError for anything else. */
  handle(input: OperationInput): unknown;
}

export interface ImplementOptions {
  /** The largest request body it accepts, in bytes (413 beyond); MAX_REQUEST_BYTES when absent. */
  maxRequestBytes?: number;
}

/**
 * The emulated gateway's side of an operation described in src/contracts: its route (API, method, path, ApiCall)
 * comes from the descriptor, so the two sides cannot name it differently; the handler's answer is checked
 * against the operation's reply type. `right`: who may call it.
 */
export function implement<Fields, Reply, Path extends string>(
  operation: Operation<Fields, Reply, Path>,
  right: Right,
  // NoInfer: the descriptor alone decides the types (inferring them from the handler too would widen its
  // answer's literals, e.g. status 'error', and then refuse them).
  handle: NoInfer<(input: OperationInput<PathParams<Path>>) => Reply | Promise<Reply>>,
  options: ImplementOptions = {},
): GatewayOperation {
  const { api, method, path, apiCall } = operation;
  return {
    api,
    method,
    path,
    apiCall,
    right,
    ...options,
    // msw matched the path, so each of its parameters is present.
    handle: (input) => handle(input as OperationInput<PathParams<Path>>),
  };
}

export const TOKEN_ERROR = 'Access token error, Access token not valid';

async function authenticate(context: EmulatorContext, fields: Fields, request: Request): Promise<Caller> {
  const authorization = request.headers.get('authorization');
  const accessToken = typeof fields.AccessToken === 'string' ? fields.AccessToken : null;
  const verification = accessToken
    ? await verifyAccessToken(context, accessToken)
    : authorization
      ? await verifyIdToken(context, authorization.replace(/^Bearer\s+/i, ''))
      : null;
  if (!verification?.ok) throw new GatewayError(401, TOKEN_ERROR);
  return callerOf(context, verification.user);
}

/** The REST gateway's payload limit (API Gateway's 10 MB), for operations that do not set a smaller one. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const tooLarge = () => new GatewayError(413, 'The request is too large.');

/**
 * A request's body as text, refused (413) as soon as it passes `limit` bytes: a huge body is never held whole,
 * parsed or stored (issue 21 §5.3: 20 × 1 MB utterances cost the demo's tab 878 MB).
 */
async function readBody(request: Request, limit: number): Promise<{ text: string; bytes: number }> {
  if (Number(request.headers.get('content-length')) > limit) throw tooLarge();
  if (!request.body) return { text: '', bytes: 0 };
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      // Not awaited: a teed body (msw clones requests) settles its cancel only when every branch is cancelled.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return { text: await new Blob(chunks).text(), bytes };
}

async function readFields(request: Request, limit: number): Promise<{ fields: Fields; bytes: number }> {
  if (request.method === 'GET') return { fields: Object.fromEntries(new URL(request.url).searchParams), bytes: 0 };
  const { text, bytes } = await readBody(request, limit);
  if (!text) return { fields: {}, bytes };
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { fields: body as Fields, bytes };
  } catch {
    // Falls through to the 400 below, as a real JSON API would answer.
  }
  throw badRequest('The request body must be a JSON object.');
}

const REQUIRED_ENVELOPE = ['ApiCall', 'ApiVersion', 'Api', 'AccountType'] as const;

/** Builds the msw handlers for a set of operations, grouped by API, method and path. */
export function envelopeHandlers(
  context: EmulatorContext,
  operations: readonly GatewayOperation[],
): RequestHandler[] {
  const groups = Map.groupBy(operations, (op) => `${op.api} ${op.method} ${op.path}`);
  return [...groups.values()].flatMap((group) => {
    const first = group[0] as GatewayOperation;
    const base = context.config.apis[first.api];
    // A tenant that does not list an API has no such service: its operations are not served (and the portal's
    // gateway client refuses to send them).
    if (base === undefined) return [];
    const url = `${base.replace(/\/$/, '')}/${first.path}`;
    const verb = first.method === 'GET' ? http.get : http.post;
    // Which operation a body is for is known once it is read: it is read up to the largest of the path's limits.
    const limit = Math.max(...group.map((op) => op.maxRequestBytes ?? MAX_REQUEST_BYTES));
    return verb(url, async ({ request, params }) => {
      try {
        // What another window of the demo stored is read first (db.ts, cross-window sync).
        await context.db.flush();
        const { fields, bytes } = await readFields(request, limit);
        for (const name of REQUIRED_ENVELOPE) {
          if (typeof fields[name] !== 'string' || !fields[name]) throw badRequest(`${name} is required.`);
        }
        const operation = group.find((op) => op.apiCall === fields.ApiCall);
        if (!operation) throw badRequest(`Unknown ApiCall ${String(fields.ApiCall)} for ${first.path}.`);
        if (bytes > (operation.maxRequestBytes ?? MAX_REQUEST_BYTES)) throw tooLarge();
        const injected = await applyFault(context, operation.apiCall, request, gatewayFault);
        if (injected) return injected;
        const caller = await authenticate(context, fields, request);
        authorize(caller, operation.right);
        const pathParams = Object.fromEntries(
          Object.entries(params).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value]] : [],
          ),
        );
        const body = await operation.handle({
          context,
          caller,
          tenant: tenantView(context, caller.tenant),
          fields,
          request,
          params: pathParams,
        });
        // Stored (and announced to the demo's other windows) before the answer leaves.
        await context.db.flush();
        return json(request, body);
      } catch (error) {
        if (error instanceof GatewayError)
          return gatewayErrorResponse(request, error.status, error.message, error.field);
        // An emulator bug must look like what it is to the portal: a 500.
        const message = error instanceof Error ? error.message : String(error);
        return gatewayErrorResponse(request, 500, `Internal error: ${message}`);
      }
    });
  });
}

/** A string field of the envelope or of its FormParams, trimmed; 400 when required and missing. */
export function stringField(
  fields: Fields,
  name: string,
  options: { required?: boolean; max?: number } = {},
) {
  const formParams =
    typeof fields.FormParams === 'object' && fields.FormParams !== null ? (fields.FormParams as Fields) : {};
  const raw = fields[name] ?? formParams[name];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (options.required && !value) throw badRequest(`${name} is required.`);
  if (options.max !== undefined && value.length > options.max) {
    throw badRequest(`${name} must be at most ${options.max} characters.`);
  }
  return value;
}

/** A field of the envelope or of its FormParams, as sent (undefined when absent). */
export function rawField(fields: Fields, name: string): unknown {
  const formParams =
    typeof fields.FormParams === 'object' && fields.FormParams !== null ? (fields.FormParams as Fields) : {};
  return fields[name] ?? formParams[name];
}

/** A yes/no field as clients send it: true, 'true', 1 or '1' (case-insensitive) mean yes. */
export function booleanField(fields: Fields, name: string): boolean {
  const value = rawField(fields, name);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase());
}

/** A whole number sent as a number or a numeric string, within [min, max]; 400 when missing or outside. */
export function integerField(
  fields: Fields,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = rawField(fields, name);
  if (raw === undefined || raw === null || raw === '') throw badRequest(`${name} is required.`);
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}
