import { decodePcm16 } from '@/lib/audio/wav';

/**
 * Plays the bot's spoken reply through Web Audio. The reply is Lex's 'audio/pcm' (16 kHz, 16-bit little-endian
 * mono, no header), which an <audio> element cannot play. Loaded with import() like the microphone.
 */

export const BOT_AUDIO_SAMPLE_RATE = 16_000;

export interface Speaker {
  /**
   * Plays the PCM at `url` (an object URL) to the end. Resolves when it ends or the signal aborts it; rejects
   * when the audio cannot be read or played.
   */
  play(url: string, signal?: AbortSignal): Promise<void>;
}

let sharedContext: AudioContext | undefined;

export async function playPcm(url: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, signal ? { signal } : {});
  const bytes = new Uint8Array(await response.arrayBuffer());
  const samples = decodePcm16(bytes);
  if (samples.length === 0 || signal?.aborted) return;
  // One context for the page: browsers limit how many may exist.
  sharedContext ??= new AudioContext();
  const context = sharedContext;
  await context.resume();
  const buffer = context.createBuffer(1, samples.length, BOT_AUDIO_SAMPLE_RATE);
  buffer.copyToChannel(samples, 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  await new Promise<void>((resolve) => {
    const stop = () => {
      source.stop();
      resolve();
    };
    source.onended = () => {
      signal?.removeEventListener('abort', stop);
      source.disconnect();
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
    source.start();
  });
}
