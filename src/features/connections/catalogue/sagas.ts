import type { PayloadAction } from '@reduxjs/toolkit';
import { fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import { paths } from '@/config/paths';
import { type Connection, CONNECTOR_FIELDS, PRODUCTION_FAQ_CONNECTION } from '@/contracts/connections';
import { selectSkill, signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { discardLinkWindow } from '@/lib/account-link';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { reloadOnFocus } from '@/lib/redux/window-focus';
import { type ServiceError, toServiceError } from '@/services/errors';

import { prepareAccountLink } from '../account-linking';
import {
  deleteConnection,
  generateSnippet,
  getConnection,
  listConnections,
  savePublicRestConnection,
  updateConnectionUrl,
} from '../api';
import { customConnectorHost } from '../base-url';
import { selectBotBuildRunning } from '../bot/slice';
import { accountLinkSettled, connectionsPageOpened } from '../events';
import { findConnection } from '../known-connections';
import { sendToAccountLink } from '../linking/sagas';
import { linkingEnded, linkingStarted } from '../linking/slice';
import { CONNECTOR_MESSAGES } from '../messages';

import { selectConnections } from './selectors';
import {
  connectionsFailed,
  connectionsLoaded,
  connectionsPageClosed,
  connectionsRequested,
  connectionUpdated,
  disableConfirmed,
  disableSettled,
  panelFailed,
  panelLoaded,
  panelOpened,
  redirectScheduled,
  type SetupErrors,
  setupSettled,
  setupSubmitted,
  type SetupValues,
  snippetFailed,
  snippetLoaded,
  snippetRequested,
} from './slice';

/** Spec 2 §9: redirects after creating a connector. */
export const ACCOUNT_LINK_DELAY_MS = 5000;
export const CONNECTOR_PAGE_DELAY_MS = 4500;

const loadConnections = requestWorker(
  { success: connectionsLoaded, failure: connectionsFailed },
  function* () {
    const { gateway } = yield* services();
    return yield* call(listConnections, gateway);
  },
);

/**
 * While the page is open: load at once; Retry (or a change) loads again, cancelling a load in flight; and again
 * when an account link settles, and when the window regains focus, so that a link revoked meanwhile shows
 * without a reload.
 */
function* runConnectionsPage(): Saga {
  yield takeLatest(connectionsRequested.type, loadConnections);
  yield takeEvery(accountLinkSettled.type, function* () {
    yield put(connectionsRequested());
  });
  yield fork(reloadOnFocus, function* () {
    yield put(connectionsRequested());
  });
  yield put(connectionsRequested());
}

const loadPanel = requestWorker(
  {
    success: (connection: Connection) => panelLoaded(connection),
    failure: (_error, action: PayloadAction<{ connectionName: string }>) =>
      panelFailed({ connectionName: action.payload.connectionName }),
  },
  function* (action: PayloadAction<{ connectionName: string }>) {
    const { gateway } = yield* services();
    return yield* call(getConnection, gateway, action.payload.connectionName);
  },
  { failureNotice: () => notifyError(CONNECTOR_MESSAGES.loadFailed, 'connections/panel') },
);

/** Which setup field a server refusal names (docs: CONNECTOR_FIELDS), if any. */
const SETUP_FIELD_OF: Readonly<Record<string, keyof SetupErrors>> = {
  [CONNECTOR_FIELDS.host]: 'subdomain',
  [CONNECTOR_FIELDS.baseUrl]: 'subdomain',
  [CONNECTOR_FIELDS.name]: 'faqName',
  [CONNECTOR_FIELDS.image]: 'image',
};

/**
 * A failed Connect: a refusal about one field shows under that field (issue 21 §2.3: never only in a toast);
 * anything else is the spec's toast (`message`). The dialog stays open with what was typed.
 */
function* setupFailed(failure: ServiceError, message: string): Saga {
  const field = failure.status === 400 && failure.field ? SETUP_FIELD_OF[failure.field] : undefined;
  if (field && failure.message) {
    yield put(setupSettled({ close: false, serverErrors: { [field]: failure.message } }));
    return;
  }
  yield put(setupSettled({ close: false }));
  yield put(notifyError(message, 'connections/create'));
}

/** Enabling a custom or account-linked connector: create, then the connector page and the account link. */
function* enableConnector(connection: Connection, values: SetupValues): Saga {
  const name = connection.connectionName;
  yield put(linkingStarted({ connectionName: name, phase: 'creating' }));
  const host = connection.setup === 'custom' ? customConnectorHost(connection, values.subdomain) : '';
  const outcome = yield* prepareAccountLink(connection, { host });
  if (outcome.kind !== 'link') {
    discardLinkWindow(name);
    yield put(linkingEnded());
    if (outcome.kind === 'linked') {
      yield put(setupSettled({ close: true }));
      yield put(notifyError(CONNECTOR_MESSAGES.alreadyEnabled, 'connections/create'));
    } else {
      yield* setupFailed(
        outcome.error,
        outcome.error.status === 409
          ? CONNECTOR_MESSAGES.alreadyEnabled
          : outcome.step === 'create'
            ? CONNECTOR_MESSAGES.createFailed
            : CONNECTOR_MESSAGES.linkFailed,
      );
    }
    yield put(connectionsRequested());
    return;
  }
  yield put(setupSettled({ close: true }));
  yield put(connectionsRequested());
  if (!outcome.created) {
    // Enabled already (a stale list) but not linked: straight to a fresh account link, nothing created.
    yield* sendToAccountLink(name, outcome.link);
    return;
  }
  yield put(notifyInfo(CONNECTOR_MESSAGES.created, 'connections/create'));
  // Spec 2 §4: the connector page after 4.5 s, the account link after 5 s (in the pop-up opened on the click).
  yield fork(function* () {
    yield* wait(CONNECTOR_PAGE_DELAY_MS);
    yield put(redirectScheduled(paths.enabledIntents.href(name)));
  });
  yield* wait(ACCOUNT_LINK_DELAY_MS);
  yield* sendToAccountLink(name, outcome.link);
}

/** The FAQ connectors: create (insert) or edit with CreatePublicRestConnection; both close the dialog. */
function* saveFaqConnector(connection: Connection, values: SetupValues): Saga {
  const { gateway, analytics } = yield* services();
  const skill = yield* select(selectSkill);
  const { fallbackIntent } = yield* select(selectConnections);
  const editing = connection.enabled;
  try {
    yield* call(
      savePublicRestConnection,
      gateway,
      connection.connectionName,
      {
        action: editing ? 'edit' : 'insert',
        connection_name: values.faqName.trim(),
        skill_id: skill?.ID ?? '',
        lex_bot_name: skill?.lex_bot_name ?? '',
        image: values.image,
        collection_name: `${skill?.ID ?? ''}_user_upload`,
      },
      connection.connectionName === PRODUCTION_FAQ_CONNECTION && fallbackIntent
        ? {
            plainTextResponse: values.plainTextResponse,
            richCardResponse: values.richCardResponse,
            intentId: fallbackIntent.ID,
          }
        : undefined,
    );
  } catch (error) {
    yield* setupFailed(toServiceError(error), CONNECTOR_MESSAGES.createFailed);
    return;
  }
  yield put(setupSettled({ close: true }));
  yield put(
    notifySuccess(editing ? CONNECTOR_MESSAGES.edited : CONNECTOR_MESSAGES.faqCreated, 'connections/create'),
  );
  // Spec 1 §7: enabling a connector is a product event (the account-linked ones: account-linking.ts).
  if (!editing) yield* call(analytics.record, 'connector_enable', { connector: connection.connectionName });
  yield put(connectionsRequested());
}

/** Config of an enabled custom connector: its new base URL. */
function* changeConnectorUrl(connection: Connection, values: SetupValues): Saga {
  const { gateway } = yield* services();
  try {
    const reply = yield* call(
      updateConnectionUrl,
      gateway,
      connection.connectionName,
      customConnectorHost(connection, values.subdomain),
    );
    if (reply.data) yield put(connectionUpdated(reply.data));
  } catch (error) {
    yield* setupFailed(toServiceError(error), CONNECTOR_MESSAGES.createFailed);
    return;
  }
  yield put(setupSettled({ close: true }));
  yield put(notifySuccess(CONNECTOR_MESSAGES.urlChanged, 'connections/create'));
}

/** Connect in the setup dialog (the dialog validated the values). */
function* submitSetup(action: PayloadAction<{ connectionName: string; values: SetupValues }>): Saga {
  const connection = yield* findConnection(action.payload.connectionName);
  if (!connection) {
    yield put(setupSettled({ close: true }));
    return;
  }
  if (connection.setup === 'faq') yield* saveFaqConnector(connection, action.payload.values);
  else if (connection.enabled && connection.setup === 'custom')
    yield* changeConnectorUrl(connection, action.payload.values);
  else yield* enableConnector(connection, action.payload.values);
}

function* disableConnector(): Saga {
  const state = yield* select(selectConnections);
  const target = state.disabling;
  if (!target) return;
  const connection = yield* findConnection(target.connectionName);
  if (!connection) {
    yield put(disableSettled());
    return;
  }
  if (yield* select(selectBotBuildRunning)) {
    yield put(disableSettled());
    return;
  }
  yield put(notifyInfo(CONNECTOR_MESSAGES.disabling, 'connections/disable'));
  try {
    yield* skillCall(deleteConnection, connection);
    yield put(notifySuccess(CONNECTOR_MESSAGES.disabled, 'connections/disable'));
  } catch (error) {
    const failure = toServiceError(error);
    yield put(
      notifyError(
        failure.status === 403 ? CONNECTOR_MESSAGES.disableForbidden : CONNECTOR_MESSAGES.disableFailed,
        'connections/disable',
      ),
    );
  } finally {
    yield put(disableSettled());
  }
  yield put(connectionsRequested());
}

const loadSnippet = requestWorker(
  { success: snippetLoaded, failure: () => snippetFailed() },
  () => skillCall(generateSnippet),
  { failureNotice: () => notifyError(CONNECTOR_MESSAGES.snippetFailed, 'connections/embed') },
);

/**
 * The Connections page: its lists, side panel, setup dialog, Disable and embed snippet. Linking an account is
 * the linking sub-domain's (the page starts it, and reloads when it settles).
 */
export function* connectionsCatalogueSaga(): Saga {
  yield whileOpen(connectionsPageOpened, [connectionsPageClosed, signOutRequested], runConnectionsPage);
  yield takeLatest(panelOpened.type, loadPanel);
  yield takeLeading(setupSubmitted.type, submitSetup);
  yield takeLatest(disableConfirmed.type, disableConnector);
  yield takeLatest(snippetRequested.type, loadSnippet);
}
