/**
 * The demo's speech rule. No speech model runs offline, so the emulated speech services cannot know WHAT was
 * said, only WHETHER something was said (see audio.ts): audio that contains speech is heard as the "next spoken
 * phrase" (state.speech.nextSpokenPhrase, set in the demo panel or by tests); silence is heard as nothing.
 */
import type { EmulatorContext } from '../types';

export const DEFAULT_SPOKEN_PHRASE = 'what is on my calendar today';

/** What the emulated speech services hear in audio that contains speech. */
export function nextSpokenPhrase(context: EmulatorContext): string {
  return context.db.state.speech.nextSpokenPhrase;
}

/** Sets what the next (and every later) speech is heard as; blank text restores the default. */
export function setNextSpokenPhrase(context: EmulatorContext, phrase: string): void {
  const cleaned = phrase.trim();
  context.db.update('speech', (state) => {
    state.nextSpokenPhrase = cleaned || DEFAULT_SPOKEN_PHRASE;
  });
}
