import { expect, test } from './fixtures';
import { fakeMicrophone } from './voice-helpers';

/**
 * The public chatbot's voice (issue 26: voice when the bot's voiceEnabled is on, as the demo bot has it) on the
 * sample website, with Chromium's fake microphone (voice-helpers.ts): the recording ends on the silence after the
 * tone, goes to Lex's RecognizeUtterance as a guest, and the emulated runtime hears it as the demo's spoken phrase
 * and answers, in words and in sound.
 */
const BOT = 'Ava from Demo Organisation';
const DEMO_PHRASE = 'what is on my calendar today';

test.use(fakeMicrophone);

test('a visitor speaks to the public bot and hears its answer', async ({ page }) => {
  const utterances: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/utterance')) utterances.push(request.headers()['content-type'] ?? '');
  });
  await page.goto('/embed-demo/');
  await page.getByRole('button', { name: `Chat with ${BOT}` }).click();
  const chat = page.frameLocator('assistant-portal-chatbot iframe');
  const speak = chat.getByRole('button', { name: `Speak to ${BOT}` });
  await speak.click();
  await expect(chat.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chat.getByRole('status').filter({ hasText: 'Listening…' })).toBeVisible();

  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('listitem').filter({ hasText: `You: ${DEMO_PHRASE}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: `${BOT}:` })
      .first(),
  ).toBeVisible();
  expect(utterances).toEqual(['audio/l16; rate=16000; channels=1']);
  // Continuous listening is off for the demo bot: after the answer is spoken, the microphone is released.
  await expect(speak).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
});
