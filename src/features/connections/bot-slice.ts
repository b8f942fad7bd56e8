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
  /** The page shown is one where the status is not checked (the wizard, the OAuth return page); null: not known yet. */
  exemptPage: boolean | null;
}

const initialState: BotState = {
  botBuildTriggered: false,
  botBuilt: false,
  botStatus: null,
  exemptPage: null,
};

const botSlice = createSlice({
  name: 'bot',
  initialState,
  reducers: {
    /** BUILD {product} (administrators): starts a build, then follows its status. */
    botBuildRequested(state) {
      state.botBuildTriggered = true;
    },
    /** The shell's route changed (BotStatusWatcher). */
    botPageChanged(state, action: PayloadAction<{ exempt: boolean }>) {
      state.exemptPage = action.payload.exempt;
    },
    botBuildTriggerFailed(state) {
      state.botBuildTriggered = false;
    },
    botStatusReceived(state, action: PayloadAction<BotStatus>) {
      const status = action.payload;
      state.botStatus = status;
      if (status.final) {
        state.botBuildTriggered = false;
        state.botBuilt = status.status === 'READY' || status.status === 'WARNING';
      } else {
        state.botBuildTriggered = true;
      }
    },
  },
});

/** Check the bot's status now (after a change that needs a build, or when a page asks). */
export const botStatusCheckRequested = createAction('bot/statusCheckRequested');

export const { botBuildRequested, botBuildTriggerFailed, botPageChanged, botStatusReceived } =
  botSlice.actions;
export const botReducer = botSlice.reducer;

type WithBot = { bot: BotState };
export const selectBot = (state: WithBot) => state.bot;
/** Task switches and connector disabling are blocked while this is true (spec 3 §4). */
export const selectBotBuildRunning = (state: WithBot) =>
  state.bot.botBuildTriggered || state.bot.botStatus?.status === 'BUILDING';

/** Why a switch or Disable is unavailable while a build runs (shown beside the control). */
export const BUILD_BLOCKED_REASON =
  'The assistant is being built. Changes to connectors and tasks are possible again once the build has finished.';
