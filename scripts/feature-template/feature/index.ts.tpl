// The __title__ feature's public surface: its declaration, registered by its route before the page renders.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { __camel__Saga } from './sagas';
import { __camel__Reducer, type __Pascal__State } from './slice';

export type { __Pascal__State };
export type { __Pascal__Params } from './types';
// @if list
export type { __Pascal__Item } from './types';
// @end
// @if settings
export type { __Pascal__Settings } from './types';
// @end

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
