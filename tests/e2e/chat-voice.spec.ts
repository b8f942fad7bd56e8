import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';

import config from '../../playwright.config';

import { messageLog, openChat } from './chat-helpers';
import { expect, signIn, test } from './fixtures';

/**
 * Voice input in Chromium with its fake microphone (spec 1 §4 "Voice"): the microphone "hears" a WAV this
 * spec makes — 1 s of a tone loud enough to be speech, then 3 s of silence, looped by Chromium — through the
 * real getUserMedia + Web Audio capture, the VAD, the emulated speech endpoint (its demo rule hears any
 * speech as 'what is on my calendar today') and the emulated bot.
 */

const RATE = 48_000;
const DEMO_PHRASE = 'what is on my calendar today';
const CALENDAR_REPLY = /Your next meeting is Quarterly review/;

/** 16-bit PCM mono WAV: `toneSeconds` of a 440 Hz tone at 0.3 of full scale, then `silenceSeconds` of zeros. */
function fakeMicrophoneWav(toneSeconds: number, silenceSeconds: number): Buffer {
  const samples = Math.round((toneSeconds + silenceSeconds) * RATE);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < toneSeconds * RATE; index += 1) {
    wav.writeInt16LE(Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 440 * index) / RATE)), 44 + index * 2);
  }
  return wav;
}

// Chromium reads the file when it launches, so it is written when the spec loads (every worker writes the
// same bytes).
const WAV_PATH = join(tmpdir(), 'assistant-portal-fake-microphone-1s-tone-3s-silence.wav');
writeFileSync(WAV_PATH, fakeMicrophoneWav(1, 3));

const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...baseArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${WAV_PATH}`,
    ],
  },
});

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
