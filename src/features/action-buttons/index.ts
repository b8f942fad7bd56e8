// The Action Buttons feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { actionButtonsSaga } from './sagas';
import { actionButtonsReducer, type ActionButtonsState } from './slice';

export type { ActionButtonsState };
export type { ActionButtonsParams } from './types';
export type { ActionButtonsItem } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    actionButtons: ActionButtonsState;
  }
}

export const actionButtonsFeature = defineFeature({
  name: 'actionButtons',
  slice: sliceOf('actionButtons', actionButtonsReducer),
  saga: actionButtonsSaga,
});
