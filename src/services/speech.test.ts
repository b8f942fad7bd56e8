import { describe, expect, it } from 'vitest';

import { amplifyTokens, signInAs } from '@/emulator/core/gateway/test-support';
import type { EmulatorContext } from '@/emulator/core/types';
import { withEmulatedAmplify } from '@/emulator/modules/cognito/test-support';
import { setNextSpokenPhrase } from '@/emulator/modules/lex/test-support';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import type { SpeechRecognitionRequest } from '@/features/chat';
import { encodeWav } from '@/lib/audio/wav';

import { createSpeech, speechRequest } from './speech';

/** `seconds` of a 440 Hz tone at `level` of full scale, 48 kHz. */
const tone = (seconds: number, level: number) =>
  Float32Array.from(
    { length: seconds * 48_000 },
    (_, index) => level * Math.sin((2 * Math.PI * 440 * index) / 48_000),
  );

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

/** The speech client against the emulated endpoint, with the signed-in user's tokens from the real Amplify. */
async function signedInSpeech() {
  await signInAs(DEMO_ACCOUNTS.user);
  return createSpeech(context.config, amplifyTokens);
}

describe('speech recognition client (spec 1 §7)', () => {
  it('builds the request the speech contract describes', () => {
    const request: SpeechRecognitionRequest = speechRequest(Uint8Array.from([1, 2, 3]), ['Zendesk']);
    expect(request).toEqual({
      config: {
        encoding: 'LINEAR16',
        sampleRateHertz: 48_000,
        audioChannelCount: 1,
        languageCode: 'en-US',
        model: 'command_and_search',
        speechContexts: [{ phrases: ['Zendesk'] }],
      },
      audio: { content: 'AQID' },
    });
  });

  it('returns the first alternative for speech, and an empty transcript for silence', async () => {
    const speech = await signedInSpeech();
    setNextSpokenPhrase(context, 'show my agenda');
    expect(await speech.recognise(encodeWav(tone(1, 0.3)))).toBe('show my agenda');
    expect(await speech.recognise(encodeWav(new Float32Array(48_000)))).toBe('');
  });

  it('normalises the endpoint’s errors', async () => {
    const speech = await signedInSpeech();
    context.faults.add({ operation: 'RecognizeSpeech', status: 503, message: 'Try later', times: 1 });
    await expect(speech.recognise(encodeWav(tone(1, 0.3)))).rejects.toMatchObject({
      code: 'HTTP_503',
      status: 503,
      message: 'Try later',
    });
    // A body that is not a WAV: the endpoint answers 400 with its reason.
    await expect(speech.recognise(Uint8Array.from([1, 2, 3]))).rejects.toMatchObject({
      code: 'HTTP_400',
      status: 400,
    });
  });

  it('refuses to send without a session', async () => {
    const speech = createSpeech(context.config, () => Promise.resolve(null));
    await expect(speech.recognise(encodeWav(tone(1, 0.3)))).rejects.toMatchObject({ status: 401 });
  });
});
