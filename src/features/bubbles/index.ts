// The bubbles feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { bubblesSaga } from './sagas';
import { bubblesReducer, type BubblesState } from './slice';

export type { BubblesState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    bubbles: BubblesState;
  }
}

/** The bubbles editor (spec 3 §2 "Bubbles page"): the skill's suggestion tree, edited and ordered. */
export const bubblesFeature = defineFeature({
  name: 'bubbles',
  slice: sliceOf('bubbles', bubblesReducer),
  saga: bubblesSaga,
});
