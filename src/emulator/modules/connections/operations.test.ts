/**
 * The connectors' gateway operations through the portal's own gateway client and real sessions: who may do
 * what, tenant isolation, validation, the demo OAuth provider's checks, the bot build and what the bot answers.
 */
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as contract from '@/contracts/connections';
import type { Operation } from '@/contracts/operation';
import { toServiceError } from '@/services/errors';

import { withAnyFields } from '@tests/operations';

import { createEmulatorHandlers } from '../..';
import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION, SPECIAL_ACCOUNTS } from '../../seed';
import { skillChatBubbles } from '../bubbles/chat-bubbles';
import { withEmulatedAmplify } from '../cognito/test-support';
import { skillMatcher } from '../lex/bot';

import { assistantIntents, BUILD_DURATION_MS } from './build';
import { FEATURED_LIMIT } from './catalogue';
import {
  createAuthorizationRequest,
  OAUTH_MESSAGES,
  oauthProviderHandlers,
  PROVIDER_API,
  providerOrigin,
} from './oauth';
import { revokeAccountLink, setNextBuildOutcome } from './test-support';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

afterEach(async () => {
  vi.useRealTimers();
  await signOut();
});

/** The portal's return page on its registered origin: the page the emulated cloud serves (jsdom's here). */
const PORTAL = window.location.origin;
const RETURN = `${PORTAL}/connection-enabled`;

/** Sends the operation with any fields: the server must refuse what the portal would never send. */
const call = <Reply>(operation: Operation<unknown, Reply>, fields: Record<string, unknown> = {}) =>
  gateway.send(withAnyFields(operation), fields);

const list = () => call(contract.listConnections);
const create = (connectionName: string, host = '') =>
  call(contract.createConnection, {
    Skill: 'skill',
    FormParams: { connection_name: connectionName, host },
    RedirectUri: `${RETURN}?connection=${connectionName}`,
  });
const relink = (connectionName: string) =>
  call(contract.oauth2Create, {
    Connection: connectionName,
    RedirectUri: `${RETURN}?connection=${connectionName}`,
  });
const callback = (connectionName: string, url: string) =>
  call(contract.oauth2Callback, {
    Connection: connectionName,
    OAuth2UserRedirectLink: url,
  });
const status = async () => (await call(contract.getBotStatus, { Skill: 's' })).data;

/** The refusal of a call that must fail, as the portal reads it. */
async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return toServiceError(error);
  }
  throw new Error('The call succeeded');
}

/** The status of a refused call (HTTP, or the body's code). */
const refusal = async (promise: Promise<unknown>) => (await refusalOf(promise)).status;

/** Answers the consent page as its buttons do: the provider's answer (HTTP status, and where it sends the window). */
async function answer(
  link: string,
  decision: 'allow' | 'deny',
): Promise<{ status: number; location?: string }> {
  const url = new URL(link);
  const [, handler] = oauthProviderHandlers(context);
  expect(handler).toBeDefined();
  const response = await fetch(
    `${url.origin}${PROVIDER_API}/requests/${url.searchParams.get('request')}/decision`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: url.searchParams.get('state'), decision }),
    },
  );
  const body = (await response.json()) as { location?: string };
  return { status: response.status, ...(body.location ? { location: body.location } : {}) };
}

/** Answers the consent page; returns the provider's return address. */
async function decide(link: string, decision: 'allow' | 'deny'): Promise<string> {
  const { location } = await answer(link, decision);
  if (!location) throw new Error('The provider refused the decision');
  return location;
}

const demoRecords = () =>
  context.db.state.connections.connections.filter((record) => record.tenant === DEMO_TENANT);

