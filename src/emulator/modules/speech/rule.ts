/**
 * The demo's speech rule. No speech model runs offline, so the emulated speech services cannot know WHAT was
 * said, only WHETHER something was said (see audio.ts): audio that contains speech is heard as the "next spoken
 * phrase" (state.speech.nextSpokenPhrase, set in the demo panel or by tests); silence is heard as nothing, and so
 * is any audio while the demo's room is noisy (state.speech.noiseOnly: loud, but no words in it).
 */
import type { EmulatorContext } from '../../core/types';

import { containsSpeech } from './audio';

export const DEFAULT_SPOKEN_PHRASE = 'what is on my calendar today';

/** What the emulated speech services hear in audio that contains speech. */
export function nextSpokenPhrase(context: EmulatorContext): string {
  return context.db.state.speech.nextSpokenPhrase;
}

/** The words the emulated recognisers make out in 16-bit PCM: the next spoken phrase, or '' for none. */
export function wordsHeard(context: EmulatorContext, samples: Int16Array, sampleRate: number): string {
  if (context.db.state.speech.noiseOnly || !containsSpeech(samples, sampleRate)) return '';
  return nextSpokenPhrase(context);
}

/** Makes the demo's room noisy (loud audio holds no words) or quiet again. */
export function setNoiseOnly(context: EmulatorContext, noiseOnly: boolean): void {
  context.db.update('speech', (state) => {
    state.noiseOnly = noiseOnly;
  });
}

/** Sets what the next (and every later) speech is heard as; blank text restores the default. */
export function setNextSpokenPhrase(context: EmulatorContext, phrase: string): void {
  const cleaned = phrase.trim();
  context.db.update('speech', (state) => {
    state.nextSpokenPhrase = cleaned || DEFAULT_SPOKEN_PHRASE;
  });
}
