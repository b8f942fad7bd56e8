import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test as base } from '@playwright/test';

/**
 * The shared end-to-end fixture: every test fails when the page throws, logs a console error or breaks the
 * Content-Security-Policy the preview server sends (production's, scripts/security-headers.mjs). A test that
 * provokes an expected console error (an injected 500, a refused password) allows it with
 * `test.use({ allowedConsoleErrors: [...] })`; a CSP violation is allowed only by `allowedCspViolations`.
 *
 * The demo accounts mirror `DEMO_ACCOUNTS` in src/emulator/seed.ts (kept literal here: the emulator's module
 * graph is not meant to load in Playwright's runner).
 */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export const ACCOUNTS = {
  administrator: { email: 'admin@demo.example', password: DEMO_PASSWORD, name: 'Alex Morgan' },
  user: { email: 'user@demo.example', password: DEMO_PASSWORD, name: 'Jamie Lee' },
  /** An Administrator who is not the organisation's owner. */
  coAdministrator: { email: 'manager@demo.example', password: DEMO_PASSWORD, name: 'Sam Rivera' },
} as const;

/** An account that signs in: its e-mail, password and the name the account menu shows. */
export interface Account {
  email: string;
  password: string;
  name: string;
}

/** What Chromium logs when a fetch is answered with an error status (the service worker's 4xx/5xx replies). */
export const failedResource = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

/** What Chromium itself logs for a CSP violation (the violation is also reported as an event, below). */
export const CSP_CONSOLE_ERROR = /violates the following Content Security Policy directive/;

/** One `securitypolicyviolation` event, as the page reported it. */
export interface CspViolation {
  /** The directive that blocked it, e.g. `script-src-elem`. */
  directive: string;
  /** What was blocked: a URL, or `inline` / `eval`. */
  blocked: string;
  /** Where: the document or script, with line and column when known. */
  source: string;
  /** For blocked inline code: the element that carried it, and its first characters (to find who made it). */
  sample: string;
}

/** The name of the binding through which pages report CSP violations to the fixture. */
const CSP_BINDING = '__e2eReportCspViolation';

interface Fixtures {
  /** Console errors a test expects (matched against the message text). Default: none. */
  allowedConsoleErrors: RegExp[];
  /**
   * CSP violations a test provokes on purpose (matched against `<directive> <blocked>`). Default: none; the
   * app itself must never need one (docs/design.md §8).
   */
  allowedCspViolations: RegExp[];
  /** Every CSP violation the page reported so far (allowed or not), for tests that check the check. */
  cspViolations: CspViolation[];
}

