import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import {
  accountMenuButton,
  ACCOUNTS,
  expect,
  mainNavigation,
  openSignIn,
  signIn,
  submitSignIn,
  test,
} from './fixtures';

/**
 * A page or the signed-in shell whose code cannot be fetched (a deployment removed the old chunk, the network
 * dropped): the route error page with Reload, never a blank screen; one automatic reload first
 * (src/app/stale-chunk.ts), which cannot help while the chunk stays unreachable.
 */

// Chromium's own line for the aborted chunk request.
test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

/** The served build's chunk of a source module (chunk files are named by their hash: the manifest says which). */
function chunkOf(source: string): RegExp {
  const manifestPath = path.join(process.env.E2E_DIST ?? 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in ${manifestPath}`);
  return new RegExp(`/${entry.file.replace(/[.]/g, '\\.')}$`);
}

const USERS_CHUNK = chunkOf('src/features/users/pages/UsersPage.tsx');
const SHELL_CHUNK = chunkOf('src/app/layout/AppShell.tsx');

const errorPage = (page: Page) =>
  page.getByText('A newer version of the portal is available. Reload the page to continue.');
const reloadButton = (page: Page) => page.getByRole('button', { name: 'Reload the page' });
const usersHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Users' });
/** A fresh page load restores the session and starts the emulator before the portal shows: allow for it. */
const AFTER_RELOAD = { timeout: 20_000 };

/**
 * Makes a chunk unreachable until the returned function is called. On the context, not the page: the demo's
 * service worker fetches the page's requests, and only the context's routes see a worker's requests.
 */
async function blockChunk(page: Page, chunk: RegExp) {
  const handler = (route: { abort(): Promise<void> }) => route.abort();
  await page.context().route(chunk, handler);
  return () => page.context().unroute(chunk, handler);
}

/** Counts the page loads of the main frame from now on. */
function countLoads(page: Page) {
  const count = { loads: 0 };
  page.on('load', () => (count.loads += 1));
  return count;
}

test.describe('a page whose code fails to load', () => {
  test('Manage Users shows the error page after one automatic reload, and Reload works once the chunk is back', async ({
    page,
  }) => {
    await signIn(page);
    const unblock = await blockChunk(page, USERS_CHUNK);
    const count = countLoads(page);
    await mainNavigation(page).getByRole('link', { name: 'Manage Users' }).click();

    await expect(errorPage(page)).toBeVisible(AFTER_RELOAD);
    await expect(reloadButton(page)).toBeVisible();
    // Inside the shell: the rest of the portal still works.
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    expect(count.loads, 'one automatic reload, not a loop').toBe(1);
    // It stays: no further reload.
    await page.waitForTimeout(1_000);
    expect(count.loads).toBe(1);

    await unblock();
    await reloadButton(page).click();
    await expect(usersHeading(page)).toBeVisible(AFTER_RELOAD);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a direct load of /users shows the error page too', async ({ page }) => {
    await signIn(page);
    const unblock = await blockChunk(page, USERS_CHUNK);
    await page.goto('/users');
    await expect(errorPage(page)).toBeVisible(AFTER_RELOAD);
    await expect(reloadButton(page)).toBeVisible();

    await unblock();
    await reloadButton(page).click();
    await expect(usersHeading(page)).toBeVisible(AFTER_RELOAD);
  });
});

test.describe('a signed-in shell whose code fails to load', () => {
  test('signing in shows the error page, and Reload brings the portal once the chunk is back', async ({
    page,
  }) => {
    await openSignIn(page);
    const unblock = await blockChunk(page, SHELL_CHUNK);
    await submitSignIn(page, ACCOUNTS.administrator);

    await expect(errorPage(page)).toBeVisible(AFTER_RELOAD);
    await expect(reloadButton(page)).toBeVisible();

    await unblock();
    await reloadButton(page).click();
    await expect(accountMenuButton(page)).toBeVisible(AFTER_RELOAD);
    await expect(errorPage(page)).toHaveCount(0);
  });
});
