import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';

import { expectAxeClean } from './axe';
import { expect, failedResource, test } from './fixtures';

/**
 * The public chatbot customers embed (issue 26; docs/adr/0022-public-chatbot.md): the demo's sample website
 * (public/embed-demo) with the snippet, pages of other sites served by the test itself (a disallowed one, one
 * under a strict nonce policy), and the phone. Texts kept literal (the runner loads no app code).
 */
const SAMPLE = '/embed-demo/';
const BOT = 'Ava from Demo Organisation';
const GUID = 'd3a0b075-0000-4000-8000-000000000001';
const PHONE = { width: 360, height: 740 };

const launcher = (page: Page) => page.getByRole('button', { name: `Chat with ${BOT}` });
const closeLauncher = (page: Page) => page.getByRole('button', { name: `Close the chat with ${BOT}` });
const chat = (page: Page): FrameLocator => page.frameLocator('assistant-portal-chatbot iframe');
const conversation = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });

/**
 * Another site with the snippet: a server of the test's own on another port (under whatever policy), reached as
 * `localhost` (an allowed host: the demo bot allows localhost) or `127.0.0.1` (a host it does not allow). Both are
 * loopback, as the portal's preview server is: the browser lets such pages load the loader (a page of a public
 * address may not fetch from loopback, which production never asks of it).
 */
async function startSite(portal: string, options: { csp?: string; nonce?: string } = {}) {
  const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
  const body =
    `<!doctype html><html lang="en"><head><title>A customer site</title></head>` +
    `<body><main><h1>A customer site</h1><p>Some text.</p></main>` +
    `<script async${nonce} src="${portal}/public-chatbot.js" data-chatbot-id="${GUID}"></script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(options.csp ? { 'Content-Security-Policy': options.csp } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('the public chatbot on the sample website', () => {
  test('a cue fires on a single-page-app route change, opens the chat, and the visitor chats with the bot', async ({
    page,
  }) => {
    // The page's own globals before anything runs: the widget may add only its documented API.
    await page.addInitScript(() => {
      (window as unknown as { __globalsBefore: string[] }).__globalsBefore =
        Object.getOwnPropertyNames(window);
    });
    // Layout shifts over the whole visit (the launcher, the cue, opening and closing the chat).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        // Shifts just after the visitor's own input do not count (the sample site's page changes on a click).
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(SAMPLE);
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    // "Planning a visit" matches */visit* and shows at once: the sample site's link changes the address by pushState.
    await page
      .getByRole('navigation', { name: 'Sample website' })
      .getByRole('link', { name: 'Plan a visit' })
      .click();
    await expect(page).toHaveURL(/#\/visit$/);
    const cue = page.getByRole('button', { name: 'Coming to the office? I can tell you where to park.' });
    await expect(cue).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `${BOT}: Coming to the office?` }),
    ).toBeAttached();
    await expectAxeClean(page, 'the sample website with a cue');

    // The cue opens the chat and sends its utterance on the visitor's behalf; the bot answers.
    await cue.click();
    await expect(closeLauncher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chat(page).getByRole('heading', { level: 1, name: BOT })).toBeVisible();
    const log = conversation(page);
    await expect(log.getByRole('listitem').first()).toContainText('You:');
    await expect(
      log
        .getByRole('listitem')
        .filter({ hasText: `${BOT}:` })
        .first(),
    ).toBeVisible();

    // The visitor types: the field is 16 px (no zoom on phones), the reply arrives in the log.
    const field = chat(page).getByRole('textbox', { name: `Message ${BOT}` });
    await expect(field).toBeFocused();
    expect(await field.evaluate((input) => getComputedStyle(input).fontSize)).toBe('16px');
    const replies = await log
      .getByRole('listitem')
      .filter({ hasText: `${BOT}:` })
      .count();
    await field.fill('How do I get on the guest Wi-Fi?');
    await field.press('Enter');
    await expect(
      log.getByRole('listitem').filter({ hasText: 'You: How do I get on the guest Wi-Fi?' }),
    ).toBeVisible();
    await expect(log.getByRole('listitem').filter({ hasText: `${BOT}:` })).toHaveCount(replies + 1);
    await expectAxeClean(page, 'the sample website with the chat open');

    // Escape closes the chat and gives the focus back to the launcher.
    await field.press('Escape');
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(chat(page).getByRole('heading', { level: 1, name: BOT })).toBeHidden();

    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift).toBe(0);
  });

  test('the chat and the launcher follow the page API, and a dismissed cue stays away on that page', async ({
    page,
  }) => {
    await page.goto(`${SAMPLE}#/visit`);
    const cue = page.getByRole('button', { name: 'Coming to the office? I can tell you where to park.' });
    await expect(cue).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss the message' }).click();
    await expect(cue).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.evaluate(() =>
      (
        window as unknown as { AssistantPortalChatbot: { evaluateCues(): void } }
      ).AssistantPortalChatbot.evaluateCues(),
    );
    await expect(cue).toBeHidden();

    await page.evaluate(() =>
      (window as unknown as { AssistantPortalChatbot: { open(): void } }).AssistantPortalChatbot.open(),
    );
    await expect(chat(page).getByRole('heading', { level: 1, name: BOT })).toBeVisible();
    await chat(page).getByRole('button', { name: 'Close the chat' }).click();
    await expect(launcher(page)).toBeFocused();
  });
});

