import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';

import type { TopBubble } from '@/contracts/bubbles';
import { signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { select } from '@/lib/redux/effects';
import { assistantBubblesChanged } from '@/lib/redux/events';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { whileOpen } from '@/lib/redux/while-open';

import { fetchTopBubbles, saveTopBubbles } from './api';
import { BUBBLES_MESSAGES } from './messages';
import { selectEditedTopBubbles } from './selectors';
import {
  bubbleAdded,
  bubbleDeleted,
  bubbleEdited,
  bubblesFailed,
  bubblesLoaded,
  bubblesPageClosed,
  bubblesPageOpened,
  bubblesRequested,
  bubblesSaved,
  bubblesSaveRequested,
  bubblesSaveSettled,
  bubblesSaveStarted,
  type SaveOrigin,
} from './slice';

const NOTICE = 'bubbles/save';

/** A failure is said where the tree would be, with Retry (the page's LoadError). */
const loadBubbles = requestWorker({ success: bubblesLoaded, failure: bubblesFailed }, function* (): Saga<
  TopBubble[]
> {
  return yield* skillCall(fetchTopBubbles);
});

/** Sends the whole tree as it is now; the edit stays on screen whatever the answer. */
const save = requestWorker(
  {
    started: (origin: SaveOrigin) => bubblesSaveStarted(origin),
    success: (bubbles) => bubblesSaved(bubbles),
    settled: () => bubblesSaveSettled(),
  },
  function* (_origin: SaveOrigin): Saga<TopBubble[]> {
    const bubbles = yield* select(selectEditedTopBubbles);
    return yield* skillCall(saveTopBubbles, bubbles);
  },
  {
    successNotice: (_bubbles, origin) =>
      notifySuccess(origin === 'order' ? BUBBLES_MESSAGES.orderSaved : BUBBLES_MESSAGES.saved, NOTICE),
    failureNotice: () => notifyError(BUBBLES_MESSAGES.updateFailed, NOTICE),
  },
);

/** Spec 3 §4: a bubble added, changed or deleted is saved at once; so is what a Save button asks for. */
function* saveFor(action: PayloadAction<unknown>): Saga {
  yield* save(bubblesSaveRequested.match(action) ? action.payload : 'edit');
}

/** The chat follows a saved tree at once (issue 25). */
function* announceSaved(): Saga {
  yield put(assistantBubblesChanged());
}

function* runBubblesPage(): Saga {
  yield takeLatest(bubblesRequested.type, loadBubbles);
  yield put(bubblesRequested());
}

export function* bubblesSaga(): Saga {
  yield whileOpen(bubblesPageOpened, [bubblesPageClosed, signOutRequested], runBubblesPage);
  yield takeEvery(bubblesSaved.type, announceSaved);
  // The newest save carries every change before it: an older one still in flight is cancelled.
  yield takeLatest(
    [bubbleAdded.type, bubbleEdited.type, bubbleDeleted.type, bubblesSaveRequested.type],
    saveFor,
  );
}
