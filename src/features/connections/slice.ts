import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type {
  Connection,
  ConnectionIntent,
  FallbackIntent,
  ListConnectionsReply,
  NewTask,
} from '@/contracts/connections';
import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

/** Where account linking stands for one connection (the Connections page shows it on the card). */
export interface LinkingState {
  connectionName: string;
  /** creating: the connector is being enabled; linking: the account link is being prepared or is open. */
  phase: 'creating' | 'linking';
  /** The provider's address, once known: shown as a link when the pop-up could not be used. */
  link: string | null;
  /** The pop-up was refused or closed: the user opens the link themselves. */
  windowBlocked: boolean;
}

/** The setup dialog's values (spec 2 §2 "Connector setup dialog"). */
export interface SetupValues {
  /** Custom connectors: the sub-domain before the fixed suffix. */
  subdomain: string;
  /** FAQ connectors. */
  faqName: string;
  /** A data: URL of the chosen image (FAQ connectors), or the current one. */
  image: string;
  /** The production FAQ connector's fallback intent responses. */
  plainTextResponse: string;
  richCardResponse: string;
}

/** The setup dialog's fields that can be refused (by the dialog or by the server), and why. */
export type SetupErrors = Partial<Record<'subdomain' | 'faqName' | 'image', string>>;

export interface ConnectionsState {
  common: Connection[];
  enabled: Connection[];
  fallbackIntent: FallbackIntent | null;
  status: LoadStatus;
  error: ServiceError | null;
  search: string;
  /** The side panel's connector (spec 2 §2 "Connector side panel"). */
  panel: { connectionName: string; connection: Connection | null; status: LoadStatus } | null;
  /** The setup dialog: for which connector, whether Connect is in flight, and the server's field refusals. */
  setup: { connectionName: string; submitting: boolean; serverErrors: SetupErrors } | null;
  linking: LinkingState | null;
  /** Disable's confirmation, then the call in flight. */
  disabling: { connectionName: string; working: boolean } | null;
  snippet: {
    connectionName: string;
    status: LoadStatus;
    data: { GUID: string; expiration_date: number } | null;
  } | null;
  /** After creating a connector: where to go (its page), once the 4.5 s have passed. */
  redirectTo: string | null;
  /** The tasks page (/enabled-intents/{connectionName}). */
  tasks: {
    connectionName: string;
    connection: Connection | null;
    status: LoadStatus;
    /** Add Task in flight, and the server's refusal. */
    adding: boolean;
    addError: string | null;
    /** Whether the Add Task dialog is open. */
    addOpen: boolean;
  } | null;
  /**
   * The OAuth return page (spec 3 §2): in progress, then completed or error; `denied` when the account owner
   * did not allow access (issue 21 §1.6: Try again, not "contact our support"); `retrying` while Try again
   * prepares a fresh account link.
   */
  returnPage: {
    phase: 'progress' | 'completed' | 'error' | 'denied';
    message: string;
    connectionName: string;
    retrying: boolean;
  } | null;
}

const initialState: ConnectionsState = {
  common: [],
  enabled: [],
  fallbackIntent: null,
  status: 'idle',
  error: null,
  search: '',
  panel: null,
  setup: null,
  linking: null,
  disabling: null,
  snippet: null,
  redirectTo: null,
  tasks: null,
  returnPage: null,
};

const replaceConnection = (list: Connection[], connection: Connection) =>
  list.map((candidate) => (candidate.connectionName === connection.connectionName ? connection : candidate));

