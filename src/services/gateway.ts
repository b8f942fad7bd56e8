import type { TenantConfig } from '@/config/tenant-schema';
import type {
  AnyOperation,
  NoFields,
  Operation,
  PathParameterNames,
  PathParams,
} from '@/contracts/operation';

import { type ServiceError, ServiceFailure, toServiceError } from './errors';
import type { Transport } from './gateway-transport';
import type { SessionTokens } from './identity';

/**
 * The REST gateway client. It sends the operations described in src/contracts (operation.ts): every call carries
 * the access token and the ApiCall, ApiVersion, Api and AccountType fields, placed where the spec's call tables
 * say: in the query of a GET, in the body of a POST, or as the id token in the Authorization header (chat
 * history).
 */

export type { TokenPlacement } from '@/contracts/operation';

/**
 * What `send` takes after the operation: its fields (optional when it has no required field), then the path's
 * parameters when its path has any. NoInfer: the operation alone decides the types, so a wrong field is an error
 * rather than a wider inferred request type.
 */
export type SendArguments<Fields, Path extends string> = [PathParameterNames<Path>] extends [never]
  ? NoFields extends Fields
    ? [fields?: NoInfer<Fields>]
    : [fields: NoInfer<Fields>]
  : [fields: NoInfer<Fields>, params: NoInfer<PathParams<Path>>];

export interface GatewayDependencies {
  getTokens(forceRefresh: boolean): Promise<SessionTokens | null>;
  /** Called when the gateway still answers 401 after a refreshed token: the session is over. */
  onSessionExpired(): void;
  /** Resolves when requests may leave: the demo's emulated cloud has started (services/index.ts). */
  ready?(): Promise<unknown>;
}

export interface Gateway {
  /**
   * Sends the operation with its fields and returns the reply's body. A body whose own status (`code`, or
   * `statusCode` for the chat history) is not 200 is a failure even when HTTP said 200: it is thrown as a
   * `GatewayReplyFailure`. An operation of an API the tenant does not configure fails before anything is sent.
   */
  send<Fields extends object, Reply, Path extends string>(
    operation: Operation<Fields, Reply, Path>,
    ...request: SendArguments<Fields, Path>
  ): Promise<Reply>;
}

/**
 * The gateway answered, but its body says the call failed (`{ code: 409, message }` with HTTP 200). Its status is
 * the body's code and its code `HTTP_<code>`, as for an HTTP failure; `reply` is the body, for the callers that
 * act on a refusal's details (an invitation to an address that is taken).
 */
export class GatewayReplyFailure extends ServiceFailure {
  readonly reply: unknown;
  constructor(error: ServiceError, reply: unknown) {
    super(error);
    this.reply = reply;
  }
}

const numberField = (body: object, key: string): number | undefined => {
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
};

/** Throws when the body's own status says the call failed; replies without one (none today) pass. */
function checkReply<T>(body: T): T {
  if (typeof body !== 'object' || body === null) return body;
  const code = numberField(body, 'code') ?? numberField(body, 'statusCode');
  if (code === undefined || code === 200) return body;
  const { message, field } = body as { message?: unknown; field?: unknown };
  throw new GatewayReplyFailure(
    {
      code: `HTTP_${code}`,
      status: code,
      message: typeof message === 'string' ? message : '',
      ...(typeof field === 'string' ? { field } : {}),
    },
    body,
  );
}

export function createGateway(config: TenantConfig, dependencies: GatewayDependencies): Gateway {
  // The HTTP side (axios, the envelope) loads with the first call, not with the sign-in page, which never calls
  // the gateway. A load that failed is tried again by the next call.
  let loading: Promise<Transport> | undefined;
  const transport = () =>
    // The transport downloads while the demo's cloud starts: only the requests wait for the cloud.
    (loading ??= Promise.all([import('./gateway-transport'), dependencies.ready?.()])
      .then(([module]) => module.createTransport(config))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));

  /** One try, with the session's tokens (refreshed first when `refresh`). */
  async function sendOnce(
    operation: AnyOperation,
    fields: object,
    params: Readonly<Record<string, string>> | undefined,
    refresh: boolean,
  ): Promise<unknown> {
    const tokens = await dependencies.getTokens(refresh);
    const send = await transport();
    return send(operation, fields, params, tokens);
  }

  async function sendWithRefresh(
    operation: AnyOperation,
    fields: object,
    params: Readonly<Record<string, string>> | undefined,
  ): Promise<unknown> {
    try {
      return await sendOnce(operation, fields, params, false);
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status !== 401) throw new ServiceFailure(failure);
    }
    // One refresh and one retry: an access token may expire between two calls (spec: refresh every 150 s).
    try {
      return await sendOnce(operation, fields, params, true);
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status === 401) dependencies.onSessionExpired();
      throw new ServiceFailure(failure);
    }
  }

  return {
    async send<Fields extends object, Reply, Path extends string>(
      operation: Operation<Fields, Reply, Path>,
      ...request: SendArguments<Fields, Path>
    ): Promise<Reply> {
      const [fields = {}, params]: [object?, PathParams<Path>?] = request;
      // A configuration mistake, said before anything is sent.
      if (!config.apis[operation.api]) {
        throw new ServiceFailure({
          code: 'UNKNOWN_API',
          status: 0,
          message: `${operation.apiCall}: the tenant config lists no '${operation.api}' API.`,
        });
      }
      // The one unchecked step: the body is what the contract says the operation answers (the emulator's
      // implementation of the same descriptor is checked against the same type).
      return checkReply(await sendWithRefresh(operation, fields, params)) as Reply;
    },
  };
}