describe('reading connectors', () => {
  it('lists the organisation’s enabled connections and the rest of the catalogue, to any member', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await list();
    expect(data.enabled.map((connection) => connection.connectionName).sort()).toEqual(
      demoRecords()
        .map((record) => record.connectionName)
        .sort(),
    );
    const names = [...data.enabled, ...data.common].map((connection) => connection.connectionName);
    expect(new Set(names).size).toBe(names.length);
    expect(data.common.every((connection) => !connection.enabled && connection.connectionId === null)).toBe(
      true,
    );
    for (const connection of [...data.enabled, ...data.common]) {
      for (const intent of connection.intents) expect(intent.desc).not.toMatch(/DESC TODO/);
    }
    expect(data.fallbackIntent?.body).toBeTruthy();
  });

  it('never shows another organisation’s connections', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const { data } = await list();
    expect(data.enabled.map((connection) => connection.connectionName)).toEqual(['jira']);
    expect(data.enabled.every((connection) => connection.tenant === OTHER_ORGANISATION.tenant)).toBe(true);
    expect(data.fallbackIntent).toBeNull();
  });

  it('answers GetConnection for a catalogue connector, and code 404 for an unknown one', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const found = await call(contract.getConnection, {
      Connection: 'hubspot',
    });
    expect(found.data?.display_name).toBe('HubSpot');
    expect(await refusal(call(contract.getConnection, { Connection: 'nope' }))).toBe(404);
  });

  it('features at most 30 connectors, each with an area', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await call(contract.listFeaturedConnectors);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(FEATURED_LIMIT);
    for (const area of ['CRM', 'Collaboration Tool', 'Mail Client']) {
      expect(data.filter((connection) => connection.area === area).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('who may change connectors', () => {
  it.each<{ operation: Operation<unknown, unknown>; fields: Record<string, unknown> }>([
    {
      operation: contract.createConnection,
      fields: { FormParams: { connection_name: 'hubspot' }, RedirectUri: RETURN },
    },
    { operation: contract.oauth2Create, fields: { Connection: 'salesforce', RedirectUri: RETURN } },
    { operation: contract.deleteConnection, fields: { ConnectionId: 'x', ConnectionName: 'salesforce' } },
    {
      operation: contract.setIntentEnabled,
      fields: { Connection: 'salesforce', IntentId: 'x', Enabled: 'false' },
    },
    { operation: contract.createIntent, fields: { Connection: 'salesforce', Intent: { title: 'T' } } },
    { operation: contract.generatePublicChatbotSnippet, fields: { Skill: 's' } },
    { operation: contract.triggerBotBuild, fields: { Skill: 's' } },
    { operation: contract.updateSetupProgress, fields: { Status: 'dismissed' } },
  ])('an ordinary user gets 403 for $operation.apiCall', async ({ operation, fields }) => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = structuredClone(context.db.state.connections);
    expect(await refusal(call(operation, fields))).toBe(403);
    expect(context.db.state.connections).toEqual(before);
  });

  it('an administrator cannot delete or switch another organisation’s connection by naming it', async () => {
    const theirs = context.db.state.connections.connections.find(
      (record) => record.tenant === OTHER_ORGANISATION.tenant,
    );
    await signInAs(DEMO_ACCOUNTS.administrator);
    expect(
      await refusal(
        call(contract.deleteConnection, {
          ConnectionId: theirs?.connectionId,
          ConnectionName: theirs?.connectionName,
        }),
      ),
    ).toBe(404);
    expect(
      await refusal(
        call(contract.setIntentEnabled, {
          Connection: 'jira',
          IntentId: 'CreateIssue',
          Enabled: 'false',
        }),
      ),
    ).toBe(404);
    expect(context.db.state.connections.connections).toContainEqual(theirs);
  });
});

describe('the limits on a task (issue 21 §5.3)', () => {
  const createTask = (intent: Record<string, unknown>) =>
    call(contract.createIntent, { Connection: 'salesforce', Intent: intent });
  const customTasks = () =>
    context.db.state.connections.connections.find(
      (record) => record.tenant === DEMO_TENANT && record.connectionName === 'salesforce',
    )?.customTasks ?? [];

  it('takes example utterances of up to 200 characters and the known slot types, and nothing else', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const attacks: [string, Record<string, unknown>][] = [
      ['a 201-character utterance', { title: 'A', utterances: ['x'.repeat(201)] }],
      ['an utterance that is not text', { title: 'B', utterances: [{ toString: 'x' }] }],
      ['101 utterances', { title: 'C', utterances: Array.from({ length: 101 }, (_, n) => `say ${n}`) }],
      ['utterances that are not a list', { title: 'D', utterances: 'one\ntwo' }],
      ['an invented slot type', { title: 'E', slots: [{ name: 'when', type: 'AMAZON.Evil' }] }],
      [
        'markup as a slot type',
        { title: 'F', slots: [{ name: 'when', type: '<img src=x onerror=alert(1)>' }] },
      ],
      ['a prototype key as a slot type', { title: 'G', slots: [{ name: 'when', type: 'constructor' }] }],
      [
        '21 parameters',
        { title: 'H', slots: Array.from({ length: 21 }, (_, n) => ({ name: `p${n}`, type: 'AMAZON.Date' })) },
      ],
      ['a 501-character description', { title: 'I', desc: 'd'.repeat(501) }],
      ['a 101-character title', { title: 'T'.repeat(101) }],
    ];
    for (const [attack, intent] of attacks) {
      expect(await refusal(createTask(intent)), attack).toBe(400);
    }
    expect(customTasks()).toEqual([]);
    const reply = await createTask({
      title: 'Forecast',
      utterances: ['f'.repeat(200), ' show the forecast ', 'show the forecast'],
      slots: [{ name: 'quarter', type: 'AMAZON.Date', slotBusinessDesc: 'Which quarter' }],
    });
    expect(customTasks()).toHaveLength(1);
    expect(customTasks()[0]).toMatchObject({
      utterances: ['f'.repeat(200), 'show the forecast'],
      slots: [{ name: 'quarter', type: 'AMAZON.Date', slotBusinessDesc: 'Which quarter' }],
    });
    expect(reply).toMatchObject({ code: 200 });
  });

  it('refuses 20 × 1 MB of utterances as soon as the request passes 64 KiB, before reading the rest', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { tokens } = await fetchAuthSession();
    const megabyte = 'u'.repeat(1024 * 1024);
    const head = new TextEncoder().encode(
      JSON.stringify({
        ApiCall: contract.createIntent.apiCall,
        ApiVersion: context.config.apiVersion,
        Api: 'portal',
        AccountType: 'private',
        AccessToken: tokens?.accessToken.toString(),
        Connection: 'salesforce',
      }).slice(0, -1) + ',"Intent":{"title":"Huge","utterances":[',
    );
    const line = new TextEncoder().encode(`"${megabyte}",`);
    let sent = 0;
    let part = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = part === 0 ? head : part <= 20 ? line : new TextEncoder().encode('""]}}');
        part += 1;
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (part > 21) controller.close();
      },
    });
    // Straight to the gateway's handlers: the request's body is a stream the handler pulls as it reads.
    const request = new Request(
      `${context.config.apis.portal.replace(/\/$/, '')}/${contract.createIntent.path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit,
    );
    const response = await getResponse(createEmulatorHandlers(context), request);
    expect(response?.status).toBe(413);
    expect(await response?.json()).toMatchObject({ code: 413 });
    // Refused after the first megabytes (a stream is pulled a chunk or two ahead), not after twenty.
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(customTasks()).toEqual([]);
  });

  it('refuses a small request that is still over 64 KiB (a switch at most 16 KiB)', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const padding = 'p'.repeat(70 * 1024);
    expect(await refusal(createTask({ title: 'Padded', desc: '', padding }))).toBe(413);
    expect(
      await refusal(
        call(contract.setIntentEnabled, {
          Connection: 'salesforce',
          IntentId: 'OpportunityPipeline',
          Enabled: 'false',
          padding: 'p'.repeat(17 * 1024),
        }),
      ),
    ).toBe(413);
    expect(customTasks()).toEqual([]);
  });
});

describe('enabling and account linking', () => {
  it('validates a custom connector’s base URL and refuses a second enabling', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    context.db.update('connections', (state) => {
      state.connections = state.connections.filter((record) => record.connectionName !== 'zendesk-prod');
    });
    expect(await refusal(create('zendesk-prod'))).toBe(400);
    expect(await refusal(create('zendesk-prod', 'https://acme.example.com'))).toBe(400);
    expect(await refusal(create('zendesk-prod', 'https://-bad-.zendesk.com'))).toBe(400);
    const reply = await create('zendesk-prod', 'https://Acme.zendesk.com');
    expect(reply.status).toBe('Connected!');
    expect(reply.data).toMatchObject({
      base_url: 'https://acme.zendesk.com',
      enabled: true,
      auth_exists: false,
    });
    expect(await refusal(create('zendesk-prod', 'https://acme.zendesk.com'))).toBe(409);
    expect(
      await refusal(
        call(contract.createConnection, {
          FormParams: { connection_name: 'hubspot' },
          RedirectUri: 'https://evil.example/steal',
        }),
      ),
    ).toBe(400);
  });

  it('names the field a refusal is about, so the portal can show it under that field', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    context.db.update('connections', (state) => {
      state.connections = state.connections.filter((record) => record.connectionName !== 'zendesk-prod');
    });
    expect(
      await refusalOf(create('zendesk-prod', 'https://https://acme.zendesk.com.zendesk.com')),
    ).toMatchObject({
      status: 400,
      field: 'host',
      message: 'The base URL must be https://<your sub-domain>.zendesk.com.',
    });
    expect(await refusalOf(create('zendesk-prod', `https://${'a'.repeat(300)}.zendesk.com`))).toMatchObject({
      status: 400,
      field: 'host',
    });
    expect(
      await refusalOf(call(contract.updateConnectionUrl, { Connection: 'servicenow-prod', BaseUrl: '' })),
    ).toMatchObject({ status: 400, field: 'BaseUrl', message: 'Base URL is required!' });
    const faq = (params: Record<string, string>) =>
      call(contract.createPublicRestConnection, {
        TemplateConnection: 'faq',
        FormParams: { action: 'edit', connection_name: 'FAQ', ...params },
      });
    expect(await refusalOf(faq({ connection_name: ' ' }))).toMatchObject({ field: 'connection_name' });
    expect(await refusalOf(faq({ image: 'data:text/html;base64,PHNjcmlwdD4=' }))).toMatchObject({
      field: 'image',
    });
  });

  it('links the account once: Allow then the callback; a replay, a forged state and Deny fail', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: link } = await create('hubspot');
    expect(link).toMatch(/\/__emulator\/oauth\/authorize\?/);
    const back = await decide(link ?? '', 'allow');
    expect(new URL(back).searchParams.get('connection')).toBe('hubspot');

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged');
    expect(await callback('hubspot', forged.toString())).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.unknownState,
    });
    expect(await callback('salesforce', back)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.otherConnection,
    });
    expect(await callback('hubspot', back)).toMatchObject({ status: 'success', connectionName: 'hubspot' });
    expect(demoRecords().find((record) => record.connectionName === 'hubspot')?.auth_exists).toBe(true);
    expect(await callback('hubspot', back)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.replayed,
    });

    const { oauth2_user_redirect_link: again } = await call(contract.oauth2Create, {
      Connection: 'hubspot',
      RedirectUri: `${RETURN}?connection=hubspot`,
    });
    const denied = await decide(again!, 'deny');
    expect(new URL(denied).searchParams.get('error')).toBe('access_denied');
    expect(await callback('hubspot', denied)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.denied,
    });
  });

  it('refuses an expired linking request, and another organisation’s', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: link } = await create('outlook');
    const back = await decide(link ?? '', 'allow');
    await signOut();
    await signInAs(OTHER_ORGANISATION.administrator);
    await create('outlook');
    expect(await callback('outlook', back)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.unknownState,
    });
    await signOut();
    await signInAs(DEMO_ACCOUNTS.administrator);
    context.db.update('connections', (state) => {
      for (const request of state.authorizations) request.expiresAt = context.clock.now() - 1;
    });
    expect(await callback('outlook', back)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.expired,
    });
  });
});

