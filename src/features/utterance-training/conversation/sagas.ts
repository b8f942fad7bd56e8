import { put, takeLatest } from 'redux-saga/effects';

import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import * as api from '../api';
import { selectReview } from '../review/selectors';

import { conversationFailed, conversationLoaded, conversationRequested } from './slice';

function* loadConversation(action: ReturnType<typeof conversationRequested>): Saga {
  const { recordId } = action.payload;
  try {
    const { search } = yield* select(selectReview);
    if (!search) throw new Error('No search: no organisation to ask.');
    const { gateway } = yield* services();
    const turns = yield* call(api.fetchConversation, gateway, search.range.tenant, recordId);
    yield put(conversationLoaded({ recordId, turns }));
  } catch {
    yield put(conversationFailed({ recordId }));
  }
}

export function* conversationSaga(): Saga {
  yield takeLatest(conversationRequested, loadConversation);
}
