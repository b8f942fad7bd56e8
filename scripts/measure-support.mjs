// What the measurement scripts share: their `--name value` options, the production build served by
// `vite preview`, Debian's Chromium, and signing in to the demo as its administrator.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

import { chromiumLaunchOptions } from './chromium.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEMO_ADMINISTRATOR = { email: 'admin@demo.example', password: 'Demo-Passw0rd!' };

/**
 * `--name value` options over `defaults` (numbers stay numbers); exits on an unknown one.
 * @template {Record<string, string | number>} T
 * @param {T} defaults
 * @returns {T}
 */
export function measureOptions(defaults, argv = process.argv.slice(2)) {
  const options = { ...defaults };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index]?.replace(/^--/, '') ?? '';
    const value = argv[index + 1];
    if (!(name in defaults) || value === undefined) {
      console.error(`Unknown argument: ${argv[index]}. See the comment at the top of this script.`);
      process.exit(1);
    }
    options[name] = typeof defaults[name] === 'number' ? Number(value) : value;
  }
  return options;
}

/**
 * Serves the build in `dist` on `port` and starts Chromium; `close()` stops both.
 * @param {{ dist: string; port: number }} options
 */
export async function startMeasuring({ dist, port }) {
  const server = await preview({
    root: projectRoot,
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port, strictPort: true },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  return {
    browser,
    baseUrl: `http://localhost:${port}`,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.httpServer.close(resolve));
    },
  };
}

/**
 * Signs in to the demo as its administrator and waits for the dashboard.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 */
export async function signInAsAdministrator(page, baseUrl) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMINISTRATOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMINISTRATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}
