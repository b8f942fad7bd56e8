import axios, { type AxiosInstance } from 'axios';

import { ACCOUNT_TYPE } from '@/config/constants';
import type { TenantConfig } from '@/config/tenant-schema';
import { type AnyOperation, fillPath } from '@/contracts/operation';

import type { SessionTokens } from './identity';

/**
 * One try of a gateway operation over HTTP (axios): the envelope and the token where the operation says, the
 * path's parameters filled in. Loaded with the first call (gateway.ts), never with the sign-in page.
 */
export type Transport = (
  operation: AnyOperation,
  fields: object,
  params: Readonly<Record<string, string>> | undefined,
  tokens: SessionTokens | null,
) => Promise<unknown>;

export function createTransport(config: TenantConfig): Transport {
  const clients = new Map<string, AxiosInstance>();
  const clientFor = (api: string) => {
    let client = clients.get(api);
    if (!client) {
      client = axios.create({ baseURL: config.apis[api], timeout: 30_000 });
      clients.set(api, client);
    }
    return client;
  };
  // An API has a development twin (spec 1 §9: API values faq and faq-dev).
  const apiField = (api: string) => (config.apiMode === 'development' ? `${api}-dev` : api);

  return async (operation, fields, params, tokens) => {
    const placement = operation.token ?? (operation.method === 'GET' ? 'query' : 'body');
    const envelope: Record<string, unknown> = {
      ApiCall: operation.apiCall,
      ApiVersion: config.apiVersion,
      Api: apiField(operation.api),
      AccountType: ACCOUNT_TYPE,
      ...(placement !== 'authorization' && tokens ? { AccessToken: tokens.accessToken } : {}),
      ...fields,
    };
    const headers: Record<string, string> =
      placement === 'authorization' && tokens ? { Authorization: tokens.idToken } : {};
    const response = await clientFor(operation.api).request<unknown>({
      method: operation.method,
      url: params ? fillPath(operation.path, params) : operation.path,
      headers,
      ...(operation.method === 'GET' ? { params: envelope } : { data: envelope }),
    });
    return response.data;
  };
}
