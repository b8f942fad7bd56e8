// The connectors feature's public surface. It holds six sub-domains, each a folder with its slice and sagas
// (ADR 0013): the Connections page's catalogue, a connector's tasks and account linking load with the feature's
// routes, as one feature; the bot environment and the getting-started progress are registered by the signed-in
// shell (their checks run on every page), and the wizard by its route.
import { all, fork } from 'redux-saga/effects';

import { defineFeature, sliceOf } from '@/lib/redux/feature';
import type { Saga } from '@/lib/redux/saga';

import { botSaga } from './bot/sagas';
import { botReducer, type BotState } from './bot/slice';
import { connectionsCatalogueSaga } from './catalogue/sagas';
import { connectionsReducer, type ConnectionsState } from './catalogue/slice';
import { accountLinkingSaga } from './linking/sagas';
import { accountLinkingReducer, type AccountLinkingState } from './linking/slice';
import { setupSaga } from './setup/sagas';
import { setupReducer, type SetupState } from './setup/slice';
import { connectionTasksSaga } from './tasks/sagas';
import { connectionTasksReducer, type ConnectionTasksState } from './tasks/slice';
import { wizardSaga } from './wizard/sagas';
import { wizardReducer, type WizardState } from './wizard/slice';

export type {
  AccountLinkingState,
  BotState,
  ConnectionsState,
  ConnectionTasksState,
  SetupState,
  WizardState,
};
export { accountLinkReturnUri } from './api';
export { botBuildRequested, botStatusCheckRequested, selectBot, selectBotBuildRunning } from './bot/slice';
export { BotStatusWatcher } from './bot/status-watcher';
export { FinishSetupBanner } from './components/FinishSetupBanner';
export { accountLinkRequested, accountLinkSettled } from './events';
export { CONNECTED_NAME_KEY } from './linking/sagas';
export { BUILD_BLOCKED_REASON } from './messages';
export { selectSetupPending } from './setup/slice';
export type { BotStatus, Connection, ConnectionIntent, ConnectorArea, TaskSlot } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    connections: ConnectionsState;
    connectionTasks: ConnectionTasksState;
    accountLinking: AccountLinkingState;
    bot: BotState;
    setup: SetupState;
    wizard: WizardState;
  }
}

/** The Connections page, a connector's tasks page and the OAuth return page: registered by their routes. */
export const connectionsFeature = defineFeature({
  name: 'connections',
  slices: [
    sliceOf('connections', connectionsReducer),
    sliceOf('connectionTasks', connectionTasksReducer),
    sliceOf('accountLinking', accountLinkingReducer),
  ],
  saga: function* connectionsSaga(): Saga {
    yield all([fork(connectionsCatalogueSaga), fork(connectionTasksSaga), fork(accountLinkingSaga)]);
  },
});

export const botFeature = defineFeature({
  name: 'bot',
  slice: sliceOf('bot', botReducer),
  saga: botSaga,
});

/** The organisation's getting-started progress (issue 21 §1.5): registered by the signed-in shell. */
export const setupFeature = defineFeature({
  name: 'setup',
  slice: sliceOf('setup', setupReducer),
  saga: setupSaga,
});

/** The getting-started wizard (spec 3 §2): registered by its route. */
export const wizardFeature = defineFeature({
  name: 'wizard',
  slice: sliceOf('wizard', wizardReducer),
  saga: wizardSaga,
});
