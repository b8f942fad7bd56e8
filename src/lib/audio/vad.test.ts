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
      speechMinMs: 200,
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

  it('counts a level exactly at the threshold as loud, and just under it as silence', () => {
    expect(run((t) => (t > 100 && t <= 300 ? 0.01 : 0)).state.outcome).toBe('silence-after-speech');
    expect(run(() => 0.0099).state.outcome).toBe('no-speech');
  });

  it('hears speech in loud audio that lasts 200 ms, not in a shorter blip', () => {
    // 200 ms loud (frames ending at 150, 200, 250 and 300: loud since 100): speech, heard at 300.
    const heard = run((t) => (t > 100 && t <= 300 ? LOUD : QUIET));
    expect(heard.state.lastSpeechAtMs).toBe(300);
    expect(heard.endedAt).toBe(300 + VOICE_LIMITS.silenceAfterSpeechMs);
    // 150 ms loud: a click, a cough, a chair.
    expect(run((t) => (t > 100 && t <= 250 ? LOUD : QUIET)).state.outcome).toBe('no-speech');
  });

  it('hears nothing in a microphone that beeps (50 ms every 500 ms): no speech after 5 s', () => {
    const { state, endedAt } = run((t) => (t % 500 === 0 ? LOUD : QUIET));
    expect(state.outcome).toBe('no-speech');
    expect(endedAt).toBe(VOICE_LIMITS.noSpeechMs);
  });

  it('counts the no-speech limit from when the listening session last heard speech, if earlier', () => {
    // A recording that starts 2.5 s into a session that has heard nothing yet gives up 2.5 s later.
    let state = startVad(2_500, 0);
    for (let time = 2_550; !state.outcome; time += FRAME_MS)
      state = vadStep(state, { amplitude: 0, timeMs: time });
    expect(state).toMatchObject({ outcome: 'no-speech', lastFrameAtMs: VOICE_LIMITS.noSpeechMs });
    // Never later than its own start.
    expect(startVad(1_000, 4_000).noSpeechSinceMs).toBe(1_000);
  });

  it('decides a recording cut short by the clock (a device that went quiet) by what was heard', () => {
    expect(outcomeAtDeadline(startVad(0))).toBe('no-speech');
    const heard = [100, 200].reduce(
      (state, timeMs) => vadStep(state, { amplitude: LOUD, timeMs }),
      startVad(0),
    );
    expect(outcomeAtDeadline(heard)).toBe('max-duration');
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
        // The frames that are speech: in a run of loud frames that has lasted speechMinMs by their end.
        let loudSince: number | null = null;
        const speech = fed.filter((frame, index) => {
          if (frame.amplitude < VOICE_LIMITS.speechThreshold) {
            loudSince = null;
            return false;
          }
          loudSince ??= index * frameMs;
          return frame.timeMs - loudSince >= VOICE_LIMITS.speechMinMs;
        });
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
