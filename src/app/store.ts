import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { buffers, channel, type Task } from 'redux-saga';

import {
  createFeatureReducer,
  type Feature,
  featureRegistered,
  type FeatureStates,
} from '@/lib/redux/feature';
import { type Services, SERVICES_CONTEXT } from '@/services';

import { rootSaga } from './root-saga';

/** The state of the features registered so far (each feature's index declares its slices' types). */
export type RootState = FeatureStates;

/**
 * Registers features with one store, each once: its slices join the root reducer (`combineSlices(…).inject`)
 * and its saga starts under the root saga, before `add` returns. The bootstrap registers the first screen's
 * features; the signed-in shell and each route register theirs when their module loads, before they render,
 * so no page dispatches before its saga listens.
 */
export interface FeatureRegistry {
  add(feature: Feature): void;
  has(name: string): boolean;
}

export function createStore(services: Services, features: readonly Feature[] = []) {
  const sagaMiddleware = createSagaMiddleware({ context: { [SERVICES_CONTEXT]: services } });
  const root = createFeatureReducer();
  const registered = new Set<string>();
  for (const feature of features) {
    registered.add(feature.name);
    feature.slices.forEach(root.inject);
  }
  const store = configureStore({
    reducer: root.reducer as unknown as Reducer<RootState>,
    // The Redux DevTools extension receives every action and state: a development aid only. A production page
    // never connects to it (whatever extension a customer's browser runs).
    devTools: import.meta.env.DEV,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // A picked file travels in one event action to the upload saga; it never reaches the state.
        serializableCheck: { ignoredActionPaths: ['payload.file'] },
      }).concat(sagaMiddleware),
  });
  const featureSagas = channel<NonNullable<Feature['saga']>>(buffers.expanding());
  const rootTask: Task = sagaMiddleware.run(rootSaga, featureSagas);
  for (const feature of features) if (feature.saga) featureSagas.put(feature.saga);

  const registry: FeatureRegistry = {
    add(feature) {
      if (registered.has(feature.name)) return;
      registered.add(feature.name);
      feature.slices.forEach(root.inject);
      store.dispatch(featureRegistered(feature.name));
      if (feature.saga) featureSagas.put(feature.saga);
    },
    has: (name) => registered.has(name),
  };
  return { store, rootTask, features: registry };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type AppDispatch = AppStore['dispatch'];
