import type { Action } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';

import type { ClusterJobMessage, ClusterJobResult } from '@/contracts/utterance-training';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { awaitQueueMessage, withAttribute } from '@/lib/redux/queue-message';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { toServiceError } from '@/services/errors';

import * as api from '../api';
import { searchSubmitted } from '../events';
import { rangeFields } from '../filter';
import { UTTERANCE_LABELS, UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from '../messages';
import { clusterTraining, intentTraining, type MovedUtterance } from '../training-items';

import { boardOf, movedItems, PLACEHOLDER } from './board';
import { selectGroups } from './selectors';
import {
  clusteringStarted,
  groupsFailed,
  groupsLoaded,
  groupsRetried,
  groupsSearchStarted,
  groupsTrainRequested,
  groupsTrainSettled,
  groupsTrainSucceeded,
} from './slice';

/** Spec 3 §7, §9: the first receive after 3 s, then every 1 s, 10 messages, a 20 s long poll. */
export const CLUSTER_POLL = {
  firstDelayMs: 3_000,
  retryIntervalMs: 1_000,
  receive: { maxMessages: 10, waitSeconds: 20, attributeNames: ['JobId'] },
  /** Ours: with 20 s long polls, about five minutes before the result is given up. */
  attempts: 15,
} as const;
const TRAIN_KEY = 'utterance-training/train-groups';

const failureMessage = (error: unknown) =>
  toServiceError(error).status === 404 ? UTTERANCE_MESSAGES.noChatbot : UTTERANCE_MESSAGES.loadFailed;

/** The job's result: its message on the tenant's job queue (by JobId), then the file it links to. */
function* clusterResult(jobId: string): Saga<ClusterJobResult | null> {
  const { config, storage } = yield* services();
  const message = yield* awaitQueueMessage({
    queueUrl: config.uploadQueueUrl,
    ...CLUSTER_POLL,
    match: withAttribute('JobId', jobId),
  });
  if (!message) return null;
  const { resultLink } = JSON.parse(message.body) as ClusterJobMessage;
  return JSON.parse(yield* call(storage.readResult, resultLink)) as ClusterJobResult;
}

function* loadGroups(): Saga {
  const { search, grouping } = yield* select(selectGroups);
  if (!search || !grouping) return;
  try {
    const { gateway } = yield* services();
    const clusters = grouping === 'cluster' ? Number(search.values.numClusters) : 0;
    const reply = yield* call(api.fetchClusterData, gateway, search.range, clusters);
    if (reply.data) {
      yield put(groupsLoaded({ board: boardOf(reply.data), chatbot: reply.chatbot }));
      return;
    }
    if (!reply.jobId) {
      yield put(groupsFailed(UTTERANCE_MESSAGES.overflow(reply.msg ?? '', reply.count)));
      return;
    }
    yield put(clusteringStarted());
    const result = yield* clusterResult(reply.jobId);
    // No message within the wait: the job may still finish, so the page says it is not ready, not that it failed.
    if (!result) yield put(groupsFailed(UTTERANCE_TEXTS.clustersNotReady));
    else if (result.code !== 200) yield put(groupsFailed(UTTERANCE_MESSAGES.loadFailed));
    else yield put(groupsLoaded({ board: boardOf(result.data), chatbot: result.chatbot || reply.chatbot }));
  } catch (error) {
    yield put(groupsFailed(failureMessage(error)));
  }
}

function* startSearch(action: ReturnType<typeof searchSubmitted>): Saga {
  if (action.payload.grouping === 'utterance') return;
  yield put(groupsSearchStarted({ values: action.payload, range: rangeFields(action.payload) }));
  yield* loadGroups();
}

const groupName = (group: string) => (group === PLACEHOLDER ? UTTERANCE_LABELS.placeholder : group);

/**
 * Spec 3 §4, §7: only utterances now in another group than their own train, on the private feedback API, then
 * their texts are marked trained and leave the board. With no move, the warning of §5 and nothing sent.
 */
function* train(action: ReturnType<typeof groupsTrainRequested>): Saga {
  const { board, grouping, search } = yield* select(selectGroups);
  // By intent, only a move into another intent trains: the placeholder is no intent.
  const moved = (board ? movedItems(board) : []).filter(
    (item) => grouping === 'cluster' || item.group !== PLACEHOLDER,
  );
  if (!search || !grouping || moved.length === 0) {
    yield put(groupsTrainSettled());
    yield put(
      notifyWarning(
        grouping === 'intent' ? UTTERANCE_MESSAGES.noIntentMoves : UTTERANCE_MESSAGES.noClusterMoves,
        TRAIN_KEY,
      ),
    );
    return;
  }
  const moves: MovedUtterance[] = moved.map((item) => ({
    text: item.text,
    from: groupName(item.initialGroup),
    to: groupName(item.group),
  }));
  const { items, texts } =
    grouping === 'cluster'
      ? clusterTraining(moves, search.range.tenant, action.payload.answer)
      : intentTraining(moves, search.range.tenant);
  yield put(notifyInfo(UTTERANCE_MESSAGES.saving, TRAIN_KEY));
  try {
    const { gateway } = yield* services();
    yield* call(api.trainGroups, gateway, items, search.range.dates, texts);
    yield put(groupsTrainSucceeded(moved.map((item) => item.key)));
    yield put(notifySuccess(UTTERANCE_MESSAGES.saved, TRAIN_KEY));
  } catch {
    yield put(groupsTrainSettled());
    yield put(notifyError(UTTERANCE_MESSAGES.saveFailed, TRAIN_KEY));
  }
}

/** A new search, or Retry: the later cancels the earlier (and the wait for its job). */
function* searchOrRetry(action: Action): Saga {
  if (searchSubmitted.match(action)) yield* startSearch(action);
  else yield* loadGroups();
}

export function* groupsSaga(): Saga {
  yield all([
    takeLatest([searchSubmitted.type, groupsRetried.type], searchOrRetry),
    takeLeading(groupsTrainRequested, train),
  ]);
}
