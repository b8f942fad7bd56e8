import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import { profileReducer } from '@/features/auth/profile-slice';
import { authReducer, signedOutAuthState } from '@/features/auth/slice';
import { chatReducer } from '@/features/chat/slice';
import { chatVoiceReducer } from '@/features/chat/voice/slice';
import { connectionsReducer } from '@/features/connections/slice';
import { dashboardReducer } from '@/features/dashboard/slice';
import { faqReducer } from '@/features/faq/slice';
import { notificationsReducer } from '@/features/notifications/slice';
import { settingsReducer } from '@/features/settings/slice';
import { subscriptionsReducer } from '@/features/subscriptions/slice';
import { supportReducer } from '@/features/support/slice';
import { usersReducer } from '@/features/users/slice';
import { utteranceReducer } from '@/features/utterance/slice';
import { unauthenticate } from '@/lib/redux/session';
import { type Services, SERVICES_CONTEXT } from '@/services';

import { rootSaga } from './root-saga';

const featureReducers = combineReducers({
  auth: authReducer,
  profile: profileReducer,
  users: usersReducer,
  chat: chatReducer,
  chatVoice: chatVoiceReducer,
  dashboard: dashboardReducer,
  connections: connectionsReducer,
  faq: faqReducer,
  subscriptions: subscriptionsReducer,
  utterance: utteranceReducer,
  settings: settingsReducer,
  notifications: notificationsReducer,
  support: supportReducer,
});

export type RootState = ReturnType<typeof featureReducers>;

/** `unauthenticate` resets every slice (spec 1 §4), the notification history included. */
function rootReducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  if (unauthenticate.match(action)) {
    return { ...featureReducers(undefined, action), auth: signedOutAuthState };
  }
  return featureReducers(state, action);
}

export function createStore(services: Services, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { [SERVICES_CONTEXT]: services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // A picked file travels in one event action to the upload saga; it never reaches the state.
        serializableCheck: { ignoredActionPaths: ['payload.file'] },
      }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return { store, rootTask };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type AppDispatch = AppStore['dispatch'];
