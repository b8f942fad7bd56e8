#!/usr/bin/env node
// Measures how quickly the chat input answers keystrokes with a long history in the list (issue 5
// "Performance": with 5,000 messages in the history the slowest keystroke stays ≤ 50 ms).
//
//   npm run build && npm run measure:chat-typing [-- --dist dist --port 4312 --messages 5000 --budget 50]
//
// In Debian's Chromium (Playwright library, production build served by `vite preview`): signs in to the demo,
// adds the history through the demo panel (Simulate failures → Chat history: each turn is the user's message
// and the bot's reply, so 2,500 turns make 5,000 messages), opens the chat, scrolls the list to the top until
// every message is loaded into it, then types 48 characters one by one. Each keystroke is timed from the
// event to the next paint: Chromium's Event Timing entries (PerformanceObserver 'event', which report
// event-to-next-paint durations from 16 ms up) and, for every key, a requestAnimationFrame → MessageChannel
// timer started in the keydown listener. Prints the slowest and exits 1 when it is over the budget.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = { dist: 'dist', port: 4312, messages: 5000, budget: 50 };
for (let index = 2; index < process.argv.length; index += 2) {
  const name = process.argv[index]?.replace(/^--/, '');
  const value = process.argv[index + 1];
  if (!name || value === undefined || !(name in options)) {
    console.error(`Unknown argument ${process.argv[index]}. See the comment at the top of this script.`);
    process.exit(2);
  }
  options[name] = name === 'dist' ? value : Number(value);
}

const TEXT = 'The quick brown fox jumps over the lazy dog 1234'; // 48 characters, no uppercase after a space
const baseUrl = `http://localhost:${options.port}`;

function startPreview() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(options.port), '--strictPort', '--outDir', options.dist],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('vite preview did not start within 60 s')), 60_000);
    const onData = (chunk) => {
      if (String(chunk).includes(`localhost:${options.port}`)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

async function main() {
  const server = await startPreview();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@demo.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();

    // The history: turns of two messages each.
    const turns = Math.ceil(options.messages / 2);
    await page.getByRole('button', { name: 'Demo outbox' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo cloud' });
    await panel.getByRole('tab', { name: 'Simulate failures' }).click();
    const form = panel.getByRole('form', { name: 'Add chat messages' });
    await form.getByLabel('Messages').fill(String(turns));
    await form.getByRole('button', { name: 'Add messages' }).click();
    await panel.getByText(`Added ${turns} messages`).waitFor();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: /^Open chat/ }).click();
    const region = page.getByRole('region', { name: 'Demo Organisation' });
    const input = region.getByRole('textbox', { name: 'Message' });
    await input.waitFor();
    const scroller = region.locator('[data-virtuoso-scroller]');
    await scroller.waitFor();

    // Load the whole history into the list: scroll to the top until no older page comes.
    const started = Date.now();
    let loaded = 0;
    let unchanged = 0;
    // The added turns are numbered 'Message 1' (oldest) … 'Message N' (newest) and are newer than the seeded
    // ones: the oldest number rendered at the top tells how many of them have reached the list.
    const oldestNumber = () =>
      scroller.evaluate((element) => {
        const numbers = [...element.querySelectorAll('[data-index]')]
          .map((item) => /Message (\d+):/.exec(item.textContent ?? '')?.[1])
          .filter(Boolean)
          .map(Number);
        return numbers.length ? Math.min(...numbers) : null;
      });
    // The welcome's reply is the newest message: once it is there and nothing is pending, the list is settled.
    await region.getByText('Hi! I am your assistant.').last().waitFor();
    await region.getByRole('progressbar', { name: 'The assistant is typing' }).waitFor({ state: 'detached' });
    while (loaded < turns * 2 && unchanged < 60 && Date.now() - started < 10 * 60_000) {
      // A real wheel gesture: Virtuoso reacts to it as to a user reading upwards.
      await scroller.hover();
      await page.mouse.wheel(0, -20_000);
      await page.waitForTimeout(80);
      const oldest = await oldestNumber();
      // Each turn is two messages: the user's and the reply.
      const now = oldest === null ? loaded : (turns - oldest + 1) * 2;
      if (now > loaded) {
        loaded = now;
        unchanged = 0;
      } else unchanged += 1;
    }
    console.log(
      `Messages in the list: ${loaded} (loaded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (loaded < options.messages) {
      console.error(`Only ${loaded} of ${options.messages} messages reached the list.`);
      process.exitCode = 1;
    }

    // Time each keystroke from its event to the next paint.
    await page.evaluate(() => {
      const state = { rafTimes: [], eventEntries: [] };
      window.__typingMeasure = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(entry.name)) {
            state.eventEntries.push({ name: entry.name, duration: entry.duration });
          }
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      const textarea = document.querySelector('[aria-label="Message"]');
      textarea.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            // After the frame's paint: the next task.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => state.rafTimes.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    await input.click();
    for (const char of TEXT) {
      await page.keyboard.type(char);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(300);
    const typed = await input.inputValue();
    const { rafTimes, eventEntries } = await page.evaluate(() => window.__typingMeasure);
    const slowestFrame = Math.max(...rafTimes);
    const slowestEvent = eventEntries.length ? Math.max(...eventEntries.map((entry) => entry.duration)) : 0;
    const slowest = Math.max(slowestFrame, slowestEvent);
    console.log(`Typed ${typed.length} characters (${rafTimes.length} keystrokes timed).`);
    console.log(`Per key (ms): ${rafTimes.map((time) => time.toFixed(0)).join(' ')}`);
    console.log(
      `Event Timing entries ≥ 16 ms: ${eventEntries.length}` +
        (eventEntries.length ? ` (slowest ${slowestEvent.toFixed(1)} ms)` : ''),
    );
    console.log(
      `Keydown → next paint: slowest ${slowestFrame.toFixed(1)} ms, median ${median(rafTimes).toFixed(1)} ms`,
    );
    console.log(`Slowest keystroke: ${slowest.toFixed(1)} ms (budget ${options.budget} ms)`);
    if (typed !== TEXT) {
      console.error('The input does not hold what was typed.');
      process.exitCode = 1;
    }
    if (slowest > options.budget) {
      console.error('Over budget.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
