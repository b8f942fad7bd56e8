import { createSelector } from '@reduxjs/toolkit';

import { allRows } from './rows';
import type { ReviewState } from './slice';

type State = { utteranceReview: ReviewState };

export const selectReview = (state: State) => state.utteranceReview;
export const selectReviewRows = createSelector([(state: State) => state.utteranceReview.rows], (rows) =>
  allRows(rows),
);
export const selectReviewRowIds = (state: State) => state.utteranceReview.rows.ids;
export const selectReviewRow = (state: State, id: string) => state.utteranceReview.rows.entities[id];
/** Spec 3 §2: Train appears once a row has been marked (or otherwise changed). */
export const selectTouchedCount = (state: State) => state.utteranceReview.touchedCount;
export const selectReviewStatus = (state: State) => state.utteranceReview.status;
export const selectReviewSaving = (state: State) => state.utteranceReview.saving;
export const selectCurrentRowId = (state: State) => state.utteranceReview.currentId;
export const selectReviewTotal = (state: State) => state.utteranceReview.total;
export const selectHasMore = (state: State) =>
  state.utteranceReview.rows.ids.length < state.utteranceReview.total;
export const selectReviewError = (state: State) => state.utteranceReview.error;
export const selectReviewEmpty = (state: State) => state.utteranceReview.rows.ids.length === 0;
export const selectReviewChatbot = (state: State) => state.utteranceReview.chatbot;
export const selectLoadingMore = (state: State) => state.utteranceReview.loadingMore;
export const selectMoreFailed = (state: State) => state.utteranceReview.moreFailed;
