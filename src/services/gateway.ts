import type { AxiosInstance } from 'axios';

import { ACCOUNT_TYPE } from '@/config/constants';
import type { TenantConfig } from '@/config/tenant-schema';

import { type ServiceError, ServiceFailure, toServiceError } from './errors';
import type { SessionTokens } from './identity';

/**
 * The REST gateway client. Every call carries the access token and the ApiVersion, Api and AccountType fields,
 * placed where the spec's call tables say: in the query of a GET, in the body of a POST, or as the id token in
 * the Authorization header (chat history).
 */

export type ApiName = keyof TenantConfig['apis'];
export type TokenPlacement = 'query' | 'body' | 'authorization';

export interface GatewayCall {
  api?: ApiName;
  method: 'GET' | 'POST';
  path: string;
  apiCall: string;
  /** Extra query fields (GET) or body fields (POST). */
  fields?: Record<string, unknown>;
  /** Defaults: the query for GET, the body for POST. */
  token?: TokenPlacement;
}

export interface GatewayDependencies {
  getTokens(forceRefresh: boolean): Promise<SessionTokens | null>;
  /** Called when the gateway still answers 401 after a refreshed token: the session is over. */
  onSessionExpired(): void;
}

export interface Gateway {
  /**
   * Sends the call and returns the reply's body. A body whose own status (`code`, or `statusCode` for the chat
   * history) is not 200 is a failure even when HTTP said 200: it is thrown as a `GatewayReplyFailure`.
   */
  call<T>(request: GatewayCall): Promise<T>;
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
  const clients = new Map<ApiName, AxiosInstance>();
  // axios is loaded with the first call, not with the sign-in page, which never calls the gateway.
  const clientFor = async (api: ApiName) => {
    let client = clients.get(api);
    if (!client) {
      const { default: axios } = await import('axios');
      client = axios.create({ baseURL: config.apis[api], timeout: 30_000 });
      clients.set(api, client);
    }
    return client;
  };
  // The faq API has a development twin (spec 1 §9: API values faq and faq-dev).
  const apiField = (api: ApiName) => (config.apiMode === 'development' ? `${api}-dev` : api);

  async function send<T>(request: GatewayCall, tokens: SessionTokens | null): Promise<T> {
    const api = request.api ?? 'portal';
    const placement = request.token ?? (request.method === 'GET' ? 'query' : 'body');
    const envelope: Record<string, unknown> = {
      ApiCall: request.apiCall,
      ApiVersion: config.apiVersion,
      Api: apiField(api),
      AccountType: ACCOUNT_TYPE,
      ...(placement !== 'authorization' && tokens ? { AccessToken: tokens.accessToken } : {}),
      ...request.fields,
    };
    const headers: Record<string, string> =
      placement === 'authorization' && tokens ? { Authorization: tokens.idToken } : {};
    const client = await clientFor(api);
    const response = await client.request<T>({
      method: request.method,
      url: request.path,
      headers,
      ...(request.method === 'GET' ? { params: envelope } : { data: envelope }),
    });
    return response.data;
  }

  async function sendWithRefresh<T>(request: GatewayCall): Promise<T> {
    try {
      return await send<T>(request, await dependencies.getTokens(false));
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status !== 401) throw new ServiceFailure(failure);
    }
    // One refresh and one retry: an access token may expire between two calls (spec: refresh every 150 s).
    try {
      return await send<T>(request, await dependencies.getTokens(true));
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status === 401) dependencies.onSessionExpired();
      throw new ServiceFailure(failure);
    }
  }

  return {
    async call<T>(request: GatewayCall): Promise<T> {
      return checkReply(await sendWithRefresh<T>(request));
    },
  };
}