describe('OAuth code theft (issue 21 §5.1)', () => {
  const portal = new URL(PORTAL);
  const attacks = [
    'https://evil.example/connection-enabled',
    `${portal.protocol}//${portal.host}.evil.example/connection-enabled`,
    `${portal.protocol}//${portal.host}@evil.example/connection-enabled`,
    `${portal.protocol}//evil.example/connection-enabled?next=${PORTAL}`,
    `${portal.protocol}//${portal.hostname}:${Number(portal.port || 80) + 1}/connection-enabled`,
    `${portal.protocol === 'https:' ? 'http:' : 'https:'}//${portal.host}/connection-enabled`,
    `${portal.protocol}//user:secret@${portal.host}/connection-enabled`,
    `${PORTAL}/connection-enabled#code`,
    `${PORTAL}/connection-enabled/../steal`,
    `${PORTAL}/connection-enabled/`,
    'javascript:alert(1)//connection-enabled',
    '//evil.example/connection-enabled',
    'data:text/html,<script>alert(1)</script>',
  ];

  it.each(attacks)('CreateConnection refuses the return address %s and creates nothing', async (address) => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const before = structuredClone(context.db.state.connections);
    const refused = call(contract.createConnection, {
      Skill: 'skill',
      FormParams: { connection_name: 'hubspot' },
      RedirectUri: address,
    });
    expect(await refusal(refused)).toBe(400);
    expect(context.db.state.connections).toEqual(before);
  });

  it.each(attacks)('OAuth2Create refuses the return address %s', async (address) => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const before = context.db.state.connections.authorizations.length;
    const refused = call(contract.oauth2Create, {
      Connection: 'salesforce',
      RedirectUri: address,
    });
    expect(await refusal(refused)).toBe(400);
    expect(context.db.state.connections.authorizations).toHaveLength(before);
  });

  it('accepts the registered origin exactly, and builds the consent link on the provider’s origin', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: link } = await create('hubspot');
    const consent = new URL(link ?? '');
    expect(consent.origin).toBe(providerOrigin());
    expect(consent.searchParams.get('redirect_uri')).toBe(`${RETURN}?connection=hubspot`);
    // Even a request whose return address is elsewhere (a provider's misconfiguration) links to the provider.
    const elsewhere = createAuthorizationRequest(context, {
      tenant: DEMO_TENANT,
      connectionName: 'hubspot',
      displayName: 'HubSpot',
      redirectUri: 'https://evil.example/connection-enabled',
    });
    expect(new URL(elsewhere).origin).toBe(providerOrigin());
  });

  it('does not redeem a code delivered to another address than the request’s', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: link } = await create('hubspot');
    const back = new URL(await decide(link ?? '', 'allow'));
    expect(back.origin).toBe(PORTAL);
    const stolen = new URL(`https://evil.example${back.pathname}${back.search}`);
    expect(await callback('hubspot', stolen.toString())).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.otherReturnAddress,
    });
    const elsewhere = new URL(`${PORTAL}/steal${back.search}`);
    expect(await callback('hubspot', elsewhere.toString())).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.otherReturnAddress,
    });
    expect(demoRecords().find((record) => record.connectionName === 'hubspot')?.auth_exists).toBe(false);
    // The refused attempts did not use the code up: the genuine return page still links the account.
    expect(await callback('hubspot', back.toString())).toMatchObject({ status: 'success' });
  });
});

