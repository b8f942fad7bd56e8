/**
 * The spoken reply of the emulated bot. Real Lex speaks the reply with Amazon Polly; there is no speech
 * synthesiser offline, so the emulator answers with an honest, audible stand-in: a soft two-tone chime whose
 * length grows with the reply's length (0.4 s plus 15 ms per character, at most 2 s), in the format the portal
 * asks for — Lex's `audio/pcm`: 16 kHz, 16-bit little-endian, mono.
 */

export const PCM_SAMPLE_RATE = 16_000;
const MIN_SECONDS = 0.4;
const SECONDS_PER_CHARACTER = 0.015;
export const MAX_CHIME_SECONDS = 2;
/** Soft: a fifth of full scale. */
const VOLUME = 0.2;
const TONES_HZ = [660, 880] as const;
const FADE_SECONDS = 0.02;

/** How long the chime for a reply lasts, in seconds. */
export function chimeSeconds(reply: string): number {
  return Math.min(MAX_CHIME_SECONDS, MIN_SECONDS + reply.length * SECONDS_PER_CHARACTER);
}

/** The chime for a reply as raw PCM bytes (16 kHz, 16-bit little-endian, mono). */
export function replyChime(reply: string): Uint8Array {
  const total = Math.round(chimeSeconds(reply) * PCM_SAMPLE_RATE);
  const half = Math.floor(total / 2);
  const fade = Math.round(FADE_SECONDS * PCM_SAMPLE_RATE);
  const bytes = new Uint8Array(total * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < total; index += 1) {
    // The first tone, then the second; each fades in and out so that the change does not click.
    const inSecond = index >= half;
    const position = inSecond ? index - half : index;
    const length = inSecond ? total - half : half;
    const envelope = Math.min(1, position / fade, (length - position) / fade);
    const frequency = TONES_HZ[inSecond ? 1 : 0];
    const value = VOLUME * envelope * Math.sin((2 * Math.PI * frequency * index) / PCM_SAMPLE_RATE);
    view.setInt16(index * 2, Math.round(value * 32767), true);
  }
  return bytes;
}
