// The FAQ feature's public surface: its declaration (registered by its routes before their pages render) and the
// way other features start a question (the dashboard's "Answer as FAQ").
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
