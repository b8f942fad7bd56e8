import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { BotStatus } from '@/contracts/connections';

/**
 * The bot environment (spec 3 §3 "Bot state": botBuildTriggered, botBuilt, botStatus; §4 "Bot environment
 * status"). Its saga runs on every signed-in page, so this slice is registered by the shell.
 */
export interface BotState {
  /** A build was asked for and has not reached a final status: BUILD is disabled, switches are blocked. */
  botBuildTriggered: boolean;
  /** The last final status was a successful build (READY or WARNING). */
  botBuilt: boolean;
  botStatus: BotStatus | null;
  /**
   * A build was asked for while another one ran (TriggerBotBuild answered 409): one more starts when the running
   * one ends, so that it includes what changed since that one started.
   */
  buildQueued: boolean;
  /** The page shown is one where the status is not checked (the wizard, the OAuth return page); null: not known yet. */
  exemptPage: boolean | null;
  /** The page shown has the bot status area (the Connections page): a failed build shows there already. */
  statusShown: boolean;
}

const initialState: BotState = {
  botBuildTriggered: false,
  botBuilt: false,
  botStatus: null,
  buildQueued: false,
  exemptPage: null,
  statusShown: false,
};

const botSlice = createSlice({
  name: 'bot',
  initialState,
  reducers: {
    /** BUILD {product} (administrators), or a change that needs a build: starts one, then follows its status. */
    botBuildRequested(state) {
      state.botBuildTriggered = true;
    },
    /** The shell's route changed (BotStatusWatcher). */
    botPageChanged(state, action: PayloadAction<{ exempt: boolean; statusShown: boolean }>) {
      state.exemptPage = action.payload.exempt;
      state.statusShown = action.payload.statusShown;
    },
    botBuildTriggerFailed(state) {
      state.botBuildTriggered = false;
    },
    /** A build already runs: this one waits for it. */
    botBuildQueued(state) {
      state.buildQueued = true;
      state.botBuildTriggered = true;
    },
    /** The running build ended: the queued one is being started. */
    botQueuedBuildStarted(state) {
      state.buildQueued = false;
    },
    botStatusReceived(state, action: PayloadAction<BotStatus>) {
      const status = action.payload;
      state.botStatus = status;
      if (status.final) {
        // A queued build keeps BUILD disabled until it has been started.
        state.botBuildTriggered = state.buildQueued;
        state.botBuilt = status.status === 'READY' || status.status === 'WARNING';
      } else {
        state.botBuildTriggered = true;
      }
    },
  },
});

/**
 * Check the bot's status now: after a build was started, on leaving the wizard, when the skill changes (spec 3
 * §4). `startup`: the shell's first check of a page load, which announces only what the user has not seen.
 */
export const botStatusCheckRequested = createAction(
  'bot/statusCheckRequested',
  (options: { startup?: boolean } = {}) => ({ payload: { startup: options.startup ?? false } }),
);

export const {
  botBuildRequested,
  botBuildQueued,
  botBuildTriggerFailed,
  botPageChanged,
  botQueuedBuildStarted,
  botStatusReceived,
} = botSlice.actions;
export const botReducer = botSlice.reducer;

type WithBot = { bot: BotState };
export const selectBot = (state: WithBot) => state.bot;
/** Task switches and connector disabling are blocked while this is true (spec 3 §4). */
export const selectBotBuildRunning = (state: WithBot) =>
  state.bot.botBuildTriggered || state.bot.botStatus?.status === 'BUILDING';
