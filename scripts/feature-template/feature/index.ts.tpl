// The __title__ feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { __camel__Saga } from './sagas';
import { __camel__Reducer, type __Pascal__State } from './slice';

export type { __Pascal__State };
export type { __Pascal__Item } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    __camel__: __Pascal__State;
  }
}

export const __camel__Feature = defineFeature({
  name: '__camel__',
  slice: sliceOf('__camel__', __camel__Reducer),
  saga: __camel__Saga,
});
