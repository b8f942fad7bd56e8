/**
 * The emulated speech-recognition endpoint, called as the portal calls it (POST JSON, id token in
 * Authorization), and the audio rules behind it.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SpeechRecognitionReply, SpeechRecognitionRequest } from '@/contracts/chat';

import { signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS } from '../../seed';
import { bytesToBase64 } from '../cognito/srp';
import { withEmulatedAmplify } from '../cognito/test-support';
import { setNextSpokenPhrase } from '../lex/test-support';

import { containsSpeech, parseWav, pcm16le, SPEECH_MIN_MS, WavError } from './audio';
import { setNoiseOnly } from './rule';
import { DEFAULT_SPOKEN_PHRASE } from './rule';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

/** A 16-bit PCM WAV file, written the plain way (RIFF, fmt, data). */
function wav(samples: Int16Array, options: { sampleRate?: number; channels?: number } = {}): Uint8Array {
  const sampleRate = options.sampleRate ?? 48000;
  const channels = options.channels ?? 1;
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < 4; index += 1) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, sample, true));
  return bytes;
}

/** `seconds` of silence at 48 kHz with a `toneMs` tone of amplitude `amplitude` in the middle. */
function recording(seconds: number, toneMs: number, amplitude: number, sampleRate = 48000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const toneSamples = Math.round((toneMs / 1000) * sampleRate);
  const start = Math.floor((samples.length - toneSamples) / 2);
  for (let index = 0; index < toneSamples; index += 1) {
    samples[start + index] = Math.round(
      amplitude * 32767 * Math.sin((2 * Math.PI * 220 * index) / sampleRate),
    );
  }
  return samples;
}

function request(audio: Uint8Array, config: Partial<SpeechRecognitionRequest['config']> = {}) {
  return {
    config: {
      encoding: 'LINEAR16',
      sampleRateHertz: 48000,
      audioChannelCount: 1,
      languageCode: 'en-US',
      model: 'command_and_search',
      speechContexts: [{ phrases: context.config.speechPhraseHints }],
      ...config,
    },
    audio: { content: bytesToBase64(audio) },
  };
}

async function recognise(body: unknown, token?: string | null) {
  const idToken = token === undefined ? (await fetchAuthSession()).tokens?.idToken?.toString() : token;
  const response = await fetch(context.config.speechEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as SpeechRecognitionReply & {
      error?: { code: number; message: string; status: string };
    },
  };
}

describe('the speech-recognition endpoint', () => {
  it('transcribes audio with speech as the next spoken phrase (the demo rule), confidence 0.92', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const reply = await recognise(request(wav(recording(2, 600, 0.2))));
    expect(reply).toEqual({
      status: 200,
      body: { results: [{ alternatives: [{ transcript: DEFAULT_SPOKEN_PHRASE, confidence: 0.92 }] }] },
    });
    setNextSpokenPhrase(context, 'create an incident');
    const next = await recognise(request(wav(recording(2, 600, 0.2))));
    expect(next.body.results?.[0]?.alternatives[0]?.transcript).toBe('create an incident');
  });

  it('hears nothing in silence or in sounds too short or too quiet to be speech', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    for (const samples of [recording(2, 0, 0), recording(2, 100, 0.5), recording(2, 600, 0.008)]) {
      expect(await recognise(request(wav(samples)))).toEqual({ status: 200, body: { results: [] } });
    }
  });

  it('hears no words in speech while the demo room is noisy, and words again once it is quiet', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    setNoiseOnly(context, true);
    expect(await recognise(request(wav(recording(2, 600, 0.2))))).toEqual({
      status: 200,
      body: { results: [] },
    });
    setNoiseOnly(context, false);
    const quiet = await recognise(request(wav(recording(2, 600, 0.2))));
    expect(quiet.body.results?.[0]?.alternatives[0]?.transcript).toBe(DEFAULT_SPOKEN_PHRASE);
  });

  it('validates like a server: 400 INVALID_ARGUMENT for a wrong config or a body that is not the WAV declared', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const speech = recording(1, 600, 0.2);
    const cases: unknown[] = [
      request(wav(speech), { encoding: 'FLAC' as 'LINEAR16' }),
      request(wav(speech), { sampleRateHertz: 16000 as 48000 }),
      request(wav(speech), { audioChannelCount: 2 as 1 }),
      request(wav(speech), { languageCode: 'fr-FR' as 'en-US' }),
      request(wav(speech), { model: 'default' as 'command_and_search' }),
      request(wav(speech, { sampleRate: 16000 })),
      request(wav(speech, { channels: 2 })),
      request(new TextEncoder().encode('this is not a wav file at all')),
      { config: request(wav(speech)).config },
      {
        ...request(wav(speech)),
        config: { ...request(wav(speech)).config, speechContexts: [{ phrases: [1] }] },
      },
    ];
    for (const body of cases) {
      const reply = await recognise(body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    }
  });

  it('answers 401 without a valid id token', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect((await recognise(request(wav(recording(1, 600, 0.2))), null)).status).toBe(401);
    expect((await recognise(request(wav(recording(1, 600, 0.2))), 'forged.token.value')).status).toBe(401);
  });

  it("fails on purpose with the fault 'RecognizeSpeech'", async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    context.faults.add({ operation: 'RecognizeSpeech', status: 503, times: 1 });
    const failed = await recognise(request(wav(recording(1, 600, 0.2))));
    expect(failed.status).toBe(503);
    expect(failed.body.error).toMatchObject({ code: 503, status: 'UNAVAILABLE' });
    expect((await recognise(request(wav(recording(1, 600, 0.2))))).status).toBe(200);
  });
});

describe('audio rules', () => {
  it('WAV files round-trip through parseWav', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 500 }),
        fc.constantFrom(8000, 16000, 48000),
        fc.integer({ min: 1, max: 2 }),
        (values, sampleRate, channels) => {
          const parsed = parseWav(wav(Int16Array.from(values), { sampleRate, channels }));
          expect(parsed).toMatchObject({ format: 1, sampleRate, channels, bitsPerSample: 16 });
          expect(Array.from(pcm16le(parsed.data))).toEqual(values);
        },
      ),
    );
    expect(() => parseWav(new Uint8Array(10))).toThrow(WavError);
  });

  it(`speech is a run of at least ${SPEECH_MIN_MS} ms above the threshold, however loud or long`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0.02, max: 0.99, noNaN: true }),
        fc.constantFrom(16000, 48000),
        (toneMs, amplitude, sampleRate) => {
          const heard = containsSpeech(recording(1.5, toneMs, amplitude, sampleRate), sampleRate);
          // A frame straddles each end of the tone: allow one 20 ms frame either way.
          if (toneMs >= SPEECH_MIN_MS + 40) expect(heard).toBe(true);
          if (toneMs < SPEECH_MIN_MS - 20) expect(heard).toBe(false);
        },
      ),
    );
  });

  it('quiet sound (below 0.01) is never speech', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.0095, noNaN: true }), (amplitude) => {
        expect(containsSpeech(recording(1, 800, amplitude), 48000)).toBe(false);
      }),
    );
  });
});
