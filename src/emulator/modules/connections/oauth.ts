/**
 * The demo's OAuth provider (issue 13): account linking completes offline. The account link points at a
 * consent page the demo app renders itself (`/__emulator/oauth/authorize`, see ConsentPage.tsx); its Allow
 * and Deny go to the provider's endpoints below (same origin, so the portal's CSP needs nothing more), which
 * answer where to send the browser: the portal's return page with a code and the state, or with an error.
 * OAuth2Callback then redeems the code once (redeemAuthorization): a forged, replayed, expired, denied or
 * another organisation's state fails, and so does a code that reached any address but the request's own.
 *
 * Code theft (issue 21 §5.1): the return address must be one of the tenant's registered portal origins, exactly,
 * with the return page's path (`portalReturnAddress`), and the consent link is always on the provider's own
 * origin, whatever the return address says. A linking request replaces the earlier unanswered ones of the same
 * connection, so a retry after Deny or a closed window leaves one live request.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import { newId } from '../../core/db';
import type { EmulatorContext } from '../../core/types';

import type { AuthorizationRecord } from './state';

export const CONSENT_PATH = '/__emulator/oauth/authorize';
/** The provider's endpoints (same origin as the portal). */
export const PROVIDER_API = '/__emulator/oauth/api';
/** The portal's OAuth return page (paths.connectionEnabled). */
export const RETURN_PATH = '/connection-enabled';

/** The page the emulated cloud runs in (the demo), or jsdom's in tests; plain Node has no page. */
const pageOrigin = () => (typeof location === 'object' ? location.origin : 'http://localhost');

/** The demo provider's origin: the demo app renders its consent page, so it lives on the page's origin. */
export const providerOrigin = pageOrigin;

/**
 * The tenant's registered portal origins (a real provider's "authorised redirect URIs" of the tenant's OAuth
 * client). The emulated cloud serves exactly one tenant's portal, the page it runs in: the demo on localhost,
 * the end-to-end build on its port, jsdom's origin in tests.
 */
export const registeredPortalOrigins = (): readonly string[] => [pageOrigin()];
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
  otherReturnAddress: 'The provider’s answer reached another address than the linking request’s.',
  unregisteredReturnAddress:
    'RedirectUri must be the portal’s /connection-enabled page on a registered address.',
} as const;

/**
 * The return address a linking request may send the code to: an address of the portal's return page on one of
 * the tenant's registered origins, compared exactly (scheme, host and port), with no credentials or fragment.
 * Null for anything else (an attacker's page, a look-alike host, another port, `javascript:`…).
 */
export function portalReturnAddress(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const exact =
    registeredPortalOrigins().includes(url.origin) &&
    url.pathname === RETURN_PATH &&
    !url.username &&
    !url.password &&
    !url.hash;
  return exact ? url.href : null;
}

const randomToken = () => `${newId().replaceAll('-', '')}${newId().replaceAll('-', '')}`;

/**
 * Starts a linking request and returns the account link: the consent page's address, on the provider's origin
 * (never the return address's). The caller has checked the return address (portalReturnAddress).
 */
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
  const replaced = (old: AuthorizationRecord) =>
    old.tenant === request.tenant &&
    old.connectionName === request.connectionName &&
    old.decision !== 'allow';
  context.db.update('connections', (state) => {
    // Old, finished requests are not kept for ever; this connection's unanswered or denied ones are replaced
    // (an allowed one stays: its return page may be redeeming it right now).
    state.authorizations = state.authorizations.filter(
      (old) => old.expiresAt > now && !old.redeemed && !replaced(old),
    );
    state.authorizations.push(record);
  });
  const query = new URLSearchParams({
    request: record.id,
    client_id: CLIENT_ID,
    response_type: 'code',
    state: record.state,
    redirect_uri: request.redirectUri,
  });
  return `${providerOrigin()}${CONSENT_PATH}?${query.toString()}`;
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
  let returned: URL;
  try {
    returned = new URL(input.returnUrl);
  } catch {
    return { ok: false, message: OAUTH_MESSAGES.incomplete };
  }
  const params = returned.searchParams;
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
  // As OAuth's token request repeats redirect_uri: a code delivered anywhere else is not redeemed.
  const expected = new URL(record.redirectUri);
  if (returned.origin !== expected.origin || returned.pathname !== expected.pathname)
    return { ok: false, message: OAUTH_MESSAGES.otherReturnAddress };
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
