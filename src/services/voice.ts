import { fetchAuthSession } from 'aws-amplify/auth';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure, toServiceError } from './errors';

/**
 * Text to speech (Amazon Polly) with the signed-in user's identity-pool credentials, as spec 2 §7 fixes it: mp3,
 * the voice Joanna, en-US, 16000 Hz, plain text. Loaded with import() on the first Listen.
 */
export interface Voice {
  /** The spoken text as an mp3 file. */
  synthesise(text: string): Promise<Blob>;
}

export const SPEECH_SETTINGS = {
  OutputFormat: 'mp3',
  VoiceId: 'Joanna',
  LanguageCode: 'en-US',
  SampleRate: '16000',
  TextType: 'text',
} as const;

export function createVoice(config: TenantConfig): Voice {
  return {
    async synthesise(text) {
      try {
        const [{ PollyClient, SynthesizeSpeechCommand }, { FetchHttpHandler }, session] = await Promise.all([
          import('@aws-sdk/client-polly'),
          import('@smithy/fetch-http-handler'),
          fetchAuthSession(),
        ]);
        if (!session.credentials) {
          throw new ServiceFailure({ code: 'NoCredentials', status: 0, message: 'No credentials' });
        }
        // fetch everywhere: browsers use it anyway, and in Node it avoids the SDK's HTTP/2 default.
        const client = new PollyClient({
          region: config.region,
          credentials: session.credentials,
          requestHandler: new FetchHttpHandler(),
        });
        const reply = await client.send(new SynthesizeSpeechCommand({ ...SPEECH_SETTINGS, Text: text }));
        if (!reply.AudioStream) throw new ServiceFailure({ code: 'NoAudio', status: 0, message: 'No audio' });
        const bytes = await reply.AudioStream.transformToByteArray();
        return new Blob([new Uint8Array(bytes)], { type: reply.ContentType ?? 'audio/mpeg' });
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
  };
}
