import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  accountMenuButton,
  ACCOUNTS,
  expect,
  openSignIn,
  savedSessionFile,
  submitSignIn,
  test,
} from './fixtures';

/**
 * Signs each demo account in once, through the form with "Keep me signed in", and saves what the browser then
 * holds: the tokens in localStorage and, of the emulated cloud's IndexedDB, the identity module, where the
 * session's refresh token is recorded. Tests that only need to be signed in start from a copy (`signIn` in
 * fixtures.ts); the tests of the sign-in screens still use the form.
 *
 * Only that one module is kept: the emulator seeds every module it does not find, as on a first visit, and the
 * seed is deterministic, so the others are what they would have been. Restoring the whole cloud (3.5 MB, most of
 * it the seeded conversation log) cost each test about 1.5 s more before its page even opened. What the portal
 * remembered for the user about that cloud (src/lib/user-storage.ts: the bot build last seen, the notifications)
 * goes too: against a re-seeded cloud it would be stale (a build "newer" than the one seen is announced with a
 * toast, over whatever the test meant to tap).
 */
const KEPT_MODULES = new Set(['identity']);
const USER_STORAGE_PREFIX = 'assistant-portal.user.';

/** What `storageState({ indexedDB: true })` writes for an origin's databases (Playwright's types omit it). */
interface SavedDatabases {
  indexedDB?: { stores: { records: { key?: unknown }[] }[] }[];
}

for (const [role, account] of Object.entries(ACCOUNTS)) {
  test(`signs ${role} in once`, async ({ page }) => {
    await openSignIn(page);
    await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
    await submitSignIn(page, account);
    await expect(accountMenuButton(page, account)).toBeVisible();
    const state = await page.context().storageState({ indexedDB: true });
    for (const origin of state.origins) {
      origin.localStorage = origin.localStorage.filter(({ name }) => !name.startsWith(USER_STORAGE_PREFIX));
    }
    for (const origin of state.origins as SavedDatabases[]) {
      for (const database of origin.indexedDB ?? []) {
        for (const store of database.stores) {
          store.records = store.records.filter((record) => KEPT_MODULES.has(String(record.key)));
        }
      }
    }
    const file = savedSessionFile(account);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state));
  });
}
