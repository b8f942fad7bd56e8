import { all, debounce, put, takeLatest } from 'redux-saga/effects';

import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import * as api from '../api';

import {
  answersFailed,
  answersLoaded,
  answersRequested,
  faqQuestionsFound,
  faqSearchChanged,
  selectAnswers,
} from './slice';

/** Ours: the FAQ search in Select Best Answer waits for typing to pause. */
export const FAQ_SEARCH_DEBOUNCE_MS = 300;

function* loadAnswers(action: ReturnType<typeof answersRequested>): Saga {
  const { target, utterances, chatbot } = action.payload;
  try {
    const { gateway } = yield* services();
    const answers = yield* call(api.fetchAnswers, gateway, chatbot, utterances);
    yield put(answersLoaded({ target, answers }));
  } catch {
    yield put(answersFailed({ target }));
  }
}

function* searchFaq(action: ReturnType<typeof faqSearchChanged>): Saga {
  const open = yield* select(selectAnswers);
  if (open?.target !== action.payload.target) return;
  const { gateway } = yield* services();
  const questions = yield* call(api.searchFaqQuestions, gateway, open.chatbot, action.payload.text);
  yield put(faqQuestionsFound({ target: action.payload.target, questions }));
}

export function* answersSaga(): Saga {
  const { timings } = yield* services();
  yield all([
    takeLatest(answersRequested, loadAnswers),
    debounce(timings.wait(FAQ_SEARCH_DEBOUNCE_MS), faqSearchChanged, searchFaq),
  ]);
}
