import { combineReducers, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

import type { Saga } from './saga';
import { unauthenticate } from './session';

/**
 * The state of every feature, by slice name. Each feature adds its own slices from its index:
 *
 *   declare module '@/lib/redux/feature' {
 *     interface FeatureStates { users: UsersState }
 *   }
 *
 * so the store's state type grows with the features without the app listing them. A slice is in the state only
 * once its feature is registered (see `FeatureRegistry`); selectors read the slices they were written for.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by each feature
export interface FeatureStates {}

/** One slice of a feature: the name it has in the state, its reducer and, optionally, its signed-out state. */
export interface FeatureSlice<Name extends string = string, State = unknown> {
  reducerPath: Name;
  reducer: Reducer<State>;
  /** What `unauthenticate` resets the slice to; its initial state when absent. */
  signedOut?: State;
}

// A slice of any state: reducers are contravariant in their state, so no narrower type admits them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFeatureSlice = FeatureSlice<string, any>;

/** A feature as the store sees it: its slices and the saga that serves them. Declared once, in its index. */
export interface Feature {
  name: string;
  slices: readonly AnyFeatureSlice[];
  saga?: () => Saga;
}

/** Declares a feature: `export const usersFeature = defineFeature({ name: 'users', slice, saga })`. */
export function defineFeature(definition: {
  name: string;
  slice?: AnyFeatureSlice;
  slices?: readonly AnyFeatureSlice[];
  saga?: () => Saga;
}): Feature {
  const slices = [...(definition.slice ? [definition.slice] : []), ...(definition.slices ?? [])];
  return { name: definition.name, slices, ...(definition.saga ? { saga: definition.saga } : {}) };
}

/** A slice entry from a reducer: `sliceOf('users', usersReducer)`. */
export const sliceOf = <Name extends string, State>(
  reducerPath: Name,
  reducer: Reducer<State>,
  signedOut?: State,
): FeatureSlice<Name, State> => ({
  reducerPath,
  reducer,
  ...(signedOut === undefined ? {} : { signedOut }),
});

/** Dispatched when a feature's slices joined the store: they hold their initial state from then on. */
export const featureRegistered = createAction<string>('app/featureRegistered');

/**
 * The store's root reducer: every registered feature's slices; `unauthenticate` resets them all. Slices are
 * injected as their features register (the `combineSlices(…).inject` pattern of Redux Toolkit 2, written out
 * on `combineReducers`: RTK's `combineSlices` alone cost the first screen about 1 KiB of gzipped JavaScript,
 * over its 240 KiB budget, and its extras, selectors over lazily missing slices, are not needed here since a
 * slice is always registered before anything reads it).
 */
export function createFeatureReducer() {
  const reducers: Record<string, Reducer> = {};
  const signedOut = new Map<string, unknown>();
  let combined: Reducer<Record<string, unknown>> = (state = {}) => state;
  const reducer = (state: Record<string, unknown> | undefined, action: UnknownAction) => {
    if (unauthenticate.match(action)) {
      // Every slice back to its initial state (the notification history included); some to a signed-out one.
      const reset: Record<string, unknown> = { ...combined(undefined, action) };
      for (const [path, value] of signedOut) reset[path] = value;
      return reset;
    }
    return combined(state, action);
  };
  const inject = (slice: AnyFeatureSlice) => {
    if (reducers[slice.reducerPath] === slice.reducer) return;
    reducers[slice.reducerPath] = slice.reducer;
    combined = combineReducers({ ...reducers });
    if (slice.signedOut !== undefined) signedOut.set(slice.reducerPath, slice.signedOut);
  };
  return { reducer, inject };
}