const connectionsSlice = createSlice({
  name: 'connections',
  initialState,
  reducers: {
    /** The Connections page opened: this window is no longer the return page (a by-hand visit went on). */
    connectionsPageOpened(state) {
      state.returnPage = null;
    },
    connectionsPageClosed(state) {
      state.panel = null;
      state.setup = null;
      state.disabling = null;
      state.snippet = null;
    },
    connectionsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    connectionsLoaded(state, action: PayloadAction<ListConnectionsReply['data']>) {
      state.status = 'succeeded';
      state.common = action.payload.common;
      state.enabled = action.payload.enabled;
      state.fallbackIntent = action.payload.fallbackIntent;
      if (state.panel?.connection) {
        const fresh = [...action.payload.enabled, ...action.payload.common].find(
          (connection) => connection.connectionName === state.panel?.connectionName,
        );
        if (fresh) state.panel.connection = fresh;
      }
    },
    connectionsFailed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    /** A card was opened: the side panel loads the connector with its tasks. */
    panelOpened(state, action: PayloadAction<{ connectionName: string }>) {
      state.panel = { connectionName: action.payload.connectionName, connection: null, status: 'loading' };
    },
    panelLoaded(state, action: PayloadAction<Connection>) {
      if (state.panel?.connectionName !== action.payload.connectionName) return;
      state.panel.connection = action.payload;
      state.panel.status = 'succeeded';
    },
    panelFailed(state, action: PayloadAction<{ connectionName: string }>) {
      if (state.panel?.connectionName === action.payload.connectionName) state.panel.status = 'failed';
    },
    panelClosed(state) {
      state.panel = null;
    },
    setupOpened(state, action: PayloadAction<{ connectionName: string }>) {
      state.setup = { connectionName: action.payload.connectionName, submitting: false, serverErrors: {} };
    },
    setupClosed(state) {
      if (!state.setup?.submitting) state.setup = null;
    },
    /** Connect: the values were valid; the saga enables, saves or re-addresses the connector. */
    setupSubmitted(state, _action: PayloadAction<{ connectionName: string; values: SetupValues }>) {
      if (state.setup) Object.assign(state.setup, { submitting: true, serverErrors: {} });
    },
    /** Connect's work ended: the dialog closes, or stays with the server's refusals under their fields. */
    setupSettled(state, action: PayloadAction<{ close: boolean; serverErrors?: SetupErrors }>) {
      if (!state.setup) return;
      if (action.payload.close) state.setup = null;
      else Object.assign(state.setup, { submitting: false, serverErrors: action.payload.serverErrors ?? {} });
    },
    linkingStarted(state, action: PayloadAction<{ connectionName: string; phase: LinkingState['phase'] }>) {
      state.linking = { ...action.payload, link: null, windowBlocked: false };
    },
    linkingLinkReady(state, action: PayloadAction<{ link: string; windowBlocked: boolean }>) {
      if (!state.linking) return;
      state.linking.phase = 'linking';
      state.linking.link = action.payload.link;
      state.linking.windowBlocked = action.payload.windowBlocked;
    },
    linkingEnded(state) {
      state.linking = null;
    },
    connectionUpdated(state, action: PayloadAction<Connection>) {
      state.enabled = replaceConnection(state.enabled, action.payload);
      state.common = replaceConnection(state.common, action.payload);
      if (state.panel?.connectionName === action.payload.connectionName)
        state.panel.connection = action.payload;
    },
    disableAsked(state, action: PayloadAction<{ connectionName: string }>) {
      state.disabling = { connectionName: action.payload.connectionName, working: false };
    },
    disableCancelled(state) {
      if (!state.disabling?.working) state.disabling = null;
    },
    disableConfirmed(state) {
      if (state.disabling) state.disabling.working = true;
    },
    disableSettled(state) {
      state.disabling = null;
    },
    snippetRequested(state, action: PayloadAction<{ connectionName: string }>) {
      state.snippet = { connectionName: action.payload.connectionName, status: 'loading', data: null };
    },
    snippetLoaded(state, action: PayloadAction<{ GUID: string; expiration_date: number }>) {
      if (!state.snippet) return;
      state.snippet.status = 'succeeded';
      state.snippet.data = action.payload;
    },
    snippetFailed(state) {
      if (state.snippet) state.snippet.status = 'failed';
    },
    snippetClosed(state) {
      state.snippet = null;
    },
    redirectScheduled(state, action: PayloadAction<string>) {
      state.redirectTo = action.payload;
    },
    redirectFollowed(state) {
      state.redirectTo = null;
    },
    tasksPageOpened(state, action: PayloadAction<{ connectionName: string; addOpen?: boolean }>) {
      state.tasks = {
        connectionName: action.payload.connectionName,
        connection: null,
        status: 'loading',
        adding: false,
        addError: null,
        addOpen: Boolean(action.payload.addOpen),
      };
    },
    tasksPageClosed(state) {
      state.tasks = null;
    },
    tasksRequested(state) {
      if (state.tasks) state.tasks.status = 'loading';
    },
    tasksLoaded(state, action: PayloadAction<Connection>) {
      if (state.tasks?.connectionName !== action.payload.connectionName) return;
      state.tasks.connection = action.payload;
      state.tasks.status = 'succeeded';
    },
    tasksFailed(state) {
      if (state.tasks) state.tasks.status = 'failed';
    },
    /** A task's switch: shown at once, put back if the server refuses. */
    taskSwitched(state, action: PayloadAction<{ intentId: string; enabled: boolean }>) {
      const intent = state.tasks?.connection?.intents.find(
        (candidate) => candidate.ID === action.payload.intentId,
      );
      if (intent) intent.enabled = action.payload.enabled;
    },
    /** The server refused a switch: the task shows its state again. */
    taskSwitchReverted(state, action: PayloadAction<{ intentId: string; enabled: boolean }>) {
      const intent = state.tasks?.connection?.intents.find(
        (candidate) => candidate.ID === action.payload.intentId,
      );
      if (intent) intent.enabled = action.payload.enabled;
    },
    addTaskOpened(state) {
      if (state.tasks) Object.assign(state.tasks, { addOpen: true, addError: null });
    },
    addTaskClosed(state) {
      if (state.tasks && !state.tasks.adding) state.tasks.addOpen = false;
    },
    taskSubmitted(state, _action: PayloadAction<NewTask>) {
      if (state.tasks) Object.assign(state.tasks, { adding: true, addError: null });
    },
    taskAdded(state, action: PayloadAction<ConnectionIntent>) {
      if (!state.tasks) return;
      state.tasks.connection?.intents.push(action.payload);
      Object.assign(state.tasks, { adding: false, addOpen: false });
    },
    taskRefused(state, action: PayloadAction<string>) {
      if (state.tasks) Object.assign(state.tasks, { adding: false, addError: action.payload });
    },
    /** The provider sent the user back: the page completes the callback with the address it was opened at. */
    returnPageOpened(state, action: PayloadAction<{ connectionName: string; url: string }>) {
      state.returnPage = {
        phase: 'progress',
        message: '',
        connectionName: action.payload.connectionName,
        retrying: false,
      };
    },
    returnPageSettled(
      state,
      action: PayloadAction<{ phase: 'completed' | 'error' | 'denied'; message: string }>,
    ) {
      if (!state.returnPage) return;
      state.returnPage.phase = action.payload.phase;
      state.returnPage.message = action.payload.message;
    },
    /** Try again after Deny: a fresh account link, opened in this window. */
    returnPageRetried(state) {
      if (state.returnPage) state.returnPage.retrying = true;
    },
    returnPageRetryFailed(state) {
      if (state.returnPage) state.returnPage.retrying = false;
    },
  },
});

