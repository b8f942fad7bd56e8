/**
 * The utterance-training module's state: each organisation's conversation log as the audit indices keep it (the
 * records the Utterance Training page reviews), its entity types, the feedback administrators saved, and what
 * that feedback taught the bot (read by the emulated Lex bot, src/emulator/modules/lex/bot.ts).
 */
import type { EntityType, FeedbackItem, UtteranceRecord } from '@/contracts/utterance-training';

/** A logged utterance: the wire's record, its organisation, and whether it was trained (then it leaves review). */
export interface StoredUtterance extends UtteranceRecord {
  tenant: string;
  trained: boolean;
}

export interface StoredEntityType extends EntityType {
  tenant: string;
}

/** A saved feedback item, as sent, with who saved it and when. */
export interface StoredFeedback extends FeedbackItem {
  tenant: string;
  savedBy: string;
  savedAt: string;
}

/**
 * What saved feedback teaches the bot: `text` (plain, without entity markup) is one more sample of the task
 * `intent`, or of the answer whose sample (an FAQ question or a task's utterance) is `answer`.
 */
export interface TrainedUtterance {
  text: string;
  intent?: string;
  answer?: string;
}

export interface StoredTrainedUtterance extends TrainedUtterance {
  tenant: string;
}

export interface UtteranceTrainingModuleState {
  utterances: StoredUtterance[];
  entityTypes: StoredEntityType[];
  feedback: StoredFeedback[];
  trained: StoredTrainedUtterance[];
  /**
   * How far the demo organisation's synthetic log reaches (ms): the seed's now, then the end of the last whole day
   * the refresh added (seed.ts, extendDemoLog), or when the demo panel replaced the log. Kept apart from the
   * records, so that logged chat turns do not move it.
   */
  seededThrough: number;
}

/** What an organisation's bot has been taught, oldest first. */
export function trainedUtterances(state: UtteranceTrainingModuleState, tenant: string): TrainedUtterance[] {
  return state.trained.filter((entry) => entry.tenant === tenant);
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    utteranceTraining: UtteranceTrainingModuleState;
  }
}
