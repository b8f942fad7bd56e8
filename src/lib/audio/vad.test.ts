import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  heardSpeech,
  outcomeAtDeadline,
  startVad,
  type VadFrame,
  type VadState,
  vadStep,
  VOICE_LIMITS,
} from './vad';

const FRAME_MS = 50;
const LOUD = 0.2;
const QUIET = 0.001;

/** Feeds frames every 50 ms from `startMs`; `level(t)` is the amplitude of the frame ending at t. */
function run(level: (timeMs: number) => number, startMs = 0, untilMs = 20_000) {
  let state: VadState = startVad(startMs);
  for (let time = startMs + FRAME_MS; time <= untilMs && !state.outcome; time += FRAME_MS) {
    state = vadStep(state, { amplitude: level(time - startMs), timeMs: time });
    if (state.outcome) return { state, endedAt: time - startMs };
  }
  return { state, endedAt: null };
}

describe('voice-activity detection (spec 1 §9 voice constants)', () => {
  it('has the spec constants', () => {
    expect(VOICE_LIMITS).toEqual({
      speechThreshold: 0.01,
      silenceAfterSpeechMs: 1_500,
      maxRecordingMs: 13_000,
      noSpeechMs: 5_000,
    });
  });

  it('stops 1.5 s after the last speech', () => {
    const { state, endedAt } = run((t) => (t <= 1_000 ? LOUD : QUIET));
    expect(state.outcome).toBe('silence-after-speech');
    expect(endedAt).toBe(2_500);
  });

  it('gives up after 5 s without speech', () => {
    const { state, endedAt } = run(() => QUIET);
    expect(state.outcome).toBe('no-speech');
    expect(endedAt).toBe(5_000);
    expect(heardSpeech(state)).toBe(false);
  });

  it('stops at 13 s while the user keeps talking', () => {
    const { state, endedAt } = run(() => LOUD);
    expect(state.outcome).toBe('max-duration');
    expect(endedAt).toBe(13_000);
  });

  it('counts a level exactly at the threshold as speech, and just under it as silence', () => {
    expect(run((t) => (t === 200 ? 0.01 : 0)).state.outcome).toBe('silence-after-speech');
    expect(run(() => 0.0099).state.outcome).toBe('no-speech');
  });

  it('decides a recording cut short by the clock (a device that went quiet) by what was heard', () => {
    expect(outcomeAtDeadline(startVad(0))).toBe('no-speech');
    expect(outcomeAtDeadline(vadStep(startVad(0), { amplitude: LOUD, timeMs: 100 }))).toBe('max-duration');
  });

  it('ignores frames once decided', () => {
    const done = run(() => QUIET).state;
    expect(vadStep(done, { amplitude: LOUD, timeMs: 99_000 })).toBe(done);
  });

  it('is measured from the recording start, not from the capture clock zero', () => {
    const { endedAt } = run(() => QUIET, 60_000, 80_000);
    expect(endedAt).toBe(5_000);
  });

  it('never runs past 13 s, and only ends early for the right reason (any level sequence)', () => {
    const frames = fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })), {
      minLength: 1,
      maxLength: 400,
    });
    fc.assert(
      fc.property(frames, fc.integer({ min: 10, max: 200 }), (levels, frameMs) => {
        let state = startVad(0);
        const fed: VadFrame[] = [];
        for (const [index, amplitude] of levels.entries()) {
          const frame = { amplitude, timeMs: (index + 1) * frameMs };
          fed.push(frame);
          state = vadStep(state, frame);
          if (state.outcome) break;
        }
        const last = fed.at(-1)!;
        const speech = fed.filter((frame) => frame.amplitude >= VOICE_LIMITS.speechThreshold);
        // The decision comes no later than the frame that crosses a limit.
        expect(last.timeMs).toBeLessThan(VOICE_LIMITS.maxRecordingMs + frameMs);
        switch (state.outcome) {
          case 'no-speech':
            expect(speech).toHaveLength(0);
            expect(last.timeMs).toBeGreaterThanOrEqual(VOICE_LIMITS.noSpeechMs);
            break;
          case 'silence-after-speech':
            expect(last.timeMs - speech.at(-1)!.timeMs).toBeGreaterThanOrEqual(
              VOICE_LIMITS.silenceAfterSpeechMs,
            );
            break;
          case 'max-duration':
            expect(speech.length).toBeGreaterThan(0);
            expect(last.timeMs).toBeGreaterThanOrEqual(VOICE_LIMITS.maxRecordingMs);
            break;
          case null:
            // Still recording: no limit has been crossed yet.
            if (speech.length === 0) expect(last.timeMs).toBeLessThan(VOICE_LIMITS.noSpeechMs);
            else expect(last.timeMs - speech.at(-1)!.timeMs).toBeLessThan(VOICE_LIMITS.silenceAfterSpeechMs);
        }
      }),
    );
  });
});
