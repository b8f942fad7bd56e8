// How every browser run of this project starts Debian's Chromium (docs/design.md §5): the Playwright suite
// (playwright.config.ts) and the measuring scripts share these options. Never `npx playwright install`.

import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell` (the same Chromium build, without the desktop browser's UI): the shell
 * Playwright itself runs headless tests in. The full browser's headless mode starts the browser's own WebUI
 * renderers for every context; on two cores the shell ran the same end-to-end tests in 70 % of the time
 * (docs/adr/0019). The full browser stays the fallback where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** @type {{ executablePath: string, args: string[] }} */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