test.describe('the public chatbot when the bot fails', () => {
  test.use({ allowedConsoleErrors: [failedResource(500)] });

  test('a message the bot did not get says so, and Retry sends it again', async ({ page }) => {
    await page.goto(SAMPLE);
    await launcher(page).click();
    const field = chat(page).getByRole('textbox', { name: `Message ${BOT}` });
    await expect(field).toBeFocused();
    // The demo cloud of the frame, broken once through its fault port (as the demo panel does for the portal).
    const frame = page.frame({ url: /\/public-chatbot\/frame\.html/ });
    await frame?.evaluate(() =>
      (
        window as unknown as {
          assistantPortalDemoFaults: { simulateFailure(fault: object): void };
        }
      ).assistantPortalDemoFaults.simulateFailure({ operation: 'RecognizeText', status: 500, times: 1 }),
    );
    await field.fill('Where can I park at the office?');
    await field.press('Enter');
    const mine = conversation(page)
      .getByRole('listitem')
      .filter({ hasText: 'You: Where can I park at the office?' });
    await expect(mine).toContainText('Not sent.');
    await mine.getByRole('button', { name: 'Retry' }).click();
    await expect(mine).not.toContainText('Not sent.');
    await expect(
      conversation(page)
        .getByRole('listitem')
        .filter({ hasText: `${BOT}:` }),
    ).toHaveCount(1);
  });
});

test.describe('the public chatbot on a site it does not allow', () => {
  // The browser reports the server's refusal of the frame's request.
  test.use({ allowedConsoleErrors: [failedResource(403)] });

  test('a site outside the allowed domains gets nothing: the server refuses it and the loader says why', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const refused = page.waitForResponse(
      (response) => response.url().includes(`/public-chatbot/${GUID}?origin=`) && response.status() === 403,
    );
    const site = await startSite(baseURL ?? '');
    await page.goto(`http://127.0.0.1:${site.port}/`);
    await refused;
    await expect
      .poll(() => warnings)
      .toContain('Assistant Portal chatbot: This website is not allowed to show this assistant.');
    await expect(page.locator('assistant-portal-chatbot')).toHaveCount(0);
    await expect(launcher(page)).toHaveCount(0);
    await site.close();
  });
});

test.describe('the public chatbot on other sites', () => {
  test('an allowed site under a strict nonce policy shows it without a single violation', async ({
    page,
    baseURL,
  }) => {
    const nonce = 'c3RyaWN0LXRlc3Q';
    const site = await startSite(baseURL ?? '', {
      nonce,
      csp: `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
    });
    await page.goto(`http://localhost:${site.port}/`);
    await expect(launcher(page)).toBeVisible();
    await launcher(page).click();
    await expect(chat(page).getByRole('heading', { level: 1, name: BOT })).toBeVisible();
    // The launcher sets no style attribute: its styles are constructed stylesheets.
    expect(
      await page
        .locator('assistant-portal-chatbot')
        .evaluate((host) => host.shadowRoot?.querySelectorAll('[style]').length),
    ).toBe(0);
    await expectAxeClean(page, 'a strict customer site with the chat open');
    await site.close();
  });

  test('on a phone the chat fills the screen, and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(SAMPLE);
    await launcher(page).click();
    await expect(chat(page).getByRole('heading', { level: 1, name: BOT })).toBeVisible();
    const frame = page.locator('assistant-portal-chatbot iframe');
    await expect.poll(() => frame.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(chat(page).getByRole('button', { name: 'Close the chat' })).toBeInViewport();
    await chat(page).getByRole('button', { name: 'Close the chat' }).click();
    await expect(launcher(page)).toBeVisible();
  });
});
