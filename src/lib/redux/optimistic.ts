import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';

import { cancelled } from './effects';
import type { Saga } from './saga';

/**
 * An optimistic change (a switch flipped, a list reordered): the store already shows it, so the page answers at
 * once, and `commit` sends it. When the commit fails, or is cancelled before it ends (the page closed, a newer
 * change took over), `undo` puts the previous state back; a failure is then rethrown for the caller's message.
 *
 *   // The page dispatched taskSwitched({ intentId, enabled }); its reducer shows the switch flipped.
 *   yield* optimistic(taskSwitchReverted({ intentId, enabled: !enabled }), function* () { … the call … });
 *
 * `undo` must not be the action that starts this saga, or undoing would send the change again.
 */
export function* optimistic<T>(undo: Action, commit: () => Saga<T>): Saga<T> {
  let settled = false;
  try {
    const result = yield* commit();
    settled = true;
    return result;
  } catch (error) {
    settled = true;
    yield put(undo);
    throw error;
  } finally {
    if (!settled && (yield* cancelled())) yield put(undo);
  }
}
