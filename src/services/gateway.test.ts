import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getTenantSkill } from '@/contracts/auth';
import { chatHistory, getBubbles } from '@/contracts/chat';
import { defineOperation, fillPath, type NoFields, type ReplyOf } from '@/contracts/operation';
import { reportBug } from '@/contracts/support';
import { createPoolUser } from '@/emulator/modules/cognito/pool-users';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';

import { createServices } from '.';
import { ServiceFailure } from './errors';
import { createGateway, GatewayReplyFailure } from './gateway';
import { configureIdentity, identity, type SessionTokens } from './identity';

const TOKEN_ERROR = 'Access token error, Access token not valid';

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: Record<string, unknown> | null;
}
let seen: Seen[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.method === 'OPTIONS' || !request.url.startsWith(emulator().config.apis.portal)) return;
  const text = request.method === 'POST' ? await request.clone().text() : '';
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    // A malformed body sent on purpose: nothing to record.
  }
  seen.push({
    method: request.method,
    url: new URL(request.url),
    authorization: request.headers.get('authorization'),
    body,
  });
};

beforeEach(() => {
  seen = [];
  server.events.on('request:start', record);
});
afterEach(async () => {
  server.events.removeListener('request:start', record);
  await identity.signOut();
});

async function signIn(
  email: string = DEMO_ACCOUNTS.administrator.email,
  password: string = DEMO_ACCOUNTS.administrator.password,
) {
  configureIdentity(emulator().config);
  await identity.signIn({ email, password, keepSignedIn: false, flow: 'USER_SRP_AUTH' });
  const tokens = await identity.tokens();
  if (!tokens) throw new Error('no session');
  return tokens;
}

/** A gateway whose token source and session-expiry hook the test watches. */
function gatewayWith(tokens: (force: boolean) => SessionTokens | null, config = emulator().config) {
  const getTokens = vi.fn((force: boolean) => Promise.resolve(tokens(force)));
  const onSessionExpired = vi.fn();
  return { gateway: createGateway(config, { getTokens, onSessionExpired }), getTokens, onSessionExpired };
}

