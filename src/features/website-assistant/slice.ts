import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type {
  Cue,
  PublicBotColours,
  PublicBotSettings,
  UpdatePublicBotSettingsFields,
} from '@/contracts/website-assistant';
import type { LoadStatus } from '@/lib/redux/request-actions';

export type BehaviorFields = Omit<UpdatePublicBotSettingsFields, 'Skill'>;

export interface WebsiteAssistantState {
  /** The settings as the server last answered them. */
  settings: PublicBotSettings | null;
  status: LoadStatus;
  savingBehavior: boolean;
  savingColours: boolean;
  /** The cues as edited here: local until Publish Cues (spec 3 §4). */
  cues: Cue[];
  publishing: boolean;
  /** The embed dialog: preparing the first embed, ready, or failed; null when closed. */
  embed: LoadStatus | null;
}

const initialState: WebsiteAssistantState = {
  settings: null,
  status: 'idle',
  savingBehavior: false,
  savingColours: false,
  cues: [],
  publishing: false,
  embed: null,
};

const saved = (state: WebsiteAssistantState, settings: PublicBotSettings) => {
  state.settings = settings;
};

const websiteAssistantSlice = createSlice({
  name: 'websiteAssistant',
  initialState,
  reducers: {
    /** The page opened: its saga loads until the page closes or the user signs out. */
    websiteAssistantPageOpened() {},
    websiteAssistantPageClosed() {
      return initialState;
    },
    settingsRequested(state) {
      state.status = 'loading';
    },
    settingsLoaded(state, action: PayloadAction<PublicBotSettings>) {
      state.status = 'succeeded';
      state.settings = action.payload;
      state.cues = action.payload.config.cues;
    },
    settingsFailed(state) {
      state.status = 'failed';
    },
    behaviorSaveRequested(state, _action: PayloadAction<BehaviorFields>) {
      state.savingBehavior = true;
    },
    behaviorSaved(state, action: PayloadAction<PublicBotSettings>) {
      saved(state, action.payload);
    },
    behaviorSaveSettled(state) {
      state.savingBehavior = false;
    },
    coloursSaveRequested(state, _action: PayloadAction<PublicBotColours>) {
      state.savingColours = true;
    },
    coloursSaved(state, action: PayloadAction<PublicBotSettings>) {
      saved(state, action.payload);
    },
    coloursSaveSettled(state) {
      state.savingColours = false;
    },
    /** A cue created (`previousName` null) or edited, matched by its name (spec 3 §4). */
    cueSaved(state, action: PayloadAction<{ previousName: string | null; cue: Cue }>) {
      const { previousName, cue } = action.payload;
      const at = previousName === null ? -1 : state.cues.findIndex(({ name }) => name === previousName);
      if (at < 0) state.cues.push(cue);
      else state.cues[at] = cue;
    },
    cueDeleted(state, action: PayloadAction<string>) {
      state.cues = state.cues.filter(({ name }) => name !== action.payload);
    },
    cuesPublishRequested(state) {
      state.publishing = true;
    },
    /** The published list is what the page now edits from; the other settings' saves leave the edits alone. */
    cuesPublished(state, action: PayloadAction<PublicBotSettings>) {
      state.settings = action.payload;
      state.cues = action.payload.config.cues;
    },
    cuesPublishSettled(state) {
      state.publishing = false;
    },
    embedRequested(state) {
      state.embed = 'loading';
    },
    /** Ready to show the snippet; after a first embed, with the settings the server saved. */
    embedReady(state, action: PayloadAction<PublicBotSettings | null>) {
      state.embed = 'succeeded';
      if (action.payload) saved(state, action.payload);
    },
    embedFailed(state) {
      state.embed = 'failed';
    },
    embedClosed(state) {
      state.embed = null;
    },
  },
});

export const {
  websiteAssistantPageOpened,
  websiteAssistantPageClosed,
  settingsRequested,
  settingsLoaded,
  settingsFailed,
  behaviorSaveRequested,
  behaviorSaved,
  behaviorSaveSettled,
  coloursSaveRequested,
  coloursSaved,
  coloursSaveSettled,
  cueSaved,
  cueDeleted,
  cuesPublishRequested,
  cuesPublished,
  cuesPublishSettled,
  embedRequested,
  embedReady,
  embedFailed,
  embedClosed,
} = websiteAssistantSlice.actions;
export const websiteAssistantReducer = websiteAssistantSlice.reducer;
