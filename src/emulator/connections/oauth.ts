/**
 * The demo's OAuth provider (issue 13): account linking completes offline. The account link points at a
 * consent page the demo app renders itself (`/__emulator/oauth/authorize`, see ConsentPage.tsx); its Allow
 * and Deny go to the provider's endpoints below (same origin, so the portal's CSP needs nothing more), which
 * answer where to send the browser: the portal's return page with a code and the state, or with an error.
 * OAuth2Callback then redeems the code once (redeemAuthorization): a forged, replayed, expired, denied or
 * another organisation's state fails.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import { newId } from '../db';
import type { EmulatorContext } from '../types';

import type { AuthorizationRecord } from './state';

export const CONSENT_PATH = '/__emulator/oauth/authorize';
/** The provider's endpoints (same origin as the portal). */
export const PROVIDER_API = '/__emulator/oauth/api';
/** A linking request is valid this long (ms), like a real provider's. */
export const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
const CLIENT_ID = 'assistant-portal-demo';

export const OAUTH_MESSAGES = {
  denied: 'The account owner denied access.',
  incomplete: 'The provider answered without a code or a state.',
  unknownState: 'The linking request is not known: it was not started here.',
  otherConnection: 'The linking request was made for another connection.',
  replayed: 'The linking request was already used.',
  expired: 'The linking request has expired. Start linking again.',
  wrongCode: 'The provider’s code does not match the linking request.',
} as const;

const randomToken = () => `${newId().replaceAll('-', '')}${newId().replaceAll('-', '')}`;

/** Starts a linking request and returns the account link (the consent page's address). */
export function createAuthorizationRequest(
  context: EmulatorContext,
  request: { tenant: string; connectionName: string; displayName: string; redirectUri: string },
): string {
  const now = context.clock.now();
  const record: AuthorizationRecord = {
    ...request,
    id: newId(),
    state: randomToken(),
    code: null,
    decision: null,
    createdAt: now,
    expiresAt: now + AUTHORIZATION_TTL_MS,
    redeemed: false,
  };
  context.db.update('connections', (state) => {
    // Old, finished requests are not kept for ever.
    state.authorizations = state.authorizations.filter((old) => old.expiresAt > now && !old.redeemed);
    state.authorizations.push(record);
  });
  const origin = new URL(request.redirectUri).origin;
  const query = new URLSearchParams({
    request: record.id,
    client_id: CLIENT_ID,
    response_type: 'code',
    state: record.state,
    redirect_uri: request.redirectUri,
  });
  return `${origin}${CONSENT_PATH}?${query.toString()}`;
}

/** The return address with the provider's answer added to its query. */
function returnAddress(record: AuthorizationRecord, answer: Record<string, string>): string {
  const url = new URL(record.redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  url.searchParams.set('state', record.state);
  return url.toString();
}

/** OAuth2Callback: checks the provider's answer in the return page's address and redeems the code once. */
export function redeemAuthorization(
  context: EmulatorContext,
  input: { tenant: string; connectionName: string; returnUrl: string },
): { ok: true } | { ok: false; message: string } {
  let params: URLSearchParams;
  try {
    params = new URL(input.returnUrl).searchParams;
  } catch {
    return { ok: false, message: OAUTH_MESSAGES.incomplete };
  }
  if (params.get('error')) return { ok: false, message: OAUTH_MESSAGES.denied };
  const code = params.get('code');
  const stateParam = params.get('state');
  if (!code || !stateParam) return { ok: false, message: OAUTH_MESSAGES.incomplete };
  const record = context.db.state.connections.authorizations.find(
    (candidate) => candidate.state === stateParam && candidate.tenant === input.tenant,
  );
  if (!record) return { ok: false, message: OAUTH_MESSAGES.unknownState };
  if (record.connectionName !== input.connectionName)
    return { ok: false, message: OAUTH_MESSAGES.otherConnection };
  if (record.redeemed) return { ok: false, message: OAUTH_MESSAGES.replayed };
  if (record.expiresAt <= context.clock.now()) return { ok: false, message: OAUTH_MESSAGES.expired };
  if (record.decision !== 'allow' || record.code !== code)
    return { ok: false, message: OAUTH_MESSAGES.wrongCode };
  context.db.update('connections', () => {
    record.redeemed = true;
  });
  return { ok: true };
}

/** What the consent page shows. */
export interface ConsentRequest {
  displayName: string;
  organisation: string;
  scopes: string[];
  expired: boolean;
  decided: boolean;
}

const findRequest = (context: EmulatorContext, id: string) =>
  context.db.state.connections.authorizations.find((candidate) => candidate.id === id);

/** The provider's endpoints: the request the consent page shows, and the decision. */
export function oauthProviderHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    http.get(`*${PROVIDER_API}/requests/:id`, async ({ params }) => {
      // What another window of the demo stored is read first (db.ts, cross-window sync).
      await context.db.flush();
      const record = findRequest(context, String(params.id));
      if (!record) return HttpResponse.json({ message: 'No such linking request.' }, { status: 404 });
      const body: ConsentRequest = {
        displayName: record.displayName,
        organisation: record.tenant,
        scopes: ['Read your profile', 'Act on your behalf in this service'],
        expired: record.expiresAt <= context.clock.now(),
        decided: record.decision !== null,
      };
      return HttpResponse.json(body);
    }),
    http.post(`*${PROVIDER_API}/requests/:id/decision`, async ({ params, request }) => {
      const input = (await request.json().catch(() => null)) as {
        state?: unknown;
        decision?: unknown;
      } | null;
      await context.db.flush();
      // Found after the awaits: a reload from another window replaces the module's objects.
      const record = findRequest(context, String(params.id));
      if (!record) return HttpResponse.json({ message: 'No such linking request.' }, { status: 404 });
      if (input?.state !== record.state)
        return HttpResponse.json({ message: 'The state does not match.' }, { status: 400 });
      if (input.decision !== 'allow' && input.decision !== 'deny') {
        return HttpResponse.json({ message: 'decision must be allow or deny.' }, { status: 400 });
      }
      if (record.decision !== null)
        return HttpResponse.json({ message: 'Already decided.' }, { status: 400 });
      if (record.expiresAt <= context.clock.now()) {
        return HttpResponse.json({ message: OAUTH_MESSAGES.expired }, { status: 400 });
      }
      const code = input.decision === 'allow' ? randomToken() : null;
      context.db.update('connections', () => {
        record.decision = input.decision as 'allow' | 'deny';
        record.code = code;
      });
      const location = code
        ? returnAddress(record, { code })
        : returnAddress(record, { error: 'access_denied', error_description: OAUTH_MESSAGES.denied });
      // Stored before the answer leaves: the window then navigates to the return page, whose own emulator
      // reads the decision back from IndexedDB (a write still pending at navigation would be lost).
      await context.db.flush();
      return HttpResponse.json({ location });
    }),
  ];
}
