import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';

import type { TopBubble } from '@/contracts/bubbles';
import { selectCurrentUser, selectSkill, signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { assistantBubblesChanged } from '@/lib/redux/events';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';

import { fetchTopBubbles, saveTopBubbles } from './api';
import { uncheckedUtterances } from './checks';
import { BUBBLES_MESSAGES } from './messages';
import { selectBubbles, selectEditedTopBubbles } from './selectors';
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
  utteranceChecked,
} from './slice';

const NOTICE = 'bubbles/save';

/** Lex V2's intent for what matched nothing. */
const FALLBACK_INTENT = 'FallbackIntent';

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

/**
 * Asks the bot what it makes of each intent bubble's utterance not asked about yet (issue 25: the real runtime
 * path, RecognizeText, marked as a check so that it is not recorded as a conversation), one at a time. Runs
 * after a load and after each change; a newer run cancels an older one, and answers are kept by utterance.
 */
function* checkUtterances(): Saga {
  const [skill, user] = [yield* select(selectSkill), yield* select(selectCurrentUser)];
  if (!skill || !user) return;
  const { bot } = yield* services();
  for (;;) {
    const { edited, utteranceChecks } = yield* select(selectBubbles);
    const [utterance] = uncheckedUtterances(edited, utteranceChecks);
    if (utterance === undefined) return;
    let result: 'understood' | 'not-understood' | 'failed';
    try {
      const reply = yield* call(bot.send, {
        botId: skill.lex_bot_name,
        // Its own session: a check never joins the administrator's conversation.
        sessionId: `${user.sub}-bubble-check`,
        kind: 'text',
        text: utterance,
        sessionAttributes: { appId: skill.appId },
        requestAttributes: { source: 'bubble', bubbleUsage: 'true', purpose: 'check' },
      });
      result = reply.intent && reply.intent !== FALLBACK_INTENT ? 'understood' : 'not-understood';
    } catch {
      result = 'failed';
    }
    yield put(utteranceChecked({ utterance, result }));
  }
}

function* runBubblesPage(): Saga {
  yield takeLatest([bubblesLoaded.type, bubbleAdded.type, bubbleEdited.type], checkUtterances);
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