export const test = base.extend<Fixtures>({
  // Give each list one RegExp (alternatives inside it): in test.use, Playwright reads an array whose second item
  // is an object as `[value, fixture options]`, so `[/a/, /b/]` would mean /a/ alone.
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],
  // (`provide` is Playwright's `use`, renamed so that the React hooks lint rule leaves it alone.)
  // A fresh list per test; Playwright reads a fixture's dependencies from the pattern, so it must be `{}`.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, allowedConsoleErrors, allowedCspViolations, cspViolations }, provide, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // Chromium's own report of a violation: counted once, from the event below, whatever else is allowed.
      if (CSP_CONSOLE_ERROR.test(text)) return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const where = message.location().url;
      problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
    });
    // A binding, not console.error: a test's allowedConsoleErrors must not be able to hide a violation, and the
    // report cannot be lost to a page that replaces console.
    await page.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
      cspViolations.push(violation);
      const text = `${violation.directive} ${violation.blocked}`;
      if (allowedCspViolations.some((pattern) => pattern.test(text))) return;
      problems.push(
        `CSP violation: ${violation.directive} blocked ${violation.blocked} (${violation.source})` +
          (violation.sample ? `: ${violation.sample}` : ''),
      );
    });
    await page.addInitScript((binding) => {
      // Capture on the document: violations from elements (and shadow roots: the event is composed) bubble here.
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding];
          report?.({
            directive: event.effectiveDirective || event.violatedDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile || event.documentURI}:${event.lineNumber}:${event.columnNumber}`,
            sample:
              event.target instanceof Element
                ? `${event.target.outerHTML.slice(0, 160)} in ${event.target.getRootNode() instanceof ShadowRoot ? 'a shadow root' : 'the document'}`
                : event.sample,
          });
        },
        true,
      );
    }, CSP_BINDING);
    await provide(page);
    if (problems.length) await testInfo.attach('console-errors', { body: problems.join('\n') });
    expect(problems, 'no page errors, console errors or CSP violations').toEqual([]);
  },
});

export { expect };

// ---------------------------------------------------------------------------------------------- locators

export const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });
// The required fields' labels end with an aria-hidden '*': their accessible names are the plain labels.
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
export const accountMenuButton = (page: Page, account: Account = ACCOUNTS.administrator) =>
  page.getByRole('button', { name: `Account menu for ${account.name}` });
/** notistack's toasts: each one's message element has role="alert" inside the snackbar container. */
export const toasts = (page: Page) => page.locator('.notistack-SnackbarContainer [role="alert"]');
export const navLink = (page: Page, name: string) =>
  mainNavigation(page).getByRole('link', { name, exact: true });
export const navGroup = (page: Page, name: string) =>
  mainNavigation(page).getByRole('button', { name, exact: true });

// ---------------------------------------------------------------------------------------------- actions

/** Opens a signed-out page and waits for the app to start (the emulator's worker first, then sign-in). */
export async function openSignIn(page: Page, url = '/sign-in') {
  await page.goto(url);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** Fills and submits the sign-in form (the page must show it). */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await emailField(page).fill(account.email);
  await passwordField(page).fill(account.password);
  await signInButton(page).click();
}

/** Where the sessions project (sessions.setup.ts) saves a demo account's signed-in browser state. */
export function savedSessionFile(account: Account): string {
  return path.join(SESSIONS_DIR, `${account.email}.json`);
}
const SESSIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../playwright/.sessions');

/** The saved session of a demo account, if the sessions project saved one (other accounts have none). */
function savedSession(account: Account): string | undefined {
  const demo = Object.values(ACCOUNTS).find(
    (candidate) => candidate.email === account.email && candidate.password === account.password,
  );
  const file = demo && savedSessionFile(demo);
  return file && existsSync(file) ? file : undefined;
}

/**
 * Signs in and waits for the shell, at `from` when given. A demo account on a fresh page starts from its
 * session saved by the sessions project (as if it had signed in with "Keep me signed in" and come back); any
 * other account, a page already in use, or `viaForm` goes through the sign-in form (opening /sign-in, or
 * `from`, first unless the page is already on the form).
 */
export async function signIn(
  page: Page,
  account: Account = ACCOUNTS.administrator,
  options: { from?: string; viaForm?: boolean } = {},
) {
  const saved = options.viaForm ? undefined : savedSession(account);
  if (saved && page.url() === 'about:blank') {
    await page.context().setStorageState(saved);
    await page.goto(options.from ?? '/');
  } else {
    if (options.from !== undefined || !page.url().includes('/sign-in')) await openSignIn(page, options.from);
    await submitSignIn(page, account);
  }
  await expect(accountMenuButton(page, account)).toBeVisible();
}

export async function openAccountMenu(
  page: Page,
  account: Account = ACCOUNTS.administrator,
): Promise<Locator> {
  await accountMenuButton(page, account).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function logout(page: Page, account: Account = ACCOUNTS.administrator) {
  const menu = await openAccountMenu(page, account);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(signInHeading(page)).toBeVisible();
}

/** Waits for the web font so that measured boxes do not shift afterwards. */
export async function fontsReady(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** Opens the demo panel ('Demo outbox' button) and returns its dialog. */
export async function openDemoPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Demo outbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo cloud' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The demo cloud's fault port (src/emulator/browser.ts); kept literal: the emulator does not load here. */
const FAULT_PORT = 'assistantPortalDemoFaults';
interface FaultPort {
  simulateFailure(fault: { operation: string; status: number; times?: number }): void;
  clearFailures(): void;
}

/**
 * Makes the next `times` calls of one emulated operation fail (all of them when `times` is empty), through the
 * demo's fault port: what the Demo panel's "Simulate failures" tab does (whose own test, shell.spec.ts, clicks).
 */
export async function simulateFailure(page: Page, operation: string, status = 500, times: number | '' = '') {
  await page.waitForFunction((port) => port in window, FAULT_PORT);
  await page.evaluate(
    ({ port, fault }) => (window as unknown as Record<string, FaultPort>)[port]!.simulateFailure(fault),
    { port: FAULT_PORT, fault: { operation, status, ...(times === '' ? {} : { times }) } },
  );
}

/**
 * Goes to a path inside the running app, without a reload (simulated failures live in the page): the router
 * follows the history entry as it follows Back. For pages no link leads to directly (a route with parameters).
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Removes every simulated failure (as the Demo panel's "Clear failures"). */
export async function clearFailures(page: Page) {
  await page.evaluate(
    (port) => (window as unknown as Record<string, FaultPort>)[port]!.clearFailures(),
    FAULT_PORT,
  );
}

/** Opens the 'Report a Bug' drawer from the top bar and returns it. */
export async function openBugReport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Report a bug' }).click();
  const drawer = page.getByRole('form', { name: 'Report a Bug' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function fillBugReport(
  drawer: Locator,
  report: { summary: string; description: string; environment?: string },
) {
  await drawer.getByLabel('Summary').fill(report.summary);
  await drawer.getByLabel('Description').fill(report.description);
  if (report.environment !== undefined) await drawer.getByLabel('Environment').fill(report.environment);
}

/**
 * The newest code (or temporary password) the emulated cloud sent to an e-mail address or phone number, read
 * from the demo panel's outbox. `count`: wait until at least that many messages went to the recipient (to
 * read the code of a message that is still on its way, e.g. the second one after a resend).
 */
export async function readOutboxCode(page: Page, recipient: string, count = 1): Promise<string> {
  const dialog = await openDemoPanel(page);
  await dialog.getByRole('tab', { name: 'Outbox' }).click();
  // Newest first; each message reads 'E-mail to <address>: <subject>' or 'Text to <number>: <subject>'.
  const messages = dialog
    .getByRole('list', { name: 'Outbox messages' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(` to ${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `, 'i') });
  await expect
    .poll(() => messages.count(), { message: `messages to ${recipient}` })
    .toBeGreaterThanOrEqual(count);
  const code = (await messages.first().getByTestId('outbox-code').textContent())?.trim() ?? '';
  expect(code, `the newest code sent to ${recipient}`).not.toBe('');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  return code;
}
