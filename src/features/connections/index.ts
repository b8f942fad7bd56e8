// The connectors feature's public surface: the Connections page's feature (registered by its routes), the bot
// environment's (registered by the signed-in shell: its status check runs on every page), and what the wizard
// and the tasks page use.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { botSaga } from './bot-sagas';
import { botReducer, type BotState } from './bot-slice';
import { connectionsSaga } from './sagas';
import { setupSaga } from './setup-sagas';
import { setupReducer, type SetupState } from './setup-slice';
import { connectionsReducer, type ConnectionsState } from './slice';
import { wizardSaga } from './wizard-sagas';
import { wizardReducer, type WizardState } from './wizard-slice';

export type { BotState, ConnectionsState, SetupState, WizardState };
export { accountLinkReturnUri } from './api';
export {
  botBuildRequested,
  botStatusCheckRequested,
  BUILD_BLOCKED_REASON,
  selectBot,
  selectBotBuildRunning,
} from './bot-slice';
export { BotStatusWatcher } from './bot-status-watcher';
export { FinishSetupBanner } from './components/FinishSetupBanner';
export { CONNECTED_NAME_KEY } from './sagas';
export { selectSetupPending } from './setup-slice';
export { accountLinkRequested, accountLinkSettled } from './slice';
export type { BotStatus, Connection, ConnectionIntent, ConnectorArea, TaskSlot } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    connections: ConnectionsState;
    bot: BotState;
    setup: SetupState;
    wizard: WizardState;
  }
}

export const connectionsFeature = defineFeature({
  name: 'connections',
  slice: sliceOf('connections', connectionsReducer),
  saga: connectionsSaga,
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
