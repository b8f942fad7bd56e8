/**
 * The bubbles module's state: each skill's chat bubbles, the tree the chat offers to click (GetBubbles) and the
 * bot learns from (a bubble's utterance is one more sample of the answer it matches).
 */
import type { Bubble } from '@/contracts/chat';

/** The chat bubbles of one skill, in display order. */
export interface SkillBubbles {
  skillId: string;
  tenant: string;
  bubbles: Bubble[];
}

export interface BubblesState {
  skills: SkillBubbles[];
}

/** The skill's bubbles; none for a skill that has none. */
export const skillBubbles = (state: BubblesState, skillId: string): Bubble[] =>
  state.skills.find((entry) => entry.skillId === skillId)?.bubbles ?? [];

declare module '../../core/types' {
  interface EmulatorModuleStates {
    bubbles: BubblesState;
  }
}
