// The Utterance Training feature's public surface: its declaration, registered by its route before the page
// renders. Sub-domains (ADR 0016): `review/` (the utterance grouping: rows, marks, Train), `groups/` (the cluster
// and intent groupings: the board of groups and the placeholder), `answers/` (Select Best Answer's candidates, for
// both), `conversation/` (the conversation a row came from) and `vocabulary/` (the bot's intents and the tenant's
// entity types).
import { all, fork } from 'redux-saga/effects';

import { defineFeature, sliceOf } from '@/lib/redux/feature';
import type { Saga } from '@/lib/redux/saga';

import { answersSaga } from './answers/sagas';
import { answersReducer, type AnswersState } from './answers/slice';
import { conversationSaga } from './conversation/sagas';
import { conversationReducer, type ConversationState } from './conversation/slice';
import { groupsSaga } from './groups/sagas';
import { groupsReducer, type GroupsState } from './groups/slice';
import { reviewSaga } from './review/sagas';
import { reviewReducer, type ReviewState } from './review/slice';
import { vocabularySaga } from './vocabulary/sagas';
import { vocabularyReducer, type VocabularyState } from './vocabulary/slice';

export type { AnswersState, ConversationState, GroupsState, ReviewState, VocabularyState };
export type { Grouping, RowMark, SearchValues } from './types';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    utteranceReview: ReviewState;
    utteranceGroups: GroupsState;
    utteranceAnswers: AnswersState;
    utteranceConversation: ConversationState;
    utteranceVocabulary: VocabularyState;
  }
}

function* utteranceTrainingSaga(): Saga {
  yield all([
    fork(reviewSaga),
    fork(groupsSaga),
    fork(answersSaga),
    fork(conversationSaga),
    fork(vocabularySaga),
  ]);
}

export const utteranceTrainingFeature = defineFeature({
  name: 'utteranceTraining',
  slices: [
    sliceOf('utteranceReview', reviewReducer),
    sliceOf('utteranceGroups', groupsReducer),
    sliceOf('utteranceAnswers', answersReducer),
    sliceOf('utteranceConversation', conversationReducer),
    sliceOf('utteranceVocabulary', vocabularyReducer),
  ],
  saga: utteranceTrainingSaga,
});