describe('linking again after Deny or a closed window (issue 21 §1.2)', () => {
  const hubspotRecords = () => demoRecords().filter((record) => record.connectionName === 'hubspot');
  const requestsFor = (connectionName: string) =>
    context.db.state.connections.authorizations.filter(
      (request) => request.tenant === DEMO_TENANT && request.connectionName === connectionName,
    );

  it('after Deny: a second enabling is refused (409) and creates nothing; a fresh account link links it', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: first } = await create('hubspot');
    const denied = await decide(first ?? '', 'deny');
    expect(await callback('hubspot', denied)).toMatchObject({
      status: 'error',
      message: OAUTH_MESSAGES.denied,
    });
    expect(await refusal(create('hubspot'))).toBe(409);
    expect(hubspotRecords()).toHaveLength(1);

    const { oauth2_user_redirect_link: fresh } = await relink('hubspot');
    expect(fresh).not.toBe(first);
    // The denied request is gone; the fresh one is the only live request of the connection.
    expect(requestsFor('hubspot')).toHaveLength(1);
    const back = await decide(fresh ?? '', 'allow');
    expect(await callback('hubspot', back)).toMatchObject({ status: 'success' });
    expect(hubspotRecords()).toEqual([expect.objectContaining({ auth_exists: true, health: 'ok' })]);
  });

  it('after a window closed unanswered: the fresh link replaces the old one, which can no longer be answered', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { oauth2_user_redirect_link: abandoned } = await create('hubspot');
    const { oauth2_user_redirect_link: fresh } = await relink('hubspot');
    expect(await answer(abandoned ?? '', 'allow')).toEqual({ status: 404 });
    expect(requestsFor('hubspot')).toHaveLength(1);
    const back = await decide(fresh ?? '', 'allow');
    expect(await callback('hubspot', back)).toMatchObject({ status: 'success' });
  });

  it('two enablings at once create one connection', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const outcomes = await Promise.allSettled([create('hubspot'), create('hubspot'), create('hubspot')]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(hubspotRecords()).toHaveLength(1);
  });

  it('a fresh account link is only for a connection the organisation enabled: nothing is created', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    expect(await refusal(relink('hubspot'))).toBe(404);
    expect(hubspotRecords()).toHaveLength(0);
    expect(requestsFor('hubspot')).toHaveLength(0);
    await signOut();
    // Another organisation cannot ask for a link to the demo organisation's connection by naming it.
    await signInAs(OTHER_ORGANISATION.administrator);
    expect(await refusal(relink('salesforce'))).toBe(404);
    expect(context.db.state.connections.authorizations).toHaveLength(0);
  });
});

