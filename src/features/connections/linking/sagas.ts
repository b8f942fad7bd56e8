import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { fork, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { selectUsername } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import {
  type AccountLinkResult,
  announceLinkResult,
  discardLinkWindow,
  sendLinkWindowTo,
  showAccountLinkHere,
  subscribeLinkResults,
} from '@/lib/account-link';
import { call, select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { userStorage } from '@/lib/user-storage';

import { prepareAccountLinkFor } from '../account-linking';
import { completeAccountLink } from '../api';
import { accountLinkRequested, accountLinkSettled } from '../events';
import { displayNameOf } from '../known-connections';
import { CONNECTOR_MESSAGES, RETURN_PAGE_DENIED, RETURN_PAGE_FAILED } from '../messages';

import { selectLinking, selectReturnPage } from './selectors';
import {
  linkingEnded,
  linkingLinkReady,
  linkingStarted,
  returnPageOpened,
  returnPageRetried,
  returnPageRetryFailed,
  returnPageSettled,
} from './slice';

/** Spec 3 §4: on success the return page remembers the connected name (the wizard reads it). */
export const CONNECTED_NAME_KEY = 'connected-connection';

/** Points the pop-up at the account link, or says that the user must open it. */
export function* sendToAccountLink(connectionName: string, link: string): Saga {
  const opened = sendLinkWindowTo(connectionName, link);
  yield put(linkingLinkReady({ link, windowBlocked: !opened }));
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

/** When an account is linked: tell the user, and the pages that show it (they reload). */
function* followLinkResults(): Saga {
  const channel = linkResults();
  try {
    for (;;) {
      const result = yield* take(channel);
      if ((yield* select(selectLinking))?.connectionName === result.connectionName) yield put(linkingEnded());
      // The return page that announced it says so itself; the other pages tell the user.
      if ((yield* select(selectReturnPage)) === null) {
        if (result.status === 'success') {
          const name = yield* displayNameOf(result.connectionName);
          yield put(notifySuccess(CONNECTOR_MESSAGES.linked(name), 'connections/link'));
        } else yield put(notifyError(result.message, 'connections/link'));
      }
      yield put(accountLinkSettled({ connectionName: result.connectionName, status: result.status }));
    }
  } finally {
    channel.close();
  }
}

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
  const connectionName = (yield* select(selectReturnPage))?.connectionName ?? '';
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

export function* accountLinkingSaga(): Saga {
  yield takeLatest(accountLinkRequested.type, linkAccount);
  yield takeLeading(returnPageOpened.type, completeReturn);
  yield takeLeading(returnPageRetried.type, retryFromReturnPage);
  yield fork(followLinkResults);
}
