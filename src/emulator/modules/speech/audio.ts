/**
 * Audio handling shared by the emulated speech services (speech recognition and Lex's RecognizeUtterance):
 * reading 16-bit PCM and WAV files, and telling speech from silence.
 *
 * No speech model runs offline, so the emulator cannot know WHAT was said, only WHETHER something was said:
 * audio "contains speech" when some stretch of at least SPEECH_MIN_MS has an amplitude above SPEECH_THRESHOLD
 * (the portal's own voice-activity threshold, spec 1 §9). The amplitude of a stretch is measured per 20 ms
 * frame as the frame's peak |sample| (full scale = 1), so a single click is not speech but a spoken word is.
 */

/** Amplitude (full scale = 1) above which a frame counts as speech; spec 1 §9 "about 0.01". */
export const SPEECH_THRESHOLD = 0.01;
/** The shortest run of loud frames that counts as speech. */
export const SPEECH_MIN_MS = 200;
const FRAME_MS = 20;

/** Samples of little-endian 16-bit PCM (a trailing odd byte is ignored). */
export function pcm16le(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let index = 0; index < samples.length; index += 1) samples[index] = view.getInt16(index * 2, true);
  return samples;
}

/** Whether the audio holds at least SPEECH_MIN_MS of frames louder than SPEECH_THRESHOLD in a row. */
export function containsSpeech(samples: Int16Array, sampleRate: number): boolean {
  const frameLength = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const framesNeeded = Math.ceil(SPEECH_MIN_MS / FRAME_MS);
  const threshold = SPEECH_THRESHOLD * 32768;
  let loudFrames = 0;
  for (let start = 0; start < samples.length; start += frameLength) {
    const end = Math.min(samples.length, start + frameLength);
    // A partial last frame counts only if it is a whole frame's worth (it cannot make a stretch longer).
    if (end - start < frameLength) break;
    let peak = 0;
    for (let index = start; index < end; index += 1) peak = Math.max(peak, Math.abs(samples[index] ?? 0));
    loudFrames = peak > threshold ? loudFrames + 1 : 0;
    if (loudFrames >= framesNeeded) return true;
  }
  return false;
}

export class WavError extends Error {}

export interface Wav {
  /** 1 for integer PCM. */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The data chunk's bytes. */
  data: Uint8Array;
}

const ascii = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

/** Reads a RIFF/WAVE file: its fmt chunk and its data chunk. Throws WavError for anything else. */
export function parseWav(bytes: Uint8Array): Wav {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') {
    throw new WavError('The audio is not a WAV (RIFF/WAVE) file.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<Wav, 'data'> | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new WavError('The WAV fmt chunk is truncated.');
      format = {
        format: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new WavError('The WAV data chunk comes before its fmt chunk.');
      // Recorders that stream may leave the size at 0 or too large: take what is there.
      const end = size === 0 || body + size > bytes.length ? bytes.length : body + size;
      return { ...format, data: bytes.subarray(body, end) };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new WavError(format ? 'The WAV file has no data chunk.' : 'The WAV file has no fmt chunk.');
}