describe('the getting-started setup (issue 21 §1.5)', () => {
  const progress = async () => (await call(contract.getSetupProgress)).data?.status;
  const update = (status: string) => call(contract.updateSetupProgress, { Status: status });

  it('is set up for the seeded organisations and pending for a new one, to any member', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect(await progress()).toBe('finished');
    await signOut();
    await signInAs(SPECIAL_ACCOUNTS.newAdministrator);
    expect(await progress()).toBe('pending');
  });

  it('is finished or dismissed by an administrator, for its own organisation only, and never pending again', async () => {
    await signInAs(SPECIAL_ACCOUNTS.newAdministrator);
    expect(await refusal(update('pending'))).toBe(400);
    expect(await refusal(update('<script>'))).toBe(400);
    expect((await update('dismissed')).data?.status).toBe('dismissed');
    expect(await progress()).toBe('dismissed');
    expect((await update('finished')).data?.status).toBe('finished');
    // A stale banner's dismissal does not undo a finished setup.
    expect((await update('dismissed')).data?.status).toBe('finished');
    const tenants = context.db.state.connections.setups.map((setup) => setup.tenant);
    expect(tenants.filter((tenant) => tenant === SPECIAL_ACCOUNTS.newAdministrator.tenant)).toHaveLength(1);
    expect(context.db.state.connections.setups.find((setup) => setup.tenant === DEMO_TENANT)?.by).toBe(
      'seed',
    );
  });
});

