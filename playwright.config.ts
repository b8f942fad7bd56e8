import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium against the production build of the demo (`vite preview` serves
 * dist/). Never `npx playwright install`: the machine's own Chromium is used.
 */
/** E2E_PORT lets a second run (say, a fresh-clone check) coexist with a developer's preview server. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** E2E_DIST serves another build folder (`vite build --outDir dist-x`), so parallel work does not share dist/. */
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with two browsers: a page that takes 5-20 s alone takes twice that here. The
  // headroom keeps a busy machine from failing a sound test (issue 23 makes the suite itself faster).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // On CI the suite runs in shards (`--shard=i/n`, .github/workflows/ci.yml), each on its own runner: every shard
  // writes its own HTML report and a blob report (blob-report/report-<i>.zip), which the workflow merges into one
  // HTML report. Traces and screenshots go to test-results/ of that runner.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['blob']] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about 40 % of a test's time on this machine (measured over auth and users: 4.0 min
    // with, 2.5 min without), so only the retry of a failed test records one (CI retries once); locally, add
    // `--trace on` when a failure needs one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Each demo account signs in once; the tests that only need a session start from it (fixtures.ts `signIn`).
    {
      name: 'sessions',
      testMatch: /sessions\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'chromium',
      dependencies: ['sessions'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
