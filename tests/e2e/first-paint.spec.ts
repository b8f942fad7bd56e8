import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  accountMenuButton,
  ACCOUNTS,
  emailField,
  expect,
  passwordField,
  signInHeading,
  submitSignIn,
  test,
} from './fixtures';

/**
 * Issue 28 §2 and §3: the demo paints its sign-in page before the emulated cloud has started, and without
 * Amplify; a sign-in submitted meanwhile waits for the cloud, and nothing reaches the network before it.
 */

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  process.env.E2E_DIST ?? 'dist',
);

/** The built chunk of a source module, from the build's manifest (the preview serves that build). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.src === source);
  if (!entry) throw new Error(`${source} has no chunk of its own in ${DIST}`);
  return `/${entry.file}`;
}

test('the sign-in page paints before the demo cloud starts, and a sign-in waits for it', async ({ page }) => {
  // The emulator's chunk arrives late, as it would on a phone's network.
  const emulatorChunk = chunkOf('src/emulator/browser.ts');
  let releaseEmulator: () => void = () => undefined;
  const emulatorHeld = new Promise<void>((resolve) => {
    releaseEmulator = resolve;
  });
  await page.route(`**${emulatorChunk}`, async (route) => {
    await emulatorHeld;
    await route.continue();
  });
  const amplifyChunk = chunkOf('src/services/identity-amplify.ts');
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  // Requests to the tenant's cloud (any other origin) must all be answered by the demo's service worker.
  const leaked: string[] = [];
  page.on('requestfinished', async (request) => {
    if (new URL(request.url()).origin === new URL(page.url()).origin) return;
    const response = await request.response();
    if (!response?.fromServiceWorker()) leaked.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url()).origin) leaked.push(request.url());
  });

  await page.goto('/sign-in');
  await expect(signInHeading(page)).toBeVisible();
  await expect(emailField(page)).toBeEditable();
  // Painted with neither the emulator nor Amplify: nothing controls the page yet, and Amplify was not fetched.
  expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Demo outbox' })).toHaveCount(0);
  expect(loaded).not.toContain(amplifyChunk);

  // Submitted before the cloud runs: the sign-in waits for it rather than failing or leaving the page.
  await submitSignIn(page, ACCOUNTS.user);
  // Nothing may happen while the cloud is held: a wait is the test.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(accountMenuButton(page, ACCOUNTS.user)).toHaveCount(0);
  releaseEmulator();
  await expect(accountMenuButton(page, ACCOUNTS.user)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo outbox' })).toBeVisible();
  expect(loaded).toContain(amplifyChunk);
  expect(leaked).toEqual([]);
});

/**
 * Issue 28 §1: the static host answers /sign-in with the page already drawn (scripts/prerender.mjs). With every
 * script held, the form is there and takes typing; once the app runs it takes the page over (src/app/prerendered.ts)
 * with what was typed, the focus and the layout as they were, and the form then signs in.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a prerendered sign-in page takes typing before any script runs, and keeps it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is read as soon as it has arrived.
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.locator('#root[data-prerendered="/sign-in"]')).toHaveCount(1);
    const layout = () =>
      Promise.all([
        signInHeading(page).boundingBox(),
        emailField(page).boundingBox(),
        passwordField(page).boundingBox(),
      ]);
    const before = await layout();

    await emailField(page).click();
    await page.keyboard.type(ACCOUNTS.user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ACCOUNTS.user.password.slice(0, 4));
    // Still the static page: no script has run.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

    releaseScripts();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(emailField(page)).toHaveValue(ACCOUNTS.user.email);
    await expect(passwordField(page)).toHaveValue(ACCOUNTS.user.password.slice(0, 4));
    await expect(passwordField(page)).toBeFocused();
    expect(await layout()).toEqual(before);

    // Typing goes on where it stopped, and the app's form signs in.
    await page.keyboard.type(ACCOUNTS.user.password.slice(4));
    await page.keyboard.press('Enter');
    await expect(accountMenuButton(page, ACCOUNTS.user)).toBeVisible();
  });
}

test('a sign-in submitted before the app has arrived is held, and sent once it has taken over', async ({
  page,
}) => {
  // The page's starter (a small script, loaded with the stylesheets) runs; the app's own scripts are held.
  let releaseApp: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/(?!prerendered-start-)[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered="/sign-in"]')).toHaveCount(1);
  await emailField(page).fill(ACCOUNTS.user.email);
  await passwordField(page).fill(ACCOUNTS.user.password);
  await passwordField(page).press('Enter');
  // Not sent by the static form, which would have reloaded the page and lost what was typed.
  await expect(page.locator('#root[data-submit-asked]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/sign-in$/);

  releaseApp();
  await expect(accountMenuButton(page, ACCOUNTS.user)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