describe('the gateway client against the emulated gateway', () => {
  it('puts the access token and the envelope in the query of a GET', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    const reply = await gateway.send(getTenantSkill);
    expect(reply).toMatchObject({ code: 200, data: { lex_bot_name: DEMO_SKILL.lex_bot_name } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/v1/skill');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      AccessToken: tokens.accessToken,
      ApiCall: getTenantSkill.apiCall,
      ApiVersion: '2',
      Api: 'portal',
      AccountType: 'private',
    });
    expect(request!.authorization).toBeNull();
  });

  it('puts them in the body of a POST, next to the call fields', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    const report = {
      summary: 'S',
      description: 'D',
      environment: '',
      page: '/x',
      browser: 'jsdom',
      appVersion: '1',
    };
    await gateway.send(reportBug, { FormParams: report });
    const [request] = seen;
    expect(request!.url.pathname).toBe(`/v1/${reportBug.path}`);
    expect(request!.url.search).toBe('');
    expect(request!.body).toEqual({
      AccessToken: tokens.accessToken,
      ApiCall: reportBug.apiCall,
      ApiVersion: '2',
      Api: 'portal',
      AccountType: 'private',
      FormParams: report,
    });
  });

  it("sends the id token in the Authorization header for 'authorization' placement", async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    const withIdToken = defineOperation<NoFields, ReplyOf<typeof getTenantSkill>>()({
      ...getTenantSkill,
      token: 'authorization',
    });
    const reply = await gateway.send(withIdToken);
    expect(reply.code).toBe(200);
    const [request] = seen;
    expect(request!.authorization).toBe(tokens.idToken);
    expect(request!.url.searchParams.has('AccessToken')).toBe(false);
    expect(request!.url.searchParams.get('ApiCall')).toBe(getTenantSkill.apiCall);
  });

  it('names the development twin of an API in the development API mode', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens, { ...emulator().config, apiMode: 'development' });
    await gateway.send(getTenantSkill);
    expect(seen[0]!.url.searchParams.get('Api')).toBe('portal-dev');
  });

  it('fills in and encodes the path parameters', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    await gateway.send(getBubbles, {}, { skillId: DEMO_SKILL.ID });
    expect(seen[0]!.url.pathname).toBe(`/v1/${fillPath(getBubbles.path, { skillId: DEMO_SKILL.ID })}`);
    expect(fillPath(getBubbles.path, { skillId: 'a b/c' })).toBe('skills/a%20b%2Fc/bubbles');
  });

  it('refuses, before sending anything, an operation of an API the tenant does not configure', async () => {
    const tokens = await signIn();
    const { gateway, getTokens, onSessionExpired } = gatewayWith(() => tokens);
    // An operation of an API spec 3 adds (say `es`), sent for a tenant whose config does not list it.
    const elsewhere = defineOperation<NoFields, ReplyOf<typeof getTenantSkill>>()({
      ...getTenantSkill,
      api: 'es',
    });
    expect(emulator().config.apis.es).toBeUndefined();
    const failure = await gateway.send(elsewhere).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure).toMatchObject({
      code: 'UNKNOWN_API',
      status: 0,
      message: `${getTenantSkill.apiCall}: the tenant config lists no 'es' API.`,
    });
    expect(seen).toHaveLength(0);
    expect(getTokens).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends an operation to any API the tenant configures, by its name', async () => {
    const tokens = await signIn();
    const config = emulator().config;
    // The portal's own address under another name: the same emulated gateway answers it.
    const { gateway } = gatewayWith(() => tokens, {
      ...config,
      apis: { ...config.apis, es: config.apis.portal },
    });
    const elsewhere = defineOperation<NoFields, ReplyOf<typeof getTenantSkill>>()({
      ...getTenantSkill,
      api: 'es',
    });
    await expect(gateway.send(elsewhere)).resolves.toMatchObject({ code: 200 });
    expect(seen[0]!.url.searchParams.get('Api')).toBe('es');
  });

  it('refreshes the tokens once and retries after a 401', async () => {
    const tokens = await signIn();
    emulator().faults.add({ operation: getTenantSkill.apiCall, status: 401, times: 1 });
    const { gateway, getTokens, onSessionExpired } = gatewayWith(() => tokens);
    const reply = await gateway.send(getTenantSkill);
    expect(reply.code).toBe(200);
    expect(getTokens.mock.calls).toEqual([[false], [true]]);
    expect(seen).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the retry is refused too', async () => {
    const tokens = await signIn();
    emulator().faults.add({ operation: getTenantSkill.apiCall, status: 401, times: 2, message: TOKEN_ERROR });
    const { gateway, getTokens, onSessionExpired } = gatewayWith(() => tokens);
    const failure = await gateway.send(getTenantSkill).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure).toMatchObject({ status: 401, code: 'HTTP_401', message: TOKEN_ERROR });
    expect(getTokens.mock.calls).toEqual([[false], [true]]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('normalises other errors without retrying: status, HTTP_<status> and the message of the body', async () => {
    const tokens = await signIn();
    emulator().faults.add({
      operation: getTenantSkill.apiCall,
      status: 500,
      message: 'Database unavailable',
      times: 1,
    });
    const { gateway, getTokens, onSessionExpired } = gatewayWith(() => tokens);
    await expect(gateway.send(getTenantSkill)).rejects.toEqual(
      new ServiceFailure({ code: 'HTTP_500', status: 500, message: 'Database unavailable' }),
    );
    await expect(gateway.send(getTenantSkill)).resolves.toMatchObject({ code: 200 });
    expect(getTokens).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('answers 401 with the token error for an invalid token, and the session ends', async () => {
    const { gateway, onSessionExpired } = gatewayWith(() => ({
      accessToken: 'not.a.token',
      idToken: 'not.a.token',
    }));
    await expect(gateway.send(getTenantSkill)).rejects.toMatchObject({ status: 401, message: TOKEN_ERROR });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    const { gateway: anonymous } = gatewayWith(() => null);
    await expect(anonymous.send(getTenantSkill)).rejects.toMatchObject({ status: 401, message: TOKEN_ERROR });
  });
});

describe("the reply's own status", () => {
  /** The emulated gateway answering `body` with HTTP 200 for the next call to chat/history. */
  const answer = (body: JsonBodyType) =>
    server.use(
      http.get(
        `${emulator().config.apis.portal}/${chatHistory.path}`,
        () => HttpResponse.json(body, { headers: { 'access-control-allow-origin': '*' } }),
        { once: true },
      ),
    );
  // The reply types say what the server answers; these tests answer otherwise on purpose.
  const history = defineOperation()({ ...chatHistory });

  it('throws the typed error when the body code is not 200, even though HTTP said 200', async () => {
    const tokens = await signIn();
    const { gateway, getTokens, onSessionExpired } = gatewayWith(() => tokens);
    answer({ status: 'error', code: 409, message: 'An account with the given email already exists.' });
    const failure = await gateway.send(history).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayReplyFailure);
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure).toMatchObject({
      code: 'HTTP_409',
      status: 409,
      message: 'An account with the given email already exists.',
      reply: { status: 'error', code: 409 },
    });
    // A refusal in the body is an answer: no token refresh, no retry, and the session goes on.
    expect(getTokens.mock.calls).toEqual([[false]]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reads statusCode where the reply has no code (the chat history), and an empty message when none', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    answer({ statusCode: 500 });
    await expect(gateway.send(history)).rejects.toMatchObject({
      code: 'HTTP_500',
      status: 500,
      message: '',
      reply: { statusCode: 500 },
    });
    answer({ statusCode: 200, data: { Items: [] } });
    await expect(gateway.send(history)).resolves.toEqual({ statusCode: 200, data: { Items: [] } });
  });

  it('passes a reply with code 200, and one that carries no status at all', async () => {
    const tokens = await signIn();
    const { gateway } = gatewayWith(() => tokens);
    answer({ code: 200, data: [1] });
    await expect(gateway.send(history)).resolves.toEqual({ code: 200, data: [1] });
    answer({ code: '500', data: [] });
    await expect(gateway.send(history)).resolves.toEqual({ code: '500', data: [] });
    answer(['no', 'status']);
    await expect(gateway.send(history)).resolves.toEqual(['no', 'status']);
  });
});

describe('the services as the app creates them', () => {
  it('force-refreshes the real session once on a 401', async () => {
    await signIn();
    const operations: string[] = [];
    const recordTarget = ({ request }: { request: Request }) => {
      const target = request.headers.get('x-amz-target');
      if (target) operations.push(target.split('.')[1]!);
    };
    server.events.on('request:start', recordTarget);
    try {
      const onSessionExpired = vi.fn();
      const { gateway } = createServices(emulator().config, { onSessionExpired });
      emulator().faults.add({ operation: getTenantSkill.apiCall, status: 401, times: 1 });
      await expect(gateway.send(getTenantSkill)).resolves.toMatchObject({ code: 200 });
      expect(operations.filter((name) => name === 'GetTokensFromRefreshToken')).toHaveLength(1);
      expect(seen[0]!.url.searchParams.get('AccessToken')).not.toBe(
        seen[1]!.url.searchParams.get('AccessToken'),
      );
      expect(onSessionExpired).not.toHaveBeenCalled();
    } finally {
      server.events.removeListener('request:start', recordTarget);
    }
  });
});

describe('the emulated gateway envelope', () => {
  const call = async (query: Record<string, string>) => {
    const response = await fetch(
      `${emulator().config.apis.portal}/${getTenantSkill.path}?${new URLSearchParams(query).toString()}`,
    );
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  };

  it('answers 400 with a message for each missing envelope field, and for an unknown ApiCall', async () => {
    const { accessToken } = await signIn();
    const full = {
      AccessToken: accessToken,
      ApiCall: getTenantSkill.apiCall,
      ApiVersion: '2',
      Api: 'portal',
      AccountType: 'private',
    };
    for (const field of ['ApiCall', 'ApiVersion', 'Api', 'AccountType'] as const) {
      const { [field]: _left, ...rest } = full;
      expect(await call(rest)).toEqual({
        status: 400,
        body: { code: 400, message: `${field} is required.` },
      });
    }
    expect(await call({ ...full, ApiCall: 'DropTables' })).toEqual({
      status: 400,
      body: { code: 400, message: `Unknown ApiCall DropTables for ${getTenantSkill.path}.` },
    });
    expect((await call(full)).status).toBe(200);
  });

  it('refuses a POST body that is not a JSON object', async () => {
    const response = await fetch(`${emulator().config.apis.portal}/${reportBug.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'The request body must be a JSON object.' });
  });

  it("keeps tenants apart: a caller never sees another tenant's skill", async () => {
    emulator().db.update('tenancy', (state) => {
      state.skills.unshift({
        ...DEMO_SKILL,
        ID: 'other-skill',
        appId: 'other-app',
        lex_bot_name: 'OtherBot',
        tenant: 'other-org',
      });
    });
    const outsider = await createPoolUser(emulator().config, {
      email: 'someone@other.example',
      password: DEMO_ACCOUNTS.administrator.password,
      attributes: { 'custom:tenant': 'other-org', 'custom:role': 'Administrator' },
    });
    const lonely = await createPoolUser(emulator().config, {
      email: 'alone@lonely.example',
      password: DEMO_ACCOUNTS.administrator.password,
      attributes: { 'custom:tenant': 'lonely-org', 'custom:role': 'Administrator' },
    });
    emulator().db.update('identity', (state) => {
      state.users.push(outsider, lonely);
    });

    const demoTokens = await signIn();
    const demoReply = await gatewayWith(() => demoTokens).gateway.send(getTenantSkill);
    expect(demoReply.data).toMatchObject({ lex_bot_name: DEMO_SKILL.lex_bot_name, tenant: DEMO_TENANT });
    await identity.signOut();

    const otherTokens = await signIn('someone@other.example');
    const otherReply = await gatewayWith(() => otherTokens).gateway.send(getTenantSkill);
    expect(otherReply.data).toMatchObject({ lex_bot_name: 'OtherBot', tenant: 'other-org' });
    await identity.signOut();

    const lonelyTokens = await signIn('alone@lonely.example');
    const refused = await gatewayWith(() => lonelyTokens)
      .gateway.send(getTenantSkill)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayReplyFailure);
    expect((refused as GatewayReplyFailure).reply).toEqual({
      code: 500,
      message: 'No skill exists for this tenant yet.',
    });
  });
});
