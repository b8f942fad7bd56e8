import { chatHistory } from '../../src/contracts/chat';

import { axeViolations } from './axe';
import {
  addChatMessages,
  bubbleRow,
  chatWindow,
  failNextTurn,
  launcher,
  messageInput,
  messageLog,
  openChat,
  say,
  WELCOME_REPLY,
} from './chat-helpers';
import { ACCOUNTS, expect, fontsReady, signIn, simulateFailure, test } from './fixtures';

const ENVIRONMENT_NOT_READY =
  'Your environment is not ready to use yet. Please try a moment later. If issue persists please contact support.';

test.describe('the chat widget', () => {
  test('a text round trip, with a sanitised reply whose plain URL became a new-tab link', async ({
    page,
  }) => {
    await signIn(page);
    const region = await openChat(page);
    await say(region, 'open a support ticket');
    const log = messageLog(region);
    await expect(log.getByText('open a support ticket', { exact: true })).toBeVisible();
    // The last one: on some days the seeded history already holds an earlier answer with the same link.
    const link = log.getByRole('link', { name: 'support.example.com/tickets/48213' }).last();
    await expect(link).toHaveAttribute('href', 'http://support.example.com/tickets/48213');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(messageInput(region)).toHaveValue('');
  });

  test('the unread badge counts a reply that arrives while the chat is closed', async ({ page }) => {
    await signIn(page);
    const region = await openChat(page);
    await bubbleRow(region)
      .getByRole('button', { name: /Questions/ })
      .click();
    // An answer bubble's reply follows 450 ms after its question: click it and close the chat in one task, so
    // that the reply certainly arrives while the chat is closed.
    await expect(bubbleRow(region).getByRole('button', { name: 'VPN access' })).toBeVisible();
    await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[role="button"], button')];
      buttons.find((button) => button.textContent?.trim() === 'VPN access')?.click();
      document.querySelector<HTMLElement>('button[aria-label="Close chat"]')?.click();
    });
    await expect(region).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat, 1 unread' })).toBeVisible();
    await expect(page.getByTestId('chat-unread-badge')).toContainText('1');
    await page.getByRole('button', { name: 'Open chat, 1 unread' }).click();
    await expect(messageLog(chatWindow(page)).getByText('Does this answer your question?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close chat', exact: true })).toBeVisible();
  });

  test('history pages in 10 turns at a time when the list is scrolled to the top', async ({ page }) => {
    await signIn(page);
    await addChatMessages(page, 30);
    const region = await openChat(page);
    const log = messageLog(region);
    await expect(log.getByText(/^Message 30:/)).toBeVisible();
    await expect(log.getByText(/^Message 20:/)).toHaveCount(0);
    // Scroll up a little at a time until the next page (Message 20 … 11) has come in: a long scroll can carry the
    // list past it into the seeded history, and a virtualised list keeps only the rows near the viewport.
    await expect(async () => {
      await log.hover();
      await page.mouse.wheel(0, -600);
      await expect(log.getByText(/^Message 15:/)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(log.getByText(/^Message 1:/)).toHaveCount(0);
  });

  test('bubbles drill down with Back, and an answer bubble answers', async ({ page }) => {
    await signIn(page);
    const region = await openChat(page);
    const bubbles = bubbleRow(region);
    await bubbles.getByRole('button', { name: /IT support/ }).click();
    await bubbles.getByRole('button', { name: 'Tickets' }).click();
    await expect(bubbles.getByRole('button', { name: 'Open a ticket' })).toBeVisible();
    await bubbles.getByRole('button', { name: 'Back' }).click();
    await bubbles.getByRole('button', { name: /Questions/ }).click();
    await bubbles.getByRole('button', { name: 'VPN access' }).click();
    const log = messageLog(region);
    await expect(log.getByText('How do I connect to the VPN?', { exact: true }).last()).toBeVisible();
    const answer = log.getByText('Does this answer your question?').last();
    await expect(answer).toBeVisible();
    await expect(answer.locator('b').first()).toHaveText('How do I connect to the VPN?');
  });

  test('the emoji picker inserts into the input, or sends alone when the input is empty', async ({
    page,
  }) => {
    await signIn(page);
    const region = await openChat(page);
    await messageInput(region).fill('Thanks ');
    await region.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox').fill('thumbs');
    await picker.getByRole('button', { name: '👍', exact: true }).click();
    await expect(messageInput(region)).toHaveValue('Thanks 👍');
    await messageInput(region).fill('');
    await region.getByRole('button', { name: 'Insert emoji' }).click();
    await picker.getByRole('searchbox').fill('thumbs');
    await picker.getByRole('button', { name: '👍', exact: true }).click();
    await expect(messageLog(region).getByText('👍', { exact: true })).toBeVisible();
  });

  test('keyboard suggestions: an uppercase start, arrows, Enter accepts', async ({ page }) => {
    await signIn(page);
    const region = await openChat(page);
    await messageInput(region).pressSequentially('Find Co');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await messageInput(region).press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const name = (await second.locator('span').first().textContent()) ?? '';
    await messageInput(region).press('Enter');
    await expect(list).toBeHidden();
    await expect(messageInput(region)).toHaveValue(`Find ${name} `);
  });

  test('the window drags by its header, resizes, and keeps both after a reload', async ({ page }) => {
    await signIn(page);
    const region = await openChat(page);
    await fontsReady(page);
    const before = await region.boundingBox();
    if (!before) throw new Error('The chat window has no box');
    expect(Math.round(before.width)).toBe(370);
    expect(Math.round(before.height)).toBe(590);
    const header = region.getByRole('heading', { name: 'Demo Organisation' });
    const grip = await header.boundingBox();
    if (!grip) throw new Error('The header has no box');
    await page.mouse.move(grip.x + 20, grip.y + 10);
    await page.mouse.down();
    await page.mouse.move(grip.x - 100, grip.y - 50, { steps: 10 });
    await page.mouse.up();
    const moved = await region.boundingBox();
    expect(Math.round((moved?.x ?? 0) - before.x)).toBe(-120);
    expect(Math.round((moved?.y ?? 0) - before.y)).toBe(-60);
    // The left edge is a resize handle.
    const left = { x: (moved?.x ?? 0) + 2, y: (moved?.y ?? 0) + (moved?.height ?? 0) / 2 };
    await page.mouse.move(left.x, left.y);
    await page.mouse.down();
    await page.mouse.move(left.x - 80, left.y, { steps: 10 });
    await page.mouse.up();
    const resized = await region.boundingBox();
    expect(Math.round(resized?.width ?? 0)).toBe(450);

    await page.reload();
    await expect(chatWindow(page)).toBeVisible();
    const restored = await chatWindow(page).boundingBox();
    expect(Math.round(restored?.width ?? 0)).toBe(450);
    expect(Math.round(restored?.x ?? 0)).toBe(Math.round(resized?.x ?? 0));
    expect(Math.round(restored?.y ?? 0)).toBe(Math.round(resized?.y ?? 0));
  });
});

test.describe('chat failures', () => {
  // One pattern for both statuses: Playwright reads a two-element option array as [value, options].
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of (404|500)\b/],
  });

  test('a history failure shows a notice with Retry; a not-ready environment answers as the bot', async ({
    page,
  }) => {
    await signIn(page);
    await simulateFailure(page, chatHistory.apiCall, 500, 1);
    await launcher(page).click();
    const region = chatWindow(page);
    await expect(region.getByText('Could not load earlier messages.')).toBeVisible();
    await expect(messageLog(region).getByText(WELCOME_REPLY)).toBeVisible();
    await region.getByRole('button', { name: 'Retry' }).click();
    await expect(region.getByText('Could not load earlier messages.')).toBeHidden();

    await launcher(page).click();
    await failNextTurn(page, 'Environment not ready (no alias named demo)');
    await launcher(page).click();
    await say(region, 'find account');
    await expect(messageLog(region).getByText(ENVIRONMENT_NOT_READY)).toBeVisible();
  });
});

test.describe('where the chat shows', () => {
  test('the Assistant page embeds the chat, hides the launcher, and has no axe violations', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/assistant' });
    const region = page.getByRole('region', { name: 'Chat with Demo Organisation' });
    await expect(messageLog(region).getByText(WELCOME_REPLY).last()).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
    await say(region, 'find account');
    await expect(
      messageLog(region)
        .getByText(/Contoso Ltd/)
        .last(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open chat window has no axe violations', async ({ page }) => {
    await signIn(page);
    await openChat(page);
    expect(await axeViolations(page, { include: '[data-testid="chat-window"]' })).toEqual([]);
  });

  test('the widget is hidden on /website-assistant and back on leaving it', async ({ page }) => {
    await signIn(page);
    await expect(launcher(page)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Website Assistant' }).click();
    await expect(page).toHaveURL(/\/website-assistant$/);
    await expect(launcher(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await expect(launcher(page)).toBeVisible();
  });
});
