/**
 * The emulated speech-recognition endpoint (the tenant's `speechEndpoint`): `POST` a SpeechRecognitionRequest
 * (a base64 WAV, 48 kHz mono 16-bit, en-US, model command_and_search, phrase hints) with the id token in
 * `Authorization` → a SpeechRecognitionReply. It validates like the real service (400 with an
 * INVALID_ARGUMENT error for a wrong encoding, sample rate, channel count, language or model, or a body that is
 * not such a WAV) and answers 401 without a valid id token.
 *
 * No speech model runs offline. The demo rule (rule.ts, audio.ts): audio with speech in it (≥ 200 ms louder than
 * 0.01) is transcribed as the "next spoken phrase" setting, with confidence 0.92; silence gives no results, and
 * so does any audio while the demo's room is noisy (the "noise only" setting).
 * Fault operation 'RecognizeSpeech'.
 */
import { http, type RequestHandler } from 'msw';

import type { SpeechRecognitionReply, SpeechRecognitionRequest } from '@/contracts/chat';

import { json } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import type { EmulatorContext } from '../../core/types';
import { base64ToBytes } from '../cognito/srp';
import { verifyIdToken } from '../cognito/tokens';

import { parseWav, pcm16le, WavError } from './audio';
import { wordsHeard } from './rule';

/** How sure the emulated recogniser claims to be. */
export const DEMO_CONFIDENCE = 0.92;
/** The longest audio a synchronous recognition accepts (the real services' limit is about a minute). */
const MAX_AUDIO_SECONDS = 60;

const EXPECTED: Omit<SpeechRecognitionRequest['config'], 'speechContexts'> = {
  encoding: 'LINEAR16',
  sampleRateHertz: 48000,
  audioChannelCount: 1,
  languageCode: 'en-US',
  model: 'command_and_search',
};

class SpeechError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new SpeechError(400, 'INVALID_ARGUMENT', message);

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

function validateConfig(config: unknown): void {
  if (typeof config !== 'object' || config === null) throw invalid('config is required.');
  const given = config as Record<string, unknown>;
  for (const [name, expected] of Object.entries(EXPECTED)) {
    if (given[name] !== expected) {
      throw invalid(
        `config.${name} must be ${JSON.stringify(expected)}, not ${JSON.stringify(given[name])}.`,
      );
    }
  }
  const contexts = given.speechContexts;
  if (contexts === undefined) return;
  const valid =
    Array.isArray(contexts) &&
    contexts.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        Array.isArray((entry as { phrases?: unknown }).phrases) &&
        (entry as { phrases: unknown[] }).phrases.every((phrase) => typeof phrase === 'string'),
    );
  if (!valid) throw invalid('config.speechContexts must be a list of {phrases: string[]}.');
}

/** The samples of the request's WAV, checked against what the config declares. */
function samplesOf(body: Record<string, unknown>): Int16Array {
  const audio = body.audio as { content?: unknown } | undefined;
  if (typeof audio?.content !== 'string' || audio.content === '') throw invalid('audio.content is required.');
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(audio.content);
  } catch {
    throw invalid('audio.content must be base64.');
  }
  try {
    const wav = parseWav(bytes);
    if (wav.format !== 1 || wav.bitsPerSample !== 16) throw invalid('The WAV must hold 16-bit integer PCM.');
    if (wav.sampleRate !== EXPECTED.sampleRateHertz) {
      throw invalid(`The WAV's sample rate ${wav.sampleRate} does not match sampleRateHertz 48000.`);
    }
    if (wav.channels !== 1) throw invalid(`The WAV has ${wav.channels} channels; audioChannelCount is 1.`);
    const samples = pcm16le(wav.data);
    if (samples.length / wav.sampleRate > MAX_AUDIO_SECONDS) {
      throw invalid(`Audio longer than ${MAX_AUDIO_SECONDS} seconds must use long-running recognition.`);
    }
    return samples;
  } catch (error) {
    if (error instanceof WavError) throw invalid(error.message);
    throw error;
  }
}

async function recognise(context: EmulatorContext, request: Request): Promise<SpeechRecognitionReply> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const verified = token ? await verifyIdToken(context, token) : null;
  if (!verified?.ok) {
    throw new SpeechError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw invalid('The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('The request body must be a JSON object.');
  }
  validateConfig((body as { config?: unknown }).config);
  const samples = samplesOf(body as Record<string, unknown>);
  const transcript = wordsHeard(context, samples, EXPECTED.sampleRateHertz);
  if (!transcript) return { results: [] };
  return { results: [{ alternatives: [{ transcript, confidence: DEMO_CONFIDENCE }] }] };
}

/** The service's error body: `{error: {code, message, status}}` with the HTTP status `code`. */
function speechErrorResponse(request: Request, failure: SpeechError) {
  return json(
    request,
    { error: { code: failure.code, message: failure.message, status: failure.status } },
    { status: failure.code },
  );
}

export function speechHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    http.post(context.config.speechEndpoint, async ({ request }) => {
      const injected = await applyFault(context, 'RecognizeSpeech', request, (fault) =>
        speechErrorResponse(
          request,
          new SpeechError(
            fault.status,
            STATUS_NAMES[fault.status] ?? (fault.status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
            fault.message ?? 'The speech service failed.',
          ),
        ),
      );
      if (injected) return injected;
      try {
        return json(request, await recognise(context, request));
      } catch (error) {
        const failure =
          error instanceof SpeechError
            ? error
            : new SpeechError(
                500,
                'INTERNAL',
                `Emulator error: ${error instanceof Error ? error.message : String(error)}`,
              );
        return speechErrorResponse(request, failure);
      }
    }),
  ];
}
