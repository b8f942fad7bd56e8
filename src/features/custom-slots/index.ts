// The Custom Slot Types feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { customSlotsSaga } from './sagas';
import { customSlotsReducer, type CustomSlotsState } from './slice';

export type { CustomSlotsState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    customSlots: CustomSlotsState;
  }
}

export const customSlotsFeature = defineFeature({
  name: 'customSlots',
  slice: sliceOf('customSlots', customSlotsReducer),
  saga: customSlotsSaga,
});
