/**
 * The bubbles module's state: each skill's bubble tree as administrators edit it (GetTopBubbles,
 * UpdateTopBubbles). The chat's bubbles (GetBubbles) and what the bot learns from them are derived from it
 * (chat-bubbles.ts), so the chat follows a saved tree at once.
 */
import type { TopBubble } from '@/contracts/bubbles';

/** The bubble tree of one skill, top level first, in display order. */
export interface SkillBubbles {
  skillId: string;
  tenant: string;
  bubbles: TopBubble[];
}

export interface BubblesState {
  skills: SkillBubbles[];
}

/** The skill's bubble tree; empty for a skill that has none. */
export const skillTree = (state: BubblesState, skillId: string): TopBubble[] =>
  state.skills.find((entry) => entry.skillId === skillId)?.bubbles ?? [];

declare module '../../core/types' {
  interface EmulatorModuleStates {
    bubbles: BubblesState;
  }
}
