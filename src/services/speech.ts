import type { TenantConfig } from '@/config/tenant-schema';
import { bytesToBase64, SPEECH_SAMPLE_RATE } from '@/lib/audio/wav';

import { ServiceFailure, toServiceError } from './errors';
import type { SessionTokens } from './identity';

/**
 * Speech to text (spec 1 §7 "Speech recognition"): the WAV goes as base64 to the tenant's speech endpoint
 * with the user's id token; the first alternative's transcript comes back. Loaded with import() on the first
 * recording (see services/index.ts).
 */

/** The endpoint's request (the chat feature's `SpeechRecognitionRequest`: services may not import features). */
export interface SpeechRequestBody {
  config: {
    encoding: 'LINEAR16';
    sampleRateHertz: typeof SPEECH_SAMPLE_RATE;
    audioChannelCount: 1;
    languageCode: 'en-US';
    model: 'command_and_search';
    speechContexts: { phrases: string[] }[];
  };
  audio: { content: string };
}

interface SpeechReplyBody {
  results?: { alternatives?: { transcript?: string; confidence?: number }[] }[];
}

export interface SpeechService {
  /** The transcript of a 48 kHz mono 16-bit WAV; '' when nothing was recognised. Throws a `ServiceFailure`. */
  recognise(wav: Uint8Array): Promise<string>;
}

export function speechRequest(wav: Uint8Array, phraseHints: readonly string[]): SpeechRequestBody {
  return {
    config: {
      encoding: 'LINEAR16',
      sampleRateHertz: SPEECH_SAMPLE_RATE,
      audioChannelCount: 1,
      languageCode: 'en-US',
      model: 'command_and_search',
      speechContexts: [{ phrases: [...phraseHints] }],
    },
    audio: { content: bytesToBase64(wav) },
  };
}

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.message === 'string') return record.message;
  // Google-style errors: {error: {code, message, status}}.
  return typeof record.error?.message === 'string' ? record.error.message : undefined;
};

export function createSpeech(
  config: Pick<TenantConfig, 'speechEndpoint' | 'speechPhraseHints'>,
  getTokens: (forceRefresh: boolean) => Promise<SessionTokens | null>,
): SpeechService {
  async function send(body: SpeechRequestBody, forceRefresh: boolean): Promise<SpeechReplyBody> {
    const tokens = await getTokens(forceRefresh);
    if (!tokens) throw new ServiceFailure({ code: 'HTTP_401', status: 401, message: 'Not signed in' });
    let response: Response;
    try {
      response = await fetch(config.speechEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.idToken}` },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new ServiceFailure({ code: 'NETWORK', status: 0, message: toServiceError(error).message });
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON: a proxy's error page; the status tells the story.
    }
    if (!response.ok) {
      const status = response.status;
      throw new ServiceFailure({
        code: `HTTP_${status}`,
        status,
        message: messageOf(parsed) ?? (response.statusText || `Speech recognition failed (${status})`),
      });
    }
    if (typeof parsed !== 'object' || parsed === null) {
      throw new ServiceFailure({ code: 'BAD_REPLY', status: response.status, message: 'Unreadable reply' });
    }
    return parsed;
  }

  return {
    async recognise(wav) {
      const body = speechRequest(wav, config.speechPhraseHints);
      let reply: SpeechReplyBody;
      try {
        reply = await send(body, false);
      } catch (error) {
        // An id token may expire between two recordings: one refresh and one retry, like the gateway.
        if (!(error instanceof ServiceFailure) || error.status !== 401) throw error;
        reply = await send(body, true);
      }
      return reply.results?.[0]?.alternatives?.[0]?.transcript?.trim() ?? '';
    },
  };
}
