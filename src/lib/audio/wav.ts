/**
 * WAV (RIFF, 16-bit PCM) encoding and decoding, and the base64 form the speech service takes (spec 1 §7:
 * "base64 WAV, 48 kHz, mono"). Samples are floats in [-1, 1], as Web Audio delivers them.
 */

/** The speech service's sample rate (spec 1 §9). */
export const SPEECH_SAMPLE_RATE = 48_000;

const HEADER_BYTES = 44;
const BITS_PER_SAMPLE = 16;

export interface DecodedWav {
  sampleRate: number;
  channelCount: number;
  bitsPerSample: number;
  /** The first channel's samples in [-1, 1]. */
  samples: Float32Array;
}

/** A float sample in [-1, 1] as a signed 16-bit integer (values outside are clipped, like a sound card). */
export function toInt16(sample: number): number {
  const clipped = Math.max(-1, Math.min(1, Number.isNaN(sample) ? 0 : sample));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

export function fromInt16(value: number): number {
  return value < 0 ? value / 0x8000 : value / 0x7fff;
}

/** Encodes mono samples as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate = SPEECH_SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const writeAscii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  const blockAlign = BITS_PER_SAMPLE / 8; // one channel
  writeAscii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(8, 'WAVE');
  writeAscii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format: PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, BITS_PER_SAMPLE, true);
  writeAscii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    view.setInt16(HEADER_BYTES + index * 2, toInt16(samples[index] ?? 0), true);
  }
  return bytes;
}

/** Decodes a 16-bit PCM WAV file (any channel count: the first channel is returned). Throws on anything else. */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (bytes.byteLength < 12 || ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let format: { channelCount: number; sampleRate: number; bitsPerSample: number } | undefined;
  // Chunks may come in any order and a writer may add others (LIST, fact): walk them.
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new Error('Only PCM WAV files are supported');
      format = {
        channelCount: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('The WAV data comes before its format');
      if (format.bitsPerSample !== BITS_PER_SAMPLE) throw new Error('Only 16-bit WAV files are supported');
      const frameBytes = 2 * format.channelCount;
      const available = Math.min(size, bytes.byteLength - body);
      const samples = new Float32Array(Math.floor(available / frameBytes));
      for (let index = 0; index < samples.length; index += 1) {
        samples[index] = fromInt16(view.getInt16(body + index * frameBytes, true));
      }
      return { ...format, samples };
    }
    offset = body + size + (size % 2); // chunks are word-aligned
  }
  throw new Error('The WAV file has no data');
}

/** Decodes raw 16-bit little-endian PCM (Lex's 'audio/pcm' reply) to float samples. */
export function decodePcm16(bytes: Uint8Array): Float32Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = fromInt16(view.getInt16(index * 2, true));
  }
  return samples;
}

/** Linear-interpolation resampling, for a microphone whose context cannot run at the speech service's rate. */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples;
  const length = Math.max(1, Math.round((samples.length * toRate) / fromRate));
  const result = new Float32Array(length);
  const step = fromRate / toRate;
  for (let index = 0; index < length; index += 1) {
    const position = index * step;
    const before = Math.min(Math.floor(position), samples.length - 1);
    const after = Math.min(before + 1, samples.length - 1);
    const fraction = position - before;
    result[index] = (samples[before] ?? 0) * (1 - fraction) + (samples[after] ?? 0) * fraction;
  }
  return result;
}

/** Joins captured chunks into one buffer. */
export function concatSamples(chunks: readonly Float32Array[]): Float32Array {
  const result = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

/** Root-mean-square level of a chunk: what the voice-activity detector compares with its threshold. */
export function rmsAmplitude(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

// btoa/atob work on "binary strings"; String.fromCharCode takes a bounded number of arguments, hence chunks.
const BASE64_CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += BASE64_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + BASE64_CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