describe('the bot build', () => {
  it('builds on the clock: BUILDING (409 for a second trigger and for changes), then READY with the new tasks', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const before = assistantIntents(context.db.state.connections, DEMO_TENANT).map((task) => task.name);
    expect(before).toContain('CreateIncident');
    await create('hubspot');
    // Enabled but not built: the assistant does not answer HubSpot's tasks yet.
    expect(
      assistantIntents(context.db.state.connections, DEMO_TENANT).map((task) => task.connector),
    ).not.toContain('hubspot');

    // Date too: a job's due time is read on the emulator clock, which must not move with the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await call(contract.triggerBotBuild, { Skill: 's' });
    expect(await status()).toMatchObject({ status: 'BUILDING', final: false, refreshInterval: 2 });
    expect(await refusal(call(contract.triggerBotBuild, { Skill: 's' }))).toBe(409);
    const salesforce = demoRecords().find((record) => record.connectionName === 'salesforce');
    expect(
      await refusal(
        call(contract.deleteConnection, {
          ConnectionId: salesforce?.connectionId,
          ConnectionName: 'salesforce',
        }),
      ),
    ).toBe(409);
    await vi.advanceTimersByTimeAsync(BUILD_DURATION_MS - 1);
    expect((await status())?.status).toBe('BUILDING');
    await vi.advanceTimersByTimeAsync(1);
    expect(await status()).toMatchObject({ status: 'READY', final: true });
    const intents = assistantIntents(context.db.state.connections, DEMO_TENANT);
    expect(intents.map((task) => task.connector)).toContain('hubspot');
    const matcher = skillMatcher(
      skillChatBubbles(context.db.state, { ID: 'skill', tenant: DEMO_TENANT }),
      intents,
    );
    const matched = matcher.match('find a contact')?.value;
    expect(matched?.kind === 'intent' ? matched.intent.name : null).toBe('FindContact');
  });

  it('fails naming a task without example utterances, and ends as the demo panel says', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const added = await call(contract.createIntent, {
      Connection: 'salesforce',
      Intent: { title: 'Forecast', desc: 'The quarter’s forecast', utterances: [], slots: [] },
    });
    // Date too: a job's due time is read on the emulator clock, which must not move with the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await call(contract.triggerBotBuild, { Skill: 's' });
    await vi.advanceTimersByTimeAsync(BUILD_DURATION_MS);
    expect(await status()).toMatchObject({
      status: 'FAILED',
      final: true,
      failedTask: { connectionName: 'salesforce', intentId: added.data!.ID, title: 'Forecast' },
    });

    await call(contract.setIntentEnabled, {
      Connection: 'salesforce',
      IntentId: added.data!.ID,
      Enabled: 'false',
    });
    setNextBuildOutcome(context, DEMO_TENANT, 'warn');
    await call(contract.triggerBotBuild, { Skill: 's' });
    await vi.advanceTimersByTimeAsync(BUILD_DURATION_MS);
    expect((await status())?.status).toBe('WARNING');
  });

  it('stops answering a revoked connection’s tasks at once, and a disabled connector’s', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const connectors = () =>
      new Set(assistantIntents(context.db.state.connections, DEMO_TENANT).map((task) => task.connector));
    expect(connectors().has('calendar')).toBe(true);
    revokeAccountLink(context, DEMO_TENANT, 'calendar');
    expect(connectors().has('calendar')).toBe(false);
    const { data } = await call(contract.getConnection, {
      Connection: 'calendar',
    });
    expect(data?.health).toBe('reconnect');
    expect(data?.intents.every((intent) => intent.paused)).toBe(true);

    const mail = demoRecords().find((record) => record.connectionName === 'mail');
    await call(contract.deleteConnection, {
      ConnectionId: mail?.connectionId,
      ConnectionName: 'mail',
    });
    expect(connectors().has('mail')).toBe(false);
  });
});
