/**
 * Voice-activity detection for one recording (spec 1 §4 "Voice", §9): a pure state machine fed with the
 * level of each captured frame and the capture clock, so it runs the same on a real microphone, a scripted
 * test microphone and in property tests.
 */

/** Spec 1 §9 "Voice" (and `speechMinMs`, docs/design.md §7). */
export const VOICE_LIMITS = {
  /** A frame at or above this level (RMS of samples in [-1, 1]) is loud. */
  speechThreshold: 0.01,
  /**
   * Loud audio is speech once it has lasted this long: a click, a beep or a chair on the floor is not, and a
   * microphone that only picks up such blips is silent (spec 1 §4: 5 s without speech turns listening off).
   */
  speechMinMs: 200,
  /** Silence after speech that ends the recording. */
  silenceAfterSpeechMs: 1_500,
  /** The longest recording (the bot rejects requests over 15 s). */
  maxRecordingMs: 13_000,
  /** No speech for this long turns continuous listening off. */
  noSpeechMs: 5_000,
} as const;

export type VadLimits = { [Key in keyof typeof VOICE_LIMITS]: number };

export interface VadFrame {
  /** The frame's level (RMS). */
  amplitude: number;
  /** The capture clock at the end of the frame, in ms. */
  timeMs: number;
}

/** Why a recording ended: the first two send what was heard; `no-speech` turns continuous listening off. */
export type VadOutcome = 'silence-after-speech' | 'max-duration' | 'no-speech';

export interface VadState {
  /** The capture clock when recording began. */
  startedAtMs: number;
  /**
   * Since when nothing has been said: the no-speech limit counts from here. The recording's start, or earlier
   * when the recordings before it in the same listening session heard nothing either.
   */
  noSpeechSinceMs: number;
  /** The end of the last frame seen (the start of the next one). */
  lastFrameAtMs: number;
  /** When the current run of loud frames began, or null in quiet. */
  loudSinceMs: number | null;
  /** When speech was last heard, or null before any. */
  lastSpeechAtMs: number | null;
  /** Set once the recording is over; later frames change nothing. */
  outcome: VadOutcome | null;
}

export function startVad(startedAtMs: number, noSpeechSinceMs: number = startedAtMs): VadState {
  return {
    startedAtMs,
    noSpeechSinceMs: Math.min(noSpeechSinceMs, startedAtMs),
    lastFrameAtMs: startedAtMs,
    loudSinceMs: null,
    lastSpeechAtMs: null,
    outcome: null,
  };
}

/** The state after one more frame. */
export function vadStep(state: VadState, frame: VadFrame, limits: VadLimits = VOICE_LIMITS): VadState {
  if (state.outcome) return state;
  const loud = frame.amplitude >= limits.speechThreshold;
  const loudSinceMs = loud ? (state.loudSinceMs ?? state.lastFrameAtMs) : null;
  const speaking = loudSinceMs !== null && frame.timeMs - loudSinceMs >= limits.speechMinMs;
  const lastSpeechAtMs = speaking ? frame.timeMs : state.lastSpeechAtMs;
  const elapsed = frame.timeMs - state.startedAtMs;
  let outcome: VadOutcome | null = null;
  if (lastSpeechAtMs === null) {
    if (frame.timeMs - state.noSpeechSinceMs >= limits.noSpeechMs) outcome = 'no-speech';
  } else if (elapsed >= limits.maxRecordingMs) {
    outcome = 'max-duration';
  } else if (frame.timeMs - lastSpeechAtMs >= limits.silenceAfterSpeechMs) {
    outcome = 'silence-after-speech';
  }
  return { ...state, lastFrameAtMs: frame.timeMs, loudSinceMs, lastSpeechAtMs, outcome };
}

/** Whether speech (loud for at least `speechMinMs`) has been heard. */
export const heardSpeech = (state: VadState) => state.lastSpeechAtMs !== null;

/**
 * What a recording cut short by the clock rather than by a frame (a device that stopped delivering) amounts
 * to: what was heard is sent, else nothing was said.
 */
export const outcomeAtDeadline = (state: VadState): VadOutcome =>
  state.outcome ?? (heardSpeech(state) ? 'max-duration' : 'no-speech');
