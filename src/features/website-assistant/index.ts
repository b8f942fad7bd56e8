// The Website Assistant feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { websiteAssistantSaga } from './sagas';
import { websiteAssistantReducer, type WebsiteAssistantState } from './slice';

export type { WebsiteAssistantState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    websiteAssistant: WebsiteAssistantState;
  }
}

export const websiteAssistantFeature = defineFeature({
  name: 'websiteAssistant',
  slice: sliceOf('websiteAssistant', websiteAssistantReducer),
  saga: websiteAssistantSaga,
});
