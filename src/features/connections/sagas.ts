import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import { paths } from '@/config/paths';
import {
  type Connection,
  CONNECTOR_FIELDS,
  type NewTask,
  PRODUCTION_FAQ_CONNECTION,
} from '@/contracts/connections';
import { selectSkill, selectUsername, signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import {
  type AccountLinkResult,
  announceLinkResult,
  discardLinkWindow,
  sendLinkWindowTo,
  showAccountLinkHere,
  subscribeLinkResults,
} from '@/lib/account-link';
import { formDrafts } from '@/lib/form-draft';
import { call, select, take } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { userStorage } from '@/lib/user-storage';
import { type ServiceError, toServiceError } from '@/services/errors';

import { prepareAccountLink, prepareAccountLinkFor } from './account-linking';
import {
  completeAccountLink,
  createIntent,
  deleteConnection,
  generateSnippet,
  getConnection,
  listConnections,
  savePublicRestConnection,
  setIntentEnabled,
  updateConnectionUrl,
} from './api';
import { customConnectorHost } from './base-url';
import { BUILD_BLOCKED_REASON, selectBotBuildRunning } from './bot-slice';
import { CONNECTOR_MESSAGES } from './messages';
import { selectConnections } from './selectors';
import {
  accountLinkRequested,
  accountLinkSettled,
  connectionsFailed,
  connectionsLoaded,
  connectionsPageClosed,
  connectionsPageOpened,
  connectionsRequested,
  connectionUpdated,
  disableConfirmed,
  disableSettled,
  linkingEnded,
  linkingLinkReady,
  linkingStarted,
  panelFailed,
  panelLoaded,
  panelOpened,
  redirectScheduled,
  returnPageOpened,
  returnPageRetried,
  returnPageRetryFailed,
  returnPageSettled,
  type SetupErrors,
  setupSettled,
  setupSubmitted,
  type SetupValues,
  snippetFailed,
  snippetLoaded,
  snippetRequested,
  taskAdded,
  taskRefused,
  tasksFailed,
  tasksLoaded,
  tasksPageClosed,
  tasksPageOpened,
  tasksRequested,
  taskSubmitted,
  taskSwitched,
  taskSwitchReverted,
} from './slice';
import { addTaskDraftKey } from './task-form';

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
 * The window regains focus (or its tab is shown again): an account link may have been revoked or completed
 * meanwhile, elsewhere (issue 21 §2.5).
 */
function windowFocusRegained(): EventChannel<true> {
  return eventChannel((emit) => {
    const onFocus = () => emit(true);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
}

/** While a page is open: `reload` again each time the window regains focus. */
function* reloadOnFocus(reload: () => Saga): Saga {
  const channel = windowFocusRegained();
  try {
    for (;;) {
      yield* take(channel);
      yield* reload();
    }
  } finally {
    channel.close();
  }
}

/**
 * While the page is open: load at once; Retry (or a change) loads again, cancelling a load in flight; and again
 * when the window regains focus, so that a link revoked meanwhile shows without a reload.
 */
function* runConnectionsPage(): Saga {
  yield takeLatest(connectionsRequested.type, loadConnections);
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

function* findConnection(connectionName: string): Saga<Connection | undefined> {
  const state = yield* select(selectConnections);
  return [...state.enabled, ...state.common, state.panel?.connection, state.tasks?.connection].find(
    (connection): connection is Connection => connection?.connectionName === connectionName,
  );
}

/**
 * The name people know a connector by, for a message (issue 21 §2.7: never its id): from what the page holds,
 * else from the server; "Your connector" when neither can say.
 */
function* displayNameOf(connectionName: string): Saga<string> {
  const known = yield* findConnection(connectionName);
  if (known) return known.display_name;
  try {
    const { gateway } = yield* services();
    return (yield* call(getConnection, gateway, connectionName)).display_name;
  } catch {
    return 'Your connector';
  }
}

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

/** Points the pop-up at the account link, or says that the user must open it. */
function* sendToAccountLink(connectionName: string, link: string): Saga {
  const opened = sendLinkWindowTo(connectionName, link);
  yield put(linkingLinkReady({ link, windowBlocked: !opened }));
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

/** SETUP, EDIT or Reconnect of an enabled connection: a fresh account link, in the pop-up opened on the click. */
function* linkAccount(action: PayloadAction<{ connectionName: string }>): Saga {
  const { connectionName } = action.payload;
  yield put(linkingStarted({ connectionName, phase: 'linking' }));
  const outcome = yield* prepareAccountLinkFor(connectionName);
  if (outcome.kind === 'link') {
    yield* sendToAccountLink(connectionName, outcome.link);
    return;
  }
  discardLinkWindow(connectionName);
  yield put(linkingEnded());
  yield put(notifyError(CONNECTOR_MESSAGES.linkFailed, 'connections/link'));
}

/** The results the return page announces (from the pop-up, or another tab). */
function linkResults(): EventChannel<AccountLinkResult> {
  return eventChannel((emit) => subscribeLinkResults(emit));
}

/** When an account is linked: refresh what shows it, and tell the user. */
function* followLinkResults(): Saga {
  const channel = linkResults();
  try {
    for (;;) {
      const result = yield* take(channel);
      const linking = (yield* select(selectConnections)).linking;
      if (linking?.connectionName === result.connectionName) yield put(linkingEnded());
      // The return page that announced it says so itself; the other pages tell the user.
      if ((yield* select(selectConnections)).returnPage === null) {
        if (result.status === 'success') {
          const name = yield* displayNameOf(result.connectionName);
          yield put(notifySuccess(CONNECTOR_MESSAGES.linked(name), 'connections/link'));
        } else yield put(notifyError(result.message, 'connections/link'));
      }
      yield put(connectionsRequested());
      yield put(accountLinkSettled({ connectionName: result.connectionName, status: result.status }));
    }
  } finally {
    channel.close();
  }
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

/** Spec 3 §8 "OAuth page": a real failure. */
export const RETURN_PAGE_FAILED =
  'Your connection setup has failed. Please contact our support so we can resolve issue with your connection setup.';
/** Issue 21 §1.6: the account owner did not allow access (the provider's `error=access_denied`). */
export const RETURN_PAGE_DENIED = (connector: string) => `You didn't allow access to ${connector}.`;
/** Spec 3 §4: on success the return page remembers the connected name (the wizard reads it). */
export const CONNECTED_NAME_KEY = 'connected-connection';

/** The OAuth return page: completes the callback, then tells the portal's other pages how it went. */
function* completeReturn(action: PayloadAction<{ connectionName: string; url: string }>): Saga {
  const { connectionName, url } = action.payload;
  const { gateway } = yield* services();
  // OAuth's answer when the account owner chose Deny: not a failure to report to support.
  const denied = new URL(url).searchParams.get('error') === 'access_denied' && Boolean(connectionName);
  let result: AccountLinkResult;
  try {
    if (!connectionName) throw new Error('The return address names no connection.');
    // Also after Deny: the provider's linking request is closed on the server.
    const reply = yield* call(completeAccountLink, gateway, connectionName, url);
    result = {
      connectionName,
      status: reply.status === 'success' ? 'success' : 'error',
      message: reply.status === 'success' ? reply.message : RETURN_PAGE_FAILED,
    };
  } catch {
    result = { connectionName, status: 'error', message: RETURN_PAGE_FAILED };
  }
  if (denied && result.status === 'error') {
    result = { ...result, message: RETURN_PAGE_DENIED(yield* displayNameOf(connectionName)) };
  }
  if (result.status === 'success') {
    const username = yield* select(selectUsername);
    if (username) userStorage(username).set(CONNECTED_NAME_KEY, connectionName);
  }
  announceLinkResult(result);
  yield put(
    returnPageSettled({
      phase: result.status === 'success' ? 'completed' : denied ? 'denied' : 'error',
      message: result.message,
    }),
  );
}

/** Try again on the return page after Deny: consent again, in this window (the shared linking flow). */
function* retryFromReturnPage(): Saga {
  const connectionName = (yield* select(selectConnections)).returnPage?.connectionName ?? '';
  const outcome = yield* prepareAccountLinkFor(connectionName);
  if (outcome.kind === 'link') {
    showAccountLinkHere(outcome.link);
    return;
  }
  yield put(returnPageRetryFailed());
  if (outcome.kind === 'linked') {
    yield put(returnPageSettled({ phase: 'completed', message: '' }));
    return;
  }
  yield put(notifyError(CONNECTOR_MESSAGES.linkFailed, 'connections/link'));
}

/** The tasks page's messages. */
export const TASK_MESSAGES = {
  added: 'Task added. The assistant uses it after the next build.',
  toggled: (title: string, enabled: boolean) =>
    `${title} is ${enabled ? 'enabled' : 'disabled'}. The change takes effect after the next build.`,
  toggleFailed: 'The task could not be changed. Please try again.',
  addFailed: 'The task could not be added. Please try again.',
} as const;

const loadTasks = requestWorker(
  { success: (connection: Connection) => tasksLoaded(connection), failure: () => tasksFailed() },
  function* (connectionName: string) {
    const { gateway } = yield* services();
    return yield* call(getConnection, gateway, connectionName);
  },
);

/**
 * While the tasks page is open: load it, again on Retry, when its account link was just completed, and when the
 * window regains focus.
 */
function* runTasksPage(action: PayloadAction<{ connectionName: string }>): Saga {
  const { connectionName } = action.payload;
  yield takeLatest(tasksRequested.type, () => loadTasks(connectionName));
  yield takeLatest(
    (candidate: { type: string; payload?: unknown }) =>
      accountLinkSettled.match(candidate) && candidate.payload.connectionName === connectionName,
    () => loadTasks(connectionName),
  );
  yield fork(reloadOnFocus, function* () {
    yield put(tasksRequested());
  });
  yield* call(loadTasks, connectionName);
}

function* toggleTask(action: PayloadAction<{ intentId: string; enabled: boolean }>): Saga {
  const tasks = (yield* select(selectConnections)).tasks;
  if (!tasks) return;
  const { intentId, enabled } = action.payload;
  const title = tasks.connection?.intents.find((intent) => intent.ID === intentId)?.title ?? 'The task';
  const { gateway } = yield* services();
  try {
    if (yield* select(selectBotBuildRunning)) throw new Error(BUILD_BLOCKED_REASON);
    yield* call(setIntentEnabled, gateway, tasks.connectionName, intentId, enabled);
    yield put(notifySuccess(TASK_MESSAGES.toggled(title, enabled), 'connections/task'));
  } catch (error) {
    yield put(taskSwitchReverted({ intentId, enabled: !enabled }));
    const failure = toServiceError(error);
    yield put(
      notifyError(
        failure.status === 409 || failure.message === BUILD_BLOCKED_REASON
          ? BUILD_BLOCKED_REASON
          : TASK_MESSAGES.toggleFailed,
        'connections/task',
      ),
    );
  }
}

function* addTask(action: PayloadAction<NewTask>): Saga {
  const tasks = (yield* select(selectConnections)).tasks;
  if (!tasks) return;
  const { gateway } = yield* services();
  try {
    const task = yield* call(createIntent, gateway, tasks.connectionName, action.payload);
    // Added: its kept draft (issue 21 §4.5) has done its work.
    formDrafts(yield* select(selectUsername)).discard(addTaskDraftKey(tasks.connectionName));
    yield put(taskAdded(task));
    yield put(notifySuccess(TASK_MESSAGES.added, 'connections/task'));
  } catch (error) {
    const failure = toServiceError(error);
    yield put(
      taskRefused(
        failure.status === 409
          ? BUILD_BLOCKED_REASON
          : (failure.status === 400 || failure.status === 413) && failure.message
            ? failure.message
            : TASK_MESSAGES.addFailed,
      ),
    );
  }
}

export function* connectionsSaga(): Saga {
  yield whileOpen(tasksPageOpened, [tasksPageClosed, signOutRequested], runTasksPage);
  yield takeEvery(taskSwitched.type, toggleTask);
  yield takeLeading(taskSubmitted.type, addTask);
  yield takeLeading(returnPageOpened.type, completeReturn);
  yield takeLeading(returnPageRetried.type, retryFromReturnPage);
  yield whileOpen(connectionsPageOpened, [connectionsPageClosed, signOutRequested], runConnectionsPage);
  yield takeLatest(panelOpened.type, loadPanel);
  yield takeLeading(setupSubmitted.type, submitSetup);
  yield takeLatest(accountLinkRequested.type, linkAccount);
  yield takeLatest(disableConfirmed.type, disableConnector);
  yield takeLatest(snippetRequested.type, loadSnippet);
  yield fork(followLinkResults);
}
