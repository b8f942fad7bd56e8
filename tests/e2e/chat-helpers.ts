import type { Locator, Page } from '@playwright/test';

import { expect, openDemoPanel } from './fixtures';

/**
 * Helpers of the chat specs (chat.spec.ts; also used by scripts/measure-chat-typing.mjs's logic in spirit):
 * the launcher, the window, its list and input, and the demo panel's chat controls.
 */

export const WELCOME_REPLY =
  'Hi! I am your assistant. I can create incidents, check tickets, find accounts and schedule meetings. How can I help?';

export const launcher = (page: Page) =>
  page.getByRole('button', { name: /^(Open|Close) chat(, \d+ unread)?$/ });
export const chatWindow = (page: Page) => page.getByRole('region', { name: 'Demo Organisation' });
export const messageLog = (scope: Page | Locator) => scope.getByRole('log', { name: 'Chat messages' });
export const messageInput = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Message' });
export const bubbleRow = (scope: Page | Locator) => scope.getByRole('group', { name: 'Suggested questions' });
export const typingBar = (scope: Page | Locator) =>
  scope.getByRole('progressbar', { name: 'The assistant is typing' });

/** Opens the chat from the launcher and waits for the welcome (the newest message) and the end of typing. */
export async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Open chat/ }).click();
  const region = chatWindow(page);
  await expect(region).toBeVisible();
  await expect(messageLog(region).getByText(WELCOME_REPLY).last()).toBeVisible();
  await expect(typingBar(region)).toHaveCount(0);
  return region;
}

/** Types a message and sends it with Enter. */
export async function say(scope: Page | Locator, text: string) {
  await messageInput(scope).fill(text);
  await messageInput(scope).press('Enter');
}

/** Demo panel → Simulate failures → Chat history: adds `count` numbered turns to a user's history. */
export async function addChatMessages(page: Page, count: number, email = 'admin@demo.example') {
  const dialog = await openDemoPanel(page);
  await dialog.getByRole('tab', { name: 'Simulate failures' }).click();
  const form = dialog.getByRole('form', { name: 'Add chat messages' });
  await form.getByLabel('User e-mail').fill(email);
  await form.getByLabel('Messages').fill(String(count));
  await form.getByRole('button', { name: 'Add messages' }).click();
  await expect(dialog.getByText(`Added ${count} messages`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Demo panel → Simulate failures → Assistant failures: fails the next typed turn in the chosen way. */
export async function failNextTurn(page: Page, label: string) {
  const dialog = await openDemoPanel(page);
  await dialog.getByRole('tab', { name: 'Simulate failures' }).click();
  await dialog.getByRole('combobox', { name: 'Assistant failure' }).click();
  await page.getByRole('option', { name: label }).click();
  await dialog.getByRole('button', { name: 'Fail the next turn' }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}
