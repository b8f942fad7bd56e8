/**
 * The emulated Amazon Polly, as `@aws-sdk/client-polly` calls it: SynthesizeSpeech, REST-JSON
 * `POST https://polly.<region>.amazonaws.com/v1/speech` with `{OutputFormat, Text, VoiceId, LanguageCode,
 * SampleRate, TextType, Engine, SpeechMarkTypes}` → the audio bytes, `Content-Type` of the format (`audio/mpeg`
 * for mp3) and `x-amzn-RequestCharacters` (the billed characters: the text, or SSML without its tags).
 *
 * The caller must sign with credentials the identity pool issued (a user's or a guest's; 403 otherwise;
 * signatures are not recomputed). Validation as Polly's: ValidationException (a missing or unknown parameter),
 * TextLengthExceededException (more than 3000 billed characters), InvalidSampleRateException,
 * InvalidSsmlException, LanguageNotSupportedException (a language the voice does not speak). The speech itself
 * is silence of a plausible length (see audio.ts); `json` answers word and sentence speech marks; the Ogg
 * formats are not produced (ServiceFailureException).
 *
 * Faults: operation 'SynthesizeSpeech'.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import { newId } from '../../core/db';
import { corsHeaders } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import { RestJsonError, restJsonErrorResponse, restJsonFault } from '../../core/protocol/rest-json';
import { signingCaller } from '../../core/protocol/sigv4';
import type { EmulatorContext } from '../../core/types';

import { mp3RateSupported, silentG711, silentMp3, silentPcm, speechDurationMs } from './audio';

/** Polly's limits: billed characters, and all characters including SSML tags. */
export const MAX_BILLED_CHARACTERS = 3000;
export const MAX_TOTAL_CHARACTERS = 6000;

const OUTPUT_FORMATS = ['json', 'mp3', 'ogg_opus', 'ogg_vorbis', 'pcm', 'mulaw', 'alaw'] as const;
type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const CONTENT_TYPES: Record<OutputFormat, string> = {
  json: 'application/x-json-stream',
  mp3: 'audio/mpeg',
  ogg_opus: 'audio/ogg',
  ogg_vorbis: 'audio/ogg',
  pcm: 'audio/pcm',
  mulaw: 'audio/basic',
  alaw: 'audio/basic',
};

/** The sample rates each format accepts and its default (standard engine). */
const SAMPLE_RATES: Record<OutputFormat, { rates: string[]; fallback: string }> = {
  json: { rates: [], fallback: '' },
  mp3: { rates: ['8000', '16000', '22050', '24000'], fallback: '22050' },
  ogg_vorbis: { rates: ['8000', '16000', '22050', '24000'], fallback: '22050' },
  ogg_opus: { rates: ['8000', '16000', '24000', '48000'], fallback: '48000' },
  pcm: { rates: ['8000', '16000'], fallback: '16000' },
  mulaw: { rates: ['8000'], fallback: '8000' },
  alaw: { rates: ['8000'], fallback: '8000' },
};

/** Voices the emulator knows, with the language each speaks (bilingual ones: both). */
export const VOICES: Readonly<Record<string, readonly string[]>> = {
  Joanna: ['en-US'],
  Matthew: ['en-US'],
  Ivy: ['en-US'],
  Justin: ['en-US'],
  Kendra: ['en-US'],
  Kimberly: ['en-US'],
  Salli: ['en-US'],
  Joey: ['en-US'],
  Kevin: ['en-US'],
  Ruth: ['en-US'],
  Stephen: ['en-US'],
  Danielle: ['en-US'],
  Gregory: ['en-US'],
  Amy: ['en-GB'],
  Emma: ['en-GB'],
  Brian: ['en-GB'],
  Arthur: ['en-GB'],
  Olivia: ['en-AU'],
  Nicole: ['en-AU'],
  Russell: ['en-AU'],
  Aditi: ['en-IN', 'hi-IN'],
  Raveena: ['en-IN'],
  Kajal: ['en-IN', 'hi-IN'],
  Aria: ['en-NZ'],
  Ayanda: ['en-ZA'],
  Geraint: ['en-GB-WLS'],
  Hans: ['de-DE'],
  Marlene: ['de-DE'],
  Vicki: ['de-DE'],
  Celine: ['fr-FR'],
  Lea: ['fr-FR'],
  Mathieu: ['fr-FR'],
  Lucia: ['es-ES'],
  Conchita: ['es-ES'],
  Enrique: ['es-ES'],
  Lupe: ['es-US'],
  Miguel: ['es-US'],
  Penelope: ['es-US'],
  Bianca: ['it-IT'],
  Carla: ['it-IT'],
  Giorgio: ['it-IT'],
};

const ENGINES = ['standard', 'neural', 'long-form', 'generative'];
const SPEECH_MARK_TYPES = ['sentence', 'ssml', 'viseme', 'word'];

