import type { Request } from '@playwright/test';

import { messageLog, openChat } from './chat-helpers';
import { expect, signIn, test } from './fixtures';
import { fakeMicrophone } from './voice-helpers';

/**
 * Voice input in Chromium with its fake microphone (spec 1 §4 "Voice"; voice-helpers.ts: 1 s of tone, 3 s of
 * silence, looped) through the real getUserMedia + Web Audio capture, the VAD, the emulated speech endpoint (its demo rule hears any
 * speech as 'what is on my calendar today') and the emulated bot.
 */

const DEMO_PHRASE = 'what is on my calendar today';
const CALENDAR_REPLY = /Your next meeting is Quarterly review/;

test.use(fakeMicrophone);

/** The seconds of audio in a speech request's base64 WAV (48 kHz mono 16-bit: 96,000 bytes a second). */
function secondsOfAudio(request: Request): number {
  const body = request.postDataJSON() as { audio: { content: string } };
  const wav = Buffer.from(body.audio.content, 'base64');
  return wav.readUInt32LE(40) / (wav.readUInt32LE(24) * 2);
}

test.describe('voice input', () => {
  test('recording stops after the silence, and the transcript is sent and answered', async ({ page }) => {
    const speechRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/speech')) speechRequests.push(request);
    });
    await signIn(page);
    const region = await openChat(page);
    const status = region.getByRole('status');
    // Every text the listening indicator shows, with the time it appeared.
    await status.evaluate((element) => {
      const seen: { text: string; at: number }[] = [];
      (window as unknown as { voiceStates: typeof seen }).voiceStates = seen;
      new MutationObserver(() => {
        const text = element.textContent;
        if (seen.at(-1)?.text !== text) seen.push({ text, at: performance.now() });
      }).observe(element, { childList: true, characterData: true, subtree: true });
    });
    const voiceStates = () =>
      page.evaluate(() => (window as unknown as { voiceStates: { text: string; at: number }[] }).voiceStates);

    await region.getByRole('button', { name: 'Start voice input' }).click();
    await expect(region.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(status).toHaveText('Listening…');

    // The first utterance ends on its own, long before the 13 s limit: 1 s of tone + 1.5 s of silence.
    await expect.poll(() => speechRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const seconds = secondsOfAudio(speechRequests[0]!);
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(4.5);
    const request = speechRequests[0]!.postDataJSON() as { config: Record<string, unknown> };
    expect(request.config).toMatchObject({
      languageCode: 'en-US',
      model: 'command_and_search',
      sampleRateHertz: 48_000,
    });

    // The transcript is the user's message, and the assistant answers it.
    const log = messageLog(region);
    await expect(log.getByText(DEMO_PHRASE, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(log.getByText(CALENDAR_REPLY).first()).toBeVisible();

    // The spoken reply (Lex PCM) is played through Web Audio, then listening resumes on its own.
    await expect
      .poll(async () => (await voiceStates()).map((state) => state.text).join(' → '), { timeout: 15_000 })
      .toMatch(/^(Voice input on → )?Listening… → Recognising… → Speaking… → Listening…/);
    const states = await voiceStates();
    const listening = states.find((state) => state.text === 'Listening…');
    const recognising = states.find((state) => state.text === 'Recognising…');
    // Recording ended on the silence: 1 s of tone + 1.5 s of silence, far from the 13 s limit.
    expect(recognising!.at - listening!.at).toBeGreaterThan(1_500);
    expect(recognising!.at - listening!.at).toBeLessThan(4_500);
    await region.getByRole('button', { name: 'Stop voice input' }).click();
    await expect(region.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(status).toHaveText('');
  });
});
