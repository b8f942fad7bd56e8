// The FAQ feature's public surface: its declaration, which its own routes register before their pages render, and
// the types of its rows. No other feature uses it today (the dashboard's "Answer as FAQ" opens the FAQ's route).
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { faqSaga } from './sagas';
import { faqReducer, type FaqState } from './slice';

export type { FaqState };
export type { FaqRow, FaqStatus } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    faq: FaqState;
  }
}

export const faqFeature = defineFeature({
  name: 'faq',
  slice: sliceOf('faq', faqReducer),
  saga: faqSaga,
});