/**
 * Account linking for an enabled connection (SETUP without authentication, EDIT, Reconnect). The click handler
 * opens the pop-up first (`openLinkWindow`), so no blocker stops it.
 */
export const accountLinkRequested = createAction<{ connectionName: string }>(
  'connections/accountLinkRequested',
);

/** A return page announced how linking ended (the tasks page and the wizard reload on it). */
export const accountLinkSettled = createAction<{ connectionName: string; status: 'success' | 'error' }>(
  'connections/accountLinkSettled',
);

export const {
  connectionsPageOpened,
  connectionsPageClosed,
  connectionsRequested,
  connectionsLoaded,
  connectionsFailed,
  searchChanged,
  panelOpened,
  panelLoaded,
  panelFailed,
  panelClosed,
  setupOpened,
  setupClosed,
  setupSubmitted,
  setupSettled,
  linkingStarted,
  linkingLinkReady,
  linkingEnded,
  connectionUpdated,
  disableAsked,
  disableCancelled,
  disableConfirmed,
  disableSettled,
  snippetRequested,
  snippetLoaded,
  snippetFailed,
  snippetClosed,
  redirectScheduled,
  redirectFollowed,
  returnPageOpened,
  returnPageSettled,
  returnPageRetried,
  returnPageRetryFailed,
  tasksPageOpened,
  tasksPageClosed,
  tasksRequested,
  tasksLoaded,
  tasksFailed,
  taskSwitched,
  taskSwitchReverted,
  addTaskOpened,
  addTaskClosed,
  taskSubmitted,
  taskAdded,
  taskRefused,
} = connectionsSlice.actions;
export const connectionsReducer = connectionsSlice.reducer;
