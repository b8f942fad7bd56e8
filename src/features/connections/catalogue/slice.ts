import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Connection, FallbackIntent, ListConnectionsReply } from '@/contracts/connections';
import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

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
  /** Disable's confirmation, then the call in flight. */
  disabling: { connectionName: string; working: boolean } | null;
  snippet: {
    connectionName: string;
    status: LoadStatus;
    data: { GUID: string; expiration_date: number } | null;
  } | null;
  /** After creating a connector: where to go (its page), once the 4.5 s have passed. */
  redirectTo: string | null;
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
  disabling: null,
  snippet: null,
  redirectTo: null,
};

const replaceConnection = (list: Connection[], connection: Connection) =>
  list.map((candidate) => (candidate.connectionName === connection.connectionName ? connection : candidate));

const connectionsSlice = createSlice({
  name: 'connections',
  initialState,
  reducers: {
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
  },
});

export const {
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
} = connectionsSlice.actions;
export const connectionsReducer = connectionsSlice.reducer;
