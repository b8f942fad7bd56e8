import type { UtteranceTrainingState } from './slice';

type State = { utteranceTraining: UtteranceTrainingState };

export const selectUtteranceTraining = (state: State) => state.utteranceTraining;
