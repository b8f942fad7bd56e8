/**
 * The audio the emulated Polly answers with. No speech synthesiser runs offline, so the emulator cannot say the
 * text: it answers a valid audio file of silence whose length grows with the text (about as long as reading it
 * aloud would take), so that players load, play, end and report a plausible duration.
 *
 * - mp3: a sequence of silent MPEG Layer III frames (MPEG-2 for 16, 22.05 and 24 kHz, MPEG-2.5 for 8 kHz; mono,
 *   no CRC). Each frame is a header, an all-zero side information block (no main data: every granule decodes to
 *   silence) and zero padding up to the frame's length.
 * - pcm: signed 16-bit little-endian mono samples of silence, as Polly's `pcm` (no WAV header).
 * - mulaw / alaw: 8 kHz 8-bit silence.
 */

/** About how long reading text aloud takes, per billed character (≈ 14 characters a second). */
export const MILLISECONDS_PER_CHARACTER = 70;
const MINIMUM_MILLISECONDS = 400;

export const speechDurationMs = (billedCharacters: number) =>
  Math.max(MINIMUM_MILLISECONDS, billedCharacters * MILLISECONDS_PER_CHARACTER);

/** Samples per Layer III frame in MPEG-2 and MPEG-2.5. */
const SAMPLES_PER_FRAME = 576;

interface Mp3Layout {
  /** The version bits: 0b10 MPEG-2, 0b00 MPEG-2.5. */
  version: number;
  /** The sampling-frequency index within that version. */
  rateIndex: number;
  /** The bitrate index and its kbit/s (MPEG-2/2.5 Layer III table). */
  bitrateIndex: number;
  kbps: number;
}

const MP3_LAYOUTS: Readonly<Record<number, Mp3Layout>> = {
  22050: { version: 0b10, rateIndex: 0, bitrateIndex: 4, kbps: 32 },
  24000: { version: 0b10, rateIndex: 1, bitrateIndex: 4, kbps: 32 },
  16000: { version: 0b10, rateIndex: 2, bitrateIndex: 4, kbps: 32 },
  8000: { version: 0b00, rateIndex: 2, bitrateIndex: 2, kbps: 16 },
};

/** Whether the emulator can make mp3 at this rate. */
export const mp3RateSupported = (sampleRate: number) => Object.hasOwn(MP3_LAYOUTS, sampleRate);

/** A frame header: sync, version, Layer III, no CRC, bitrate, rate, no padding, mono. */
function mp3Header(layout: Mp3Layout): Uint8Array {
  return Uint8Array.of(
    0xff,
    0xe0 | (layout.version << 3) | (0b01 << 1) | 1,
    (layout.bitrateIndex << 4) | (layout.rateIndex << 2),
    0b11 << 6,
  );
}

/** The length in bytes of one frame (MPEG-2/2.5 Layer III: 72 × bitrate / sample rate). */
export function mp3FrameLength(sampleRate: number): number {
  const layout = MP3_LAYOUTS[sampleRate];
  if (!layout) throw new RangeError(`No mp3 layout for ${sampleRate} Hz`);
  return Math.floor((72 * layout.kbps * 1000) / sampleRate);
}

/** Silent mp3 of about `durationMs`. */
export function silentMp3(durationMs: number, sampleRate: number): Uint8Array<ArrayBuffer> {
  const layout = MP3_LAYOUTS[sampleRate];
  if (!layout) throw new RangeError(`No mp3 layout for ${sampleRate} Hz`);
  const frameLength = mp3FrameLength(sampleRate);
  const frames = Math.max(1, Math.ceil((durationMs / 1000) * (sampleRate / SAMPLES_PER_FRAME)));
  const out = new Uint8Array(frames * frameLength);
  const header = mp3Header(layout);
  for (let frame = 0; frame < frames; frame += 1) out.set(header, frame * frameLength);
  return out;
}

/** Silent 16-bit little-endian mono PCM of `durationMs`. */
export function silentPcm(durationMs: number, sampleRate: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Math.round((durationMs / 1000) * sampleRate) * 2);
}

/** Silent 8 kHz G.711 (µ-law silence is 0xFF, A-law 0xD5). */
export function silentG711(durationMs: number, law: 'mulaw' | 'alaw'): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Math.round((durationMs / 1000) * 8000)).fill(law === 'mulaw' ? 0xff : 0xd5);
}
