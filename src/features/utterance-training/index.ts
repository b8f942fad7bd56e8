// The Utterance Training feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { utteranceTrainingSaga } from './sagas';
import { utteranceTrainingReducer, type UtteranceTrainingState } from './slice';

export type { UtteranceTrainingState };
export type { UtteranceTrainingParams } from './types';
export type { UtteranceTrainingItem } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    utteranceTraining: UtteranceTrainingState;
  }
}

export const utteranceTrainingFeature = defineFeature({
  name: 'utteranceTraining',
  slice: sliceOf('utteranceTraining', utteranceTrainingReducer),
  saga: utteranceTrainingSaga,
});
