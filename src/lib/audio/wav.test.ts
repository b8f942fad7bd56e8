import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  base64ToBytes,
  bytesToBase64,
  concatSamples,
  decodePcm16,
  decodeWav,
  encodeWav,
  resample,
  rmsAmplitude,
  SPEECH_SAMPLE_RATE,
  toInt16,
} from './wav';

/** One 16-bit step: the most a sample may move through encode → decode (rounding is at most half of it). */
const QUANTUM = 1 / 0x7fff;

const samplesArbitrary = fc
  .array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 2_000 })
  .map((values) => Float32Array.from(values));

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

describe('WAV encoder (spec 1 §7: 48 kHz mono 16-bit)', () => {
  it('gives the samples back within 16-bit quantisation', () => {
    fc.assert(
      fc.property(samplesArbitrary, (samples) => {
        const decoded = decodeWav(encodeWav(samples));
        expect(decoded.samples).toHaveLength(samples.length);
        decoded.samples.forEach((value, index) => {
          expect(Math.abs(value - (samples[index] ?? 0))).toBeLessThanOrEqual(QUANTUM / 2 + 1e-9);
        });
      }),
    );
  });

  it('writes a canonical 44-byte PCM header for any rate and length', () => {
    fc.assert(
      fc.property(
        samplesArbitrary,
        fc.constantFrom(8_000, 16_000, 44_100, SPEECH_SAMPLE_RATE),
        (samples, rate) => {
          const bytes = encodeWav(samples, rate);
          const view = new DataView(bytes.buffer);
          expect(bytes.byteLength).toBe(44 + samples.length * 2);
          expect(ascii(bytes, 0, 4)).toBe('RIFF');
          expect(view.getUint32(4, true)).toBe(bytes.byteLength - 8);
          expect(ascii(bytes, 8, 8)).toBe('WAVEfmt ');
          expect(view.getUint32(16, true)).toBe(16);
          expect(view.getUint16(20, true)).toBe(1); // PCM
          expect(view.getUint16(22, true)).toBe(1); // mono
          expect(view.getUint32(24, true)).toBe(rate);
          expect(view.getUint32(28, true)).toBe(rate * 2); // byte rate
          expect(view.getUint16(32, true)).toBe(2); // block align
          expect(view.getUint16(34, true)).toBe(16);
          expect(ascii(bytes, 36, 4)).toBe('data');
          expect(view.getUint32(40, true)).toBe(samples.length * 2);
          const decoded = decodeWav(bytes);
          expect(decoded).toMatchObject({ sampleRate: rate, channelCount: 1, bitsPerSample: 16 });
        },
      ),
    );
  });

  it('defaults to 48 kHz and clips samples outside [-1, 1]', () => {
    const decoded = decodeWav(encodeWav(Float32Array.from([2, -3, 0.5])));
    expect(decoded.sampleRate).toBe(48_000);
    expect(Array.from(decoded.samples)).toEqual([1, -1, expect.closeTo(0.5, 4)]);
    expect([toInt16(1), toInt16(-1), toInt16(0)]).toEqual([32767, -32768, 0]);
  });

  it('skips unknown chunks and rejects what is not 16-bit PCM WAV', () => {
    const plain = encodeWav(Float32Array.from([0.25, -0.25]));
    // RIFF header, then a LIST chunk of 4 bytes, then the original fmt and data chunks.
    const withList = new Uint8Array(plain.length + 12);
    withList.set(plain.subarray(0, 12));
    withList.set(new TextEncoder().encode('LIST'), 12);
    new DataView(withList.buffer).setUint32(16, 4, true);
    withList.set(plain.subarray(12), 24);
    expect(Array.from(decodeWav(withList).samples)).toEqual([
      expect.closeTo(0.25, 4),
      expect.closeTo(-0.25, 4),
    ]);

    expect(() => decodeWav(new TextEncoder().encode('not a wav file at all'))).toThrow('Not a WAV file');
    const float = plain.slice();
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(() => decodeWav(float)).toThrow('Only PCM');
  });
});

describe('base64 (the speech request carries the WAV as base64)', () => {
  it('round-trips any bytes, including long ones built in chunks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('matches the standard alphabet', () => {
    expect(bytesToBase64(new TextEncoder().encode('Man'))).toBe('TWFu');
    expect(bytesToBase64(Uint8Array.from([0xfb, 0xff]))).toBe('+/8=');
  });
});

describe('helpers', () => {
  it('decodes Lex 16-bit little-endian PCM', () => {
    expect(Array.from(decodePcm16(Uint8Array.from([0xff, 0x7f, 0x00, 0x80, 0x00, 0x00])))).toEqual([
      1, -1, 0,
    ]);
  });

  it('resamples keeping the duration and the level of a constant signal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4_000 }),
        fc.constantFrom(16_000, 44_100, 96_000),
        fc.float({ min: -1, max: 1, noNaN: true }),
        (length, fromRate, level) => {
          const result = resample(new Float32Array(length).fill(level), fromRate, SPEECH_SAMPLE_RATE);
          expect(Math.abs(result.length - (length * SPEECH_SAMPLE_RATE) / fromRate)).toBeLessThanOrEqual(1);
          for (const value of result) expect(value).toBeCloseTo(level, 5);
        },
      ),
    );
  });

  it('concatenates chunks and measures RMS', () => {
    expect(Array.from(concatSamples([Float32Array.from([1]), Float32Array.from([2, 3])]))).toEqual([1, 2, 3]);
    expect(rmsAmplitude(Float32Array.from([0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsAmplitude(new Float32Array(0))).toBe(0);
  });
});
