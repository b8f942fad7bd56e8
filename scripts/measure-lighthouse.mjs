#!/usr/bin/env node
// Lighthouse on the production build (issue 28 §4): /sign-in for the demo (localhost) and a real tenant's
// sub-domain (mkruzic.localhost), and the demo's signed-in /dashboard, /users and /faq; mobile (Lighthouse's
// default: simulated slow 4G, 4× CPU) and desktop; the median of `--runs` runs (by performance score) of each.
//
//   npm run build && npm run measure:lighthouse [-- --dist dist --port 4397 --runs 3 --only sign-in --reports dir]
//
// `--reports dir` keeps every run's Lighthouse report (JSON) there, to see what a figure is made of.
//
// The build is served by `vite preview`, gzip-compressed, with production's headers (vite.config.ts).
//
// How a signed-in page is measured: Playwright starts Chromium with a remote-debugging port and a profile of its
// own, signs in to the demo in a page of that profile with "Keep me signed in", and Lighthouse then opens its own
// tab in the same profile, so the session (Amplify's tokens in localStorage, the emulated cloud's data in
// IndexedDB, its service worker) is there. Why a plain signed-in run fails, found by running it: it does not hang,
// it measures the wrong page. (1) Without "Keep me signed in" the tokens are in the signing-in tab's
// sessionStorage, which Lighthouse's new tab does not share; (2) by default Lighthouse resets the origin's storage
// (service worker included) before loading the page (`disableStorageReset` stops it). Either way the portal sends
// the visitor to /sign-in and Lighthouse measures that, so every run here checks the page it measured. Public
// pages are measured cold: storage reset, as a first visit.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { preview } from 'vite';

import { chromiumLaunchOptions } from './chromium.mjs';
import { DEMO_ADMINISTRATOR, measureOptions } from './measure-support.mjs';

const { dist, port, runs, only, reports } = measureOptions({
  dist: 'dist',
  port: 4397,
  runs: 3,
  only: '',
  reports: '',
});
const DEBUGGING_PORT = port + 1000;

/** What is measured: a page, on which host, signed in or not. */
const TARGETS = [
  { name: 'sign-in, demo', host: 'localhost', path: '/sign-in', signedIn: false },
  { name: 'sign-in, real tenant', host: 'mkruzic.localhost', path: '/sign-in', signedIn: false },
  { name: 'dashboard, demo', host: 'localhost', path: '/dashboard', signedIn: true },
  { name: 'users, demo', host: 'localhost', path: '/users', signedIn: true },
  { name: 'faq, demo', host: 'localhost', path: '/faq', signedIn: true },
].filter((target) => !only || target.name.startsWith(only));

const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const server = await preview({
  logLevel: 'error',
  build: { outDir: dist },
  preview: { port, strictPort: true, host: 'localhost' },
});
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumLaunchOptions.executablePath,
  args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
  viewport: { width: 1280, height: 900 },
});

/** Signs in to the demo in the shared profile, once: every later run finds the session there. */
let signedIn = false;
async function ensureSignedIn(baseUrl) {
  if (signedIn) return;
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMINISTRATOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMINISTRATOR.password);
  // Kept in localStorage, which Lighthouse's tab shares; without it the tokens live in this tab's sessionStorage.
  await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();
  signedIn = true;
}

/**
 * Empties the profile's HTTP cache, keeping its storage: a signed-in page is measured with the session but with
 * nothing downloaded yet (as the first visit after signing in), like the public pages.
 */
async function clearHttpCache() {
  const page = browser.pages()[0] ?? (await browser.newPage());
  const session = await browser.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** One Lighthouse run: the figures the table shows. */
async function measure(url, formFactor, signedInRun) {
  if (signedInRun) await clearHttpCache();
  const result = await lighthouse(
    url,
    {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedInRun,
    },
    formFactor.config,
  );
  const { lhr } = result;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).host}${new URL(url).pathname}-${formFactor.name}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name.replace(/[^\w.-]+/g, '_')), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kib: audit('total-byte-weight') / 1024,
  };
}

const rows = [];
try {
  for (const target of TARGETS) {
    const baseUrl = `http://${target.host}:${port}`;
    if (target.signedIn) await ensureSignedIn(baseUrl);
    for (const formFactor of FORM_FACTORS) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const figures = await measure(`${baseUrl}${target.path}`, formFactor, target.signedIn);
        if (new URL(figures.finalUrl).pathname !== target.path) {
          throw new Error(`${target.name}: Lighthouse measured ${figures.finalUrl}, not ${target.path}`);
        }
        results.push(figures);
      }
      results.sort((left, right) => left.performance - right.performance);
      const median = results[Math.floor(results.length / 2)];
      rows.push({ target: target.name, formFactor: formFactor.name, ...median, range: results });
      console.error(`measured ${target.name}, ${formFactor.name}`);
    }
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const header = ['page', 'form', 'perf (runs)', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred'];
const table = rows.map((row) => [
  row.target,
  row.formFactor,
  `${row.performance} (${row.range.map((run) => run.performance).join('/')})`,
  String(row.accessibility),
  seconds(row.fcp),
  seconds(row.lcp),
  `${Math.round(row.tbt)} ms`,
  row.cls.toFixed(3),
  `${Math.round(row.kib)} KiB`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
console.log(`\nMedian of ${runs} run(s) each, by performance score.`);
