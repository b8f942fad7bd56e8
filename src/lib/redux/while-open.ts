import type { Action } from '@reduxjs/toolkit';
import type { ActionPattern, ForkEffect } from 'redux-saga/effects';
import { call, race, take, takeLatest } from 'redux-saga/effects';

import type { Saga } from './saga';
import { unauthenticate } from './session';

/**
 * A page's lifecycle: on every `opened`, run `saga` (its loads, delayed loads and polls) until `closed` or the
 * end of the session (`unauthenticate`), whichever comes first; everything the saga forked stops with it. A
 * second `opened` restarts it. Pass the sign-out request in `closed` too (`[pageClosed, signOutRequested]`) to
 * stop before the sign-out has finished: a delayed load must not go out without a session (answered 401, it
 * would be taken for an expired session).
 *
 * It is a watcher effect, yielded like `takeLatest`:
 *
 *     yield whileOpen(dashboardOpened, [dashboardClosed, signOutRequested], runDashboard);
 */
export function whileOpen<A extends Action>(
  opened: ActionPattern<A>,
  closed: ActionPattern,
  saga: (action: A) => Saga,
): ForkEffect {
  const ends: ActionPattern[] = [unauthenticate, ...(Array.isArray(closed) ? closed : [closed])];
  function* open(action: A): Saga {
    yield race({ open: call(saga, action), closed: take(ends as ActionPattern) });
  }
  return takeLatest(opened, open);
}
