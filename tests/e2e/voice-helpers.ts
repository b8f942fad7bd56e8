import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import config from '../../playwright.config';

/**
 * Chromium's fake microphone for voice tests: it "hears" a WAV made here — 1 s of a tone loud enough to be speech,
 * then 3 s of silence, looped by Chromium — through the real getUserMedia and Web Audio capture.
 */
const RATE = 48_000;

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
/** Launch options for a spec whose browser has the fake microphone (`test.use(fakeMicrophone)`). */
export const fakeMicrophone = {
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...baseArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${WAV_PATH}`,
    ],
  },
};
