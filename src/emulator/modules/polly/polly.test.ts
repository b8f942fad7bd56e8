/** The emulated Polly against the real `@aws-sdk/client-polly` (with the fetch handler, as in browsers). */
import {
  PollyClient,
  SynthesizeSpeechCommand,
  type SynthesizeSpeechCommandInput,
} from '@aws-sdk/client-polly';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { beforeEach, describe, expect, it } from 'vitest';

import { emulator } from '@tests/emulator';

import { issueTestCredentials, seededUser, type TestCredentials } from '../../core/protocol/test-support';
import type { EmulatorContext } from '../../core/types';

import { mp3FrameLength, speechDurationMs } from './audio';
import { billedCharacters } from './handlers';

let context: EmulatorContext;
let credentials: TestCredentials;

beforeEach(() => {
  context = emulator();
  credentials = issueTestCredentials(context, seededUser(context).sub);
});

// In Node the client would use HTTP/2, which msw/node cannot intercept; browsers use fetch anyway.
const polly = (options: { credentials?: TestCredentials } = {}) =>
  new PollyClient({
    region: context.config.region,
    credentials: options.credentials ?? credentials,
    requestHandler: new FetchHttpHandler(),
    maxAttempts: 1,
  });

/** What the FAQ's Listen button asks for (spec 2 §9: mp3, Joanna, en-US, 16000 Hz, text). */
const listen = (text: string, extra: Partial<SynthesizeSpeechCommandInput> = {}) =>
  polly().send(
    new SynthesizeSpeechCommand({
      OutputFormat: 'mp3',
      Text: text,
      VoiceId: 'Joanna',
      LanguageCode: 'en-US',
      SampleRate: '16000',
      TextType: 'text',
      ...extra,
    }),
  );

/** The frames of an MPEG audio stream, each checked to be a mono Layer III frame at the expected rate. */
function mp3Frames(bytes: Uint8Array, sampleRate: number): number {
  const frameLength = mp3FrameLength(sampleRate);
  expect(bytes.length % frameLength).toBe(0);
  for (let offset = 0; offset < bytes.length; offset += frameLength) {
    expect(bytes[offset]).toBe(0xff);
    expect((bytes[offset + 1] ?? 0) & 0xe6).toBe(0xe2); // sync, Layer III
    expect((bytes[offset + 3] ?? 0) >> 6).toBe(0b11); // mono
  }
  return bytes.length / frameLength;
}

describe('SynthesizeSpeech', () => {
  it('answers mp3 audio whose length follows the text, with the billed characters', async () => {
    const text = 'Your ticket has been created.';
    const result = await listen(text);
    expect(result.ContentType).toBe('audio/mpeg');
    expect(result.RequestCharacters).toBe(text.length);
    const bytes = (await result.AudioStream?.transformToByteArray()) ?? new Uint8Array();
    const frames = mp3Frames(bytes, 16000);
    // 576 samples a frame at 16 kHz: as long as reading the text aloud takes (to one frame).
    expect(Math.abs((frames * 576 * 1000) / 16000 - speechDurationMs(text.length))).toBeLessThan(36);

    const longer = await listen(text.repeat(4));
    const longerBytes = (await longer.AudioStream?.transformToByteArray()) ?? new Uint8Array();
    expect(mp3Frames(longerBytes, 16000)).toBeGreaterThan(3 * frames);
  });

  it('answers pcm at the asked rate and bills SSML without its tags', async () => {
    const result = await listen('<speak>Hello <break time="300ms"/> world &amp; you</speak>', {
      OutputFormat: 'pcm',
      TextType: 'ssml',
    });
    expect(result.ContentType).toBe('audio/pcm');
    expect(result.RequestCharacters).toBe(billedCharacters('Hello  world x you', 'text'));
    const bytes = (await result.AudioStream?.transformToByteArray()) ?? new Uint8Array();
    expect(bytes.length).toBe(
      Math.round((speechDurationMs(result.RequestCharacters ?? 0) / 1000) * 16000) * 2,
    );
  });

  it('answers word speech marks as JSON lines', async () => {
    const result = await listen('Hello there. Bye!', {
      OutputFormat: 'json',
      SpeechMarkTypes: ['word'],
      SampleRate: undefined,
    });
    const lines = ((await result.AudioStream?.transformToString()) ?? '').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { value: string }).value)).toEqual([
      'Hello',
      'there',
      'Bye',
    ]);
  });

  it('validates as Polly does', async () => {
    await expect(listen('x'.repeat(3001))).rejects.toMatchObject({
      name: 'TextLengthExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    await expect(listen('Hi', { SampleRate: '44100' })).rejects.toMatchObject({
      name: 'InvalidSampleRateException',
    });
    await expect(listen('Hi', { VoiceId: 'Nobody' as 'Joanna' })).rejects.toMatchObject({
      name: 'ValidationException',
    });
    await expect(listen('Hi', { OutputFormat: 'wav' as 'mp3' })).rejects.toMatchObject({
      name: 'ValidationException',
    });
    await expect(listen('Hi', { LanguageCode: 'de-DE' })).rejects.toMatchObject({
      name: 'LanguageNotSupportedException',
    });
    await expect(listen('<speak>Hi', { TextType: 'ssml' })).rejects.toMatchObject({
      name: 'InvalidSsmlException',
    });
    // 3000 billed characters are fine, however long the SSML around them.
    const atLimit = await listen(`<speak><prosody rate="slow">${'a'.repeat(3000)}</prosody></speak>`, {
      TextType: 'ssml',
    });
    expect(atLimit.RequestCharacters).toBe(3000);
  });

  it('answers only credentials the identity pool issued, and not once they have expired', async () => {
    const forged = { accessKeyId: 'ASIAFORGED0000000000', secretAccessKey: 'x', sessionToken: 'y' };
    await expect(
      polly({ credentials: forged }).send(
        new SynthesizeSpeechCommand({ OutputFormat: 'mp3', Text: 'Hi', VoiceId: 'Joanna' }),
      ),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException', $metadata: { httpStatusCode: 403 } });
    const expired = issueTestCredentials(context, seededUser(context).sub, { expired: true });
    await expect(
      polly({ credentials: expired }).send(
        new SynthesizeSpeechCommand({ OutputFormat: 'mp3', Text: 'Hi', VoiceId: 'Joanna' }),
      ),
    ).rejects.toMatchObject({ name: 'ExpiredTokenException', $metadata: { httpStatusCode: 403 } });
    const unsigned = await fetch(`https://polly.${context.config.region}.amazonaws.com/v1/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ OutputFormat: 'mp3', Text: 'Hi', VoiceId: 'Joanna' }),
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
  });

  it('fails on purpose when a fault is injected', async () => {
    context.faults.add({ operation: 'SynthesizeSpeech', status: 500, times: 1 });
    await expect(listen('Hi')).rejects.toMatchObject({
      name: 'ServiceFailureException',
      $metadata: { httpStatusCode: 500 },
    });
    expect((await listen('Hi')).ContentType).toBe('audio/mpeg');
  });
});
