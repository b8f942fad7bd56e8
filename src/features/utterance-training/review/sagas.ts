import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { toServiceError } from '@/services/errors';

import * as api from '../api';
import { searchSubmitted } from '../events';
import { rangeFields } from '../filter';
import { UTTERANCE_MESSAGES } from '../messages';
import { utteranceTraining } from '../training-items';
import { selectIntentsById, selectVocabulary } from '../vocabulary/selectors';

import { selectReview, selectReviewRows } from './selectors';
import {
  moreFailed,
  moreLoaded,
  moreRequested,
  reviewFailed,
  reviewLoaded,
  reviewRetried,
  reviewSearchStarted,
  trainFailed,
  trainRequested,
  trainSucceeded,
  type UtterancePage,
} from './slice';

/** Ours: rows a scroll brings in (spec 3 §9's default page size). */
export const PAGE_SIZE = 25;
const TRAIN_KEY = 'utterance-training/train';

/** The admin's message for a search that failed (spec 3 §8: 404 has its own). */
const searchFailureMessage = (error: unknown) =>
  toServiceError(error).status === 404 ? UTTERANCE_MESSAGES.noChatbot : UTTERANCE_MESSAGES.loadFailed;

function* fetchPage(from: number): Saga<UtterancePage> {
  const { search } = yield* select(selectReview);
  if (!search) throw new Error('No search to page through.');
  const { gateway } = yield* services();
  const order = search.values.descending ? 'desc' : 'asc';
  const reply = yield* call(api.fetchUtterancePage, gateway, search.range, { from, limit: PAGE_SIZE, order });
  return { records: reply.data, total: reply.total, chatbot: reply.chatbot };
}

function* loadFirstPage(): Saga {
  try {
    yield put(reviewLoaded(yield* fetchPage(0)));
  } catch (error) {
    yield put(reviewFailed(searchFailureMessage(error)));
  }
}

function* startSearch(action: ReturnType<typeof searchSubmitted>): Saga {
  if (action.payload.grouping !== 'utterance') return;
  yield put(reviewSearchStarted({ values: action.payload, range: rangeFields(action.payload) }));
  yield* loadFirstPage();
}

function* loadMore(): Saga {
  const { rows } = yield* select(selectReview);
  try {
    yield put(moreLoaded(yield* fetchPage(rows.ids.length)));
  } catch {
    yield put(moreFailed());
  }
}

/**
 * Spec 3 §4, §7: the touched rows' feedback on the public API, then the rows marked trained, which leave the
 * review. On failure nothing changes on the page: the marks stay and Train can be pressed again.
 */
function* train(): Saga {
  const rows = yield* select(selectReviewRows);
  const intents = yield* select(selectIntentsById);
  const { search } = yield* select(selectReview);
  const { tenant } = yield* select(selectVocabulary);
  const { items, trainedIds } = utteranceTraining(
    rows.map((row) => ({
      record: row.record,
      mark: row.mark,
      stars: row.stars,
      bestAnswer: row.bestAnswer,
      intent: intents.get(row.intentId) ?? null,
      marked: row.marked,
      touched: row.touched,
    })),
    search?.range.tenant ?? tenant,
  );
  yield put(notifyInfo(UTTERANCE_MESSAGES.saving, TRAIN_KEY));
  try {
    const { gateway } = yield* services();
    yield* call(api.trainUtterances, gateway, items, search?.range.dates ?? '', trainedIds);
    yield put(trainSucceeded(trainedIds));
    yield put(notifySuccess(UTTERANCE_MESSAGES.saved, TRAIN_KEY));
  } catch {
    yield put(trainFailed());
    yield put(notifyError(UTTERANCE_MESSAGES.saveFailed, TRAIN_KEY));
  }
}

export function* reviewSaga(): Saga {
  yield all([
    takeLatest(searchSubmitted, startSearch),
    takeLatest(reviewRetried, loadFirstPage),
    takeLeading(moreRequested, loadMore),
    takeLeading(trainRequested, train),
  ]);
}
