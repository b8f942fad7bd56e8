#!/usr/bin/env node
// Measures the public chatbot (issue 26 "Figures"; docs/adr/0022-public-chatbot.md):
// - the loader ≤ 5 KiB gzip, the widget (its frame and the chat it loads on open) ≤ 100 KiB gzip;
// - on the demo's sample website: cumulative layout shift 0.00 through loading, a cue, opening and closing the chat;
//   the globals the widget adds (only AssistantPortalChatbot); the time to the launcher, to an open chat, and of a
//   reply;
// - on the Website Assistant page: each of 10 colour edits reaching the opened preview's chat, ≤ 100 ms.
//
//   npm run build && npm run measure:widget [-- --dist dist --port 4314 --edits 10]
//
// In Debian's Chromium (Playwright library, production build served by `vite preview`). Prints the figures and exits
// 1 when one is over its budget.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

import { measureOptions, signInAsAdministrator, startMeasuring } from './measure-support.mjs';

const options = measureOptions({ dist: 'dist', port: 4314, edits: 10 });
const BUDGET = { loaderKiB: 5, widgetKiB: 100, layoutShift: 0, previewMs: 100 };
const BOT = 'Ava from Demo Organisation';

const gzipKiB = (file) =>
  gzipSync(readFileSync(path.join(options.dist, file)), { level: constants.Z_BEST_COMPRESSION }).length /
  1024;

/** The loader, the frame's start and the whole widget once the chat has loaded (from the widget build's manifest). */
function sizes() {
  const manifest = JSON.parse(readFileSync(path.join(options.dist, '.vite', 'widget-manifest.json'), 'utf8'));
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return [...new Set([...seen].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
  };
  const chat = Object.keys(manifest).filter((key) => manifest[key].src?.startsWith('src/widget/chat/'));
  const sum = (files) => files.reduce((total, file) => total + gzipKiB(file), 0);
  return {
    loader: gzipKiB('public-chatbot.js'),
    frameStart: sum(closure(['public-chatbot/frame.html'])),
    widget: sum(closure(['public-chatbot/frame.html', ...chat])),
  };
}

async function samplePage(browser, baseUrl) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.setDefaultTimeout(60_000);
  await page.addInitScript(() => {
    window.__globalsBefore = Object.getOwnPropertyNames(window);
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/embed-demo/#/visit`);
  const launcher = page.getByRole('button', { name: `Chat with ${BOT}` });
  await launcher.waitFor();
  const launcherMs = Date.now() - started;
  const cue = page.getByRole('button', { name: /^Coming to the office\?/ });
  await cue.waitFor();
  const opening = Date.now();
  await launcher.click();
  const chat = page.frameLocator('assistant-portal-chatbot iframe');
  const field = chat.getByRole('textbox', { name: `Message ${BOT}` });
  await field.waitFor();
  const openMs = Date.now() - opening;
  const replies = chat
    .getByRole('log', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: `${BOT}:` });
  const sending = Date.now();
  await field.fill('How do I get on the guest Wi-Fi?');
  await field.press('Enter');
  await replies.first().waitFor();
  const replyMs = Date.now() - sending;
  await field.press('Escape');
  await chat.getByRole('heading', { level: 1 }).waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
  const { shift, added } = await page.evaluate(() => ({
    shift: window.__shift,
    added: Object.getOwnPropertyNames(window).filter(
      (name) => !window.__globalsBefore.includes(name) && !name.startsWith('__'),
    ),
  }));
  await page.close();
  return { launcherMs, openMs, replyMs, shift, added };
}

async function previewLatencies(browser, baseUrl) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.setDefaultTimeout(60_000);
  await signInAsAdministrator(page, baseUrl);
  await page.goto(`${baseUrl}/website-assistant?tab=colors`);
  const field = page
    .getByRole('form', { name: 'Color Settings' })
    .getByRole('textbox', { name: 'Primary (hex)' });
  await field.waitFor();
  await page
    .frameLocator('iframe[title="Preview of the website assistant, opened"]')
    .frameLocator('assistant-portal-chatbot iframe')
    .locator('header')
    .waitFor();
  const chatFrame = page.frame({ url: /mode=chat/ });
  const latencies = [];
  for (let index = 0; index < options.edits; index += 1) {
    const red = 16 + index * 20;
    const colour = `#${red.toString(16).padStart(2, '0')}0000`;
    const painted = chatFrame.evaluate(
      (expected) =>
        new Promise((resolve) => {
          const head = document.querySelector('header');
          const check = () =>
            getComputedStyle(head).backgroundColor === expected
              ? resolve(performance.timeOrigin + performance.now())
              : requestAnimationFrame(check);
          check();
        }),
      `rgb(${red}, 0, 0)`,
    );
    await page.evaluate(() =>
      document.addEventListener(
        'input',
        () => (window.__edited = performance.timeOrigin + performance.now()),
        {
          capture: true,
          once: true,
        },
      ),
    );
    await field.fill(colour);
    const at = await painted;
    latencies.push(at - (await page.evaluate(() => window.__edited)));
  }
  await page.close();
  return latencies;
}

async function main() {
  const size = sizes();
  const { browser, baseUrl, close } = await startMeasuring(options);
  const failures = [];
  try {
    const sample = await samplePage(browser, baseUrl);
    const latencies = await previewLatencies(browser, baseUrl);
    const worst = Math.max(...latencies);
    const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)];
    console.log(`Loader:                ${size.loader.toFixed(1)} KiB gzip (budget ${BUDGET.loaderKiB})`);
    console.log(`Frame at page load:    ${size.frameStart.toFixed(1)} KiB gzip`);
    console.log(`Widget with its chat:  ${size.widget.toFixed(1)} KiB gzip (budget ${BUDGET.widgetKiB})`);
    console.log(
      `Launcher shown:        ${sample.launcherMs} ms after navigation (demo: the emulated cloud starts first)`,
    );
    console.log(`Chat opened:           ${sample.openMs} ms after the click (the chat's first download)`);
    console.log(`Reply shown:           ${sample.replyMs} ms after Enter`);
    console.log(
      `Layout shift:          ${sample.shift.toFixed(2)} (budget ${BUDGET.layoutShift.toFixed(2)})`,
    );
    console.log(`Globals added:         ${sample.added.join(', ') || 'none'}`);
    console.log(
      `Preview update:        median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${latencies.length} edits (budget ${BUDGET.previewMs})`,
    );
    if (size.loader > BUDGET.loaderKiB) failures.push('the loader is over its budget');
    if (size.widget > BUDGET.widgetKiB) failures.push('the widget is over its budget');
    if (sample.shift > BUDGET.layoutShift) failures.push('the widget shifts the page');
    if (sample.added.join() !== 'AssistantPortalChatbot')
      failures.push('the widget adds globals beyond its API');
    if (worst > BUDGET.previewMs) failures.push('a preview update took over 100 ms');
  } finally {
    await close();
  }
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join('; ')}.`);
    process.exit(1);
  }
}

await main();
