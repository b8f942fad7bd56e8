/**
 * The emulated issuer's 3-D Secure page: what the bank shows in the challenge frame, as Stripe's test page does
 * (a Complete and a Fail button). The cardholder's answer is given here and only here: the merchant's page (the
 * portal) can cancel a challenge through the card network's API, never complete one.
 *
 * - `GET  /__emulator/card-network/3ds?challenge={token}`, opened by a browser frame (a navigation) → the page
 *   (HTML) for the intent waiting behind the token, with a nonce it mints for this opening; or a page saying the
 *   authentication is unknown or already answered (404). Fetched by a script (not a navigation): 403, no form.
 * - `POST /__emulator/card-network/3ds` (form: challenge, nonce, outcome=complete|fail), the page's own form
 *   (a navigation) → the intent succeeds or fails its authentication, and the page says so. The portal then asks
 *   the card network where the intent stands.
 *
 * The token travels to the merchant (it is in `next_action`); the nonce never does. So that nothing on the
 * portal's origin (a script injected into it included) can answer for the cardholder:
 * - only a navigation gets the nonce: a script's fetch cannot be one (`mode: 'navigate'` is the browser's own);
 * - the page is sandboxed (CSP `sandbox` without `allow-same-origin`): an opaque origin, so a portal script that
 *   frames or opens it cannot read it; and it runs no script at all (`default-src 'none'`);
 * - the answer must be a navigation carrying a nonce this page minted for the waiting challenge.
 * In the demo the emulator itself runs in the portal's page (it stands for the bank's servers): its state is not
 * part of what the page exposes.
 *
 * The page is on the portal's own origin, answered by the service worker: a frame's navigation reaches the
 * worker only within its scope, and the app's own documents may not be framed (frame-ancestors 'none'). The
 * page sets its own policy instead: sandboxed, no script, its one style by nonce, framed by the portal only.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import type { ChallengeOutcome } from '@/contracts/payments';

import { newId } from '../../core/db';
import { escapeMarkup } from '../../core/http';
import type { EmulatorContext } from '../../core/types';

/** Records the cardholder's answer on the intent (handlers.ts: the card network's own rule). */
type Answer = (context: EmulatorContext, intentId: string, outcome: ChallengeOutcome) => void;

export const ISSUER_PAGE_PATH = '/__emulator/card-network/3ds';

/** The page's address for a challenge token (absolute: the card network answers it as `next_action`). */
export function issuerPageUrl(token: string): string {
  const url = new URL(ISSUER_PAGE_PATH, pageOrigin());
  url.searchParams.set('challenge', token);
  return url.href;
}

/** The portal's origin in a browser; tests (no page) use jsdom's, or localhost in plain Node. */
function pageOrigin(): string {
  return typeof location === 'object' ? location.origin : 'http://localhost';
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { padding: 16px; max-width: 420px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 16px; flex-wrap: wrap; }
  button { font: inherit; padding: 8px 20px; border-radius: 4px; border: 1px solid #4a4a4a; cursor: pointer; }
  .complete { background: #0b5cad; border-color: #0b5cad; color: #fff; }
  .fail { background: #fff; color: #a1001f; border-color: #a1001f; }
`;

function page(status: number, title: string, body: string): Response {
  const nonce = newId().replaceAll('-', '');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body>
</html>`;
  return new HttpResponse(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // No allow-same-origin: an opaque origin the portal's scripts cannot read. allow-scripts only lets test
      // tools (axe, Playwright) into the frame: default-src 'none' still runs no script of the page's.
      'Content-Security-Policy': `sandbox allow-forms allow-scripts; default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

const paragraph = (text: string) => `<p>${escapeMarkup(text)}</p>`;

/** No challenge waits behind the token: unknown, or already answered. */
const notFound = (status: 404 | 409) =>
  page(status, 'Authentication not found', paragraph('This authentication is unknown or was answered.'));

/** Asked for by a script rather than opened by the browser, or answered without this page's nonce. */
const refused = () =>
  page(
    403,
    'Authentication refused',
    paragraph('Only the page your bank opened in your browser can answer this authentication.'),
  );

/**
 * A browser's navigation (a frame or window opening the page, or a form's submission), as the demo's service
 * worker received it. `fetch` refuses `mode: 'navigate'`: no script's request is one.
 */
const isNavigation = (request: Request) => request.mode === 'navigate';

/** How many openings of one challenge's page may be answered (a reload, a second frame); the oldest goes first. */
const NONCES_KEPT = 5;

const mintNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

function waitingIntent(context: EmulatorContext, token: string | null) {
  if (!token) return undefined;
  return context.db.state.payments.intents.find((intent) => intent.challenge === token);
}

function challengePage(context: EmulatorContext, request: Request): Response {
  const token = new URL(request.url).searchParams.get('challenge');
  const intent = waitingIntent(context, token);
  if (!intent || !token) return notFound(404);
  if (!isNavigation(request)) return refused();
  const nonce = mintNonce();
  context.db.update('payments', (state) => {
    const stored = state.intents.find((candidate) => candidate.id === intent.id);
    if (stored) stored.pageNonces = [...stored.pageNonces, nonce].slice(-NONCES_KEPT);
  });
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: intent.currency.toUpperCase(),
  }).format(intent.amount / 100);
  return page(
    200,
    '3D Secure 2 Test Page',
    `${paragraph(`Your bank asks you to confirm a payment of ${amount}.`)}
${paragraph('This is the demo’s emulated issuer: choose whether the authentication succeeds.')}
<form method="post" action="${ISSUER_PAGE_PATH}">
<input type="hidden" name="challenge" value="${escapeMarkup(token)}">
<input type="hidden" name="nonce" value="${nonce}">
<div class="actions">
<button class="fail" type="submit" name="outcome" value="fail">Fail</button>
<button class="complete" type="submit" name="outcome" value="complete">Complete</button>
</div>
</form>`,
  );
}

async function answerPage(context: EmulatorContext, answer: Answer, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const intent = waitingIntent(context, form.get('challenge'));
  const outcome = form.get('outcome') as ChallengeOutcome | null;
  if (!intent) return notFound(409);
  const nonce = form.get('nonce');
  if (!isNavigation(request) || !nonce || !intent.pageNonces.includes(nonce)) return refused();
  if (outcome !== 'complete' && outcome !== 'fail') {
    return page(400, 'Authentication not answered', paragraph('Choose Complete or Fail.'));
  }
  answer(context, intent.id, outcome);
  const title = outcome === 'complete' ? 'Authentication complete' : 'Authentication failed';
  return page(200, title, paragraph('Returning to the merchant…'));
}

export function issuerHandlers(context: EmulatorContext, answer: Answer): RequestHandler[] {
  const address = new URL(ISSUER_PAGE_PATH, pageOrigin()).href;
  return [
    http.get(address, ({ request }) => challengePage(context, request)),
    http.post(address, ({ request }) => answerPage(context, answer, request)),
  ];
}