const POLLY_HOST = /^polly(-fips)?\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com$/;

const validation = (message: string) => new RestJsonError(400, 'ValidationException', message);

/** Polly's words for a value outside an enum. */
const notInEnum = (value: unknown, field: string, allowed: readonly string[]) =>
  validation(
    `1 validation error detected: Value '${typeof value === 'string' ? value : JSON.stringify(value)}' at '${field}' failed to satisfy constraint: Member must satisfy enum value set: [${allowed.join(', ')}]`,
  );

const missing = (field: string) =>
  validation(
    `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
  );

function pollyErrorType(status: number): string {
  return status === 429
    ? 'ThrottlingException'
    : status === 403
      ? 'AccessDeniedException'
      : status >= 500
        ? 'ServiceFailureException'
        : 'ValidationException';
}

/** The characters Polly bills: the text, or for SSML the text without its tags (entities count as one). */
export function billedCharacters(text: string, textType: 'text' | 'ssml'): number {
  if (textType === 'text') return Array.from(text).length;
  const withoutTags = text.replace(/<[^>]*>/g, '').replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, 'x');
  return Array.from(withoutTags).length;
}

function checkSsml(text: string): void {
  const trimmed = text.trim();
  if (!/^<speak(\s[^>]*)?>[\s\S]*<\/speak>$/.test(trimmed)) {
    throw new RestJsonError(400, 'InvalidSsmlException', 'Invalid SSML request');
  }
  // Every tag closed in order (self-closing ones aside).
  const stack: string[] = [];
  for (const match of trimmed.matchAll(/<(\/?)([a-zA-Z:-]+)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name)
      throw new RestJsonError(400, 'InvalidSsmlException', 'Invalid SSML request');
  }
  if (stack.length > 0) throw new RestJsonError(400, 'InvalidSsmlException', 'Invalid SSML request');
}

/** Word and sentence speech marks, one JSON object a line, timed as the silent audio would be. */
function speechMarks(text: string, textType: 'text' | 'ssml', types: readonly string[]): Uint8Array {
  const plain = textType === 'ssml' ? text.replace(/<[^>]*>/g, '') : text;
  const lines: string[] = [];
  let time = 0;
  for (const sentence of plain.matchAll(/[^.!?]+[.!?]*/g)) {
    const value = sentence[0].trim();
    if (!value) continue;
    const start = (sentence.index ?? 0) + sentence[0].indexOf(value);
    if (types.includes('sentence')) {
      lines.push(JSON.stringify({ time, type: 'sentence', start, end: start + value.length, value }));
    }
    for (const word of value.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
      const wordStart = start + (word.index ?? 0);
      if (types.includes('word')) {
        lines.push(
          JSON.stringify({
            time,
            type: 'word',
            start: wordStart,
            end: wordStart + word[0].length,
            value: word[0],
          }),
        );
      }
      time += (word[0].length + 1) * 70;
    }
  }
  return new TextEncoder().encode(lines.map((line) => `${line}\n`).join(''));
}

interface SpeechRequest {
  format: OutputFormat;
  text: string;
  textType: 'text' | 'ssml';
  sampleRate: number;
  speechMarkTypes: string[];
}

/** Validates the body as Polly does, in Polly's order: the model's constraints, then the semantic checks. */
function parseRequest(body: unknown): SpeechRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestJsonError(400, 'SerializationException', 'The request body must be a JSON object.');
  }
  const input = body as Record<string, unknown>;
  const { OutputFormat, Text, VoiceId, LanguageCode, SampleRate, TextType, Engine, SpeechMarkTypes } = input;
  if (OutputFormat === undefined || OutputFormat === null) throw missing('outputFormat');
  if (typeof OutputFormat !== 'string' || !(OUTPUT_FORMATS as readonly string[]).includes(OutputFormat)) {
    throw notInEnum(OutputFormat, 'outputFormat', OUTPUT_FORMATS);
  }
  if (Text === undefined || Text === null) throw missing('text');
  if (typeof Text !== 'string') throw validation('Text must be a string.');
  if (VoiceId === undefined || VoiceId === null) throw missing('voiceId');
  if (typeof VoiceId !== 'string' || !Object.hasOwn(VOICES, VoiceId)) {
    throw notInEnum(VoiceId, 'voiceId', Object.keys(VOICES));
  }
  const textType = TextType ?? 'text';
  if (textType !== 'text' && textType !== 'ssml') throw notInEnum(textType, 'textType', ['ssml', 'text']);
  if (Engine !== undefined && (typeof Engine !== 'string' || !ENGINES.includes(Engine))) {
    throw notInEnum(Engine, 'engine', ENGINES);
  }
  const format = OutputFormat as OutputFormat;
  const marks = SpeechMarkTypes ?? [];
  if (
    !Array.isArray(marks) ||
    marks.some((mark) => typeof mark !== 'string' || !SPEECH_MARK_TYPES.includes(mark))
  ) {
    throw notInEnum(marks, 'speechMarkTypes', SPEECH_MARK_TYPES);
  }
  if (format === 'json' && marks.length === 0) {
    throw validation('Speech mark types must be specified when OutputFormat is json.');
  }
  if (format !== 'json' && marks.length > 0) {
    throw new RestJsonError(
      400,
      'MarksNotSupportedForFormatException',
      'Speech marks are not supported for the output format.',
    );
  }

  if (LanguageCode !== undefined && LanguageCode !== null) {
    if (typeof LanguageCode !== 'string' || !(VOICES[VoiceId] ?? []).includes(LanguageCode)) {
      throw new RestJsonError(
        400,
        'LanguageNotSupportedException',
        `Language ${JSON.stringify(LanguageCode).replace(/^"|"$/g, '')} is not supported by voice ${VoiceId}.`,
      );
    }
  }
  const { rates, fallback } = SAMPLE_RATES[format];
  const sampleRate = SampleRate ?? fallback;
  if (format !== 'json' && (typeof sampleRate !== 'string' || !rates.includes(sampleRate))) {
    throw new RestJsonError(
      400,
      'InvalidSampleRateException',
      `Sample rate ${typeof sampleRate === 'string' ? sampleRate : JSON.stringify(sampleRate)} is not valid for output format ${format}. Valid values are: ${rates.join(', ')}.`,
    );
  }
  if (textType === 'ssml') checkSsml(Text);
  if (Array.from(Text).length > MAX_TOTAL_CHARACTERS) {
    throw new RestJsonError(
      400,
      'TextLengthExceededException',
      `Maximum text length has been exceeded: the request has more than ${MAX_TOTAL_CHARACTERS} characters.`,
    );
  }
  if (billedCharacters(Text, textType) > MAX_BILLED_CHARACTERS) {
    throw new RestJsonError(
      400,
      'TextLengthExceededException',
      `Maximum text length has been exceeded: more than ${MAX_BILLED_CHARACTERS} billed characters.`,
    );
  }
  return {
    format,
    text: Text,
    textType,
    sampleRate: Number(sampleRate),
    speechMarkTypes: marks as string[],
  };
}

function audioFor(request: SpeechRequest, durationMs: number): Uint8Array<ArrayBuffer> | Uint8Array {
  switch (request.format) {
    case 'mp3':
      if (!mp3RateSupported(request.sampleRate)) break;
      return silentMp3(durationMs, request.sampleRate);
    case 'pcm':
      return silentPcm(durationMs, request.sampleRate);
    case 'mulaw':
    case 'alaw':
      return silentG711(durationMs, request.format);
    case 'json':
      return speechMarks(request.text, request.textType, request.speechMarkTypes);
    default:
      break;
  }
  throw new RestJsonError(
    500,
    'ServiceFailureException',
    `The emulator does not produce ${request.format} audio.`,
  );
}

function authorize(context: EmulatorContext, request: Request): void {
  const caller = signingCaller(context, request);
  if (caller.ok) return;
  if (caller.reason === 'expired') {
    throw new RestJsonError(
      403,
      'ExpiredTokenException',
      'The security token included in the request is expired',
    );
  }
  if (caller.reason === 'unknown-key') {
    throw new RestJsonError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  }
  throw new RestJsonError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
}

export async function synthesizeSpeech(context: EmulatorContext, request: Request): Promise<Response> {
  authorize(context, request);
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new RestJsonError(400, 'SerializationException', 'The request body must be JSON.');
  }
  const parsed = parseRequest(body);
  const billed = billedCharacters(parsed.text, parsed.textType);
  const audio = audioFor(parsed, speechDurationMs(billed));
  return new HttpResponse(Uint8Array.from(audio), {
    status: 200,
    headers: {
      ...corsHeaders(request),
      'Content-Type': CONTENT_TYPES[parsed.format],
      'Content-Length': String(audio.length),
      'x-amzn-RequestCharacters': String(billed),
      'x-amzn-requestid': newId(),
    },
  });
}

export function pollyHandlers(context: EmulatorContext): RequestHandler[] {
  const forPolly = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return POLLY_HOST.test(url.hostname) && url.pathname === '/v1/speech';
  };
  return [
    http.post(forPolly, async ({ request }) => {
      const injected = await applyFault(context, 'SynthesizeSpeech', request, restJsonFault(pollyErrorType));
      if (injected) return injected;
      try {
        return await synthesizeSpeech(context, request);
      } catch (error) {
        if (error instanceof RestJsonError) return restJsonErrorResponse(request, error);
        const message = error instanceof Error ? error.message : String(error);
        return restJsonErrorResponse(
          request,
          new RestJsonError(500, 'ServiceFailureException', `Emulator error: ${message}`),
        );
      }
    }),
  ];
}
