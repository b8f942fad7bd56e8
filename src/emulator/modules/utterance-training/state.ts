import type { UtteranceTrainingParams } from '@/contracts/utterance-training';
import type { UtteranceTrainingItem } from '@/contracts/utterance-training';

/** A stored item: the wire's item, with the organisation (and the address's parameters) it belongs to. */
export type UtteranceTrainingRecord = UtteranceTrainingItem & UtteranceTrainingParams & { tenant: string };

export interface UtteranceTrainingModuleState {
  items: UtteranceTrainingRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    utteranceTraining: UtteranceTrainingModuleState;
  }
}
