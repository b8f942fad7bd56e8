import type { PayloadAction } from '@reduxjs/toolkit';
import { fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import type { Connection, NewTask } from '@/contracts/connections';
import { selectUsername, signOutRequested } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { formDrafts } from '@/lib/form-draft';
import { call, select } from '@/lib/redux/effects';
import { optimistic } from '@/lib/redux/optimistic';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { reloadOnFocus } from '@/lib/redux/window-focus';
import { toServiceError } from '@/services/errors';

import { createIntent, getConnection, setIntentEnabled } from '../api';
import { selectBotBuildRunning } from '../bot/slice';
import { accountLinkSettled } from '../events';
import { BUILD_BLOCKED_REASON, TASK_MESSAGES } from '../messages';

import { addTaskDraftKey } from './form';
import { selectTasksPage } from './selectors';
import {
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

/** A switch was flipped (the page shows it already): send it, and flip it back if it cannot be done. */
function* toggleTask(action: PayloadAction<{ intentId: string; enabled: boolean }>): Saga {
  const page = yield* select(selectTasksPage);
  if (!page) return;
  const { intentId, enabled } = action.payload;
  const title = page.connection?.intents.find((intent) => intent.ID === intentId)?.title ?? 'The task';
  const { gateway } = yield* services();
  try {
    yield* optimistic(taskSwitchReverted({ intentId, enabled: !enabled }), function* () {
      if (yield* select(selectBotBuildRunning)) throw new Error(BUILD_BLOCKED_REASON);
      yield* call(setIntentEnabled, gateway, page.connectionName, intentId, enabled);
    });
    yield put(notifySuccess(TASK_MESSAGES.toggled(title, enabled), 'connections/task'));
  } catch (error) {
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
  const page = yield* select(selectTasksPage);
  if (!page) return;
  const { gateway } = yield* services();
  try {
    const task = yield* call(createIntent, gateway, page.connectionName, action.payload);
    // Added: its kept draft (issue 21 §4.5) has done its work.
    formDrafts(yield* select(selectUsername)).discard(addTaskDraftKey(page.connectionName));
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

export function* connectionTasksSaga(): Saga {
  yield whileOpen(tasksPageOpened, [tasksPageClosed, signOutRequested], runTasksPage);
  yield takeEvery(taskSwitched.type, toggleTask);
  yield takeLeading(taskSubmitted.type, addTask);
}
