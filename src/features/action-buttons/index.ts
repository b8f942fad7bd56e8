// The action buttons feature's public surface: its declaration, registered by its routes before a page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { actionButtonsSaga } from './sagas';
import { actionButtonsReducer, type ActionButtonsState } from './slice';

export type { ActionButtonsState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    actionButtons: ActionButtonsState;
  }
}

/** The action buttons list, settings and create pages (spec 3 §2, administrators). */
export const actionButtonsFeature = defineFeature({
  name: 'actionButtons',
  slice: sliceOf('actionButtons', actionButtonsReducer),
  saga: actionButtonsSaga,
});
