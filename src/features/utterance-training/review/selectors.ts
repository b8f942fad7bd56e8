import { createSelector } from '@reduxjs/toolkit';

import { type ReviewState, rowsSelectors } from './slice';

type State = { utteranceReview: ReviewState };

export const selectReview = (state: State) => state.utteranceReview;
export const selectReviewRows = createSelector([(state: State) => state.utteranceReview.rows], (rows) =>
  rowsSelectors.selectAll(rows),
);
export const selectReviewRowIds = (state: State) => state.utteranceReview.rows.ids;
export const selectReviewRow = (state: State, id: string) => state.utteranceReview.rows.entities[id];
/** Spec 3 §2: Train appears once a row has been marked (or otherwise changed). */
export const selectTouchedCount = createSelector([selectReviewRows], (rows) =>
  rows.reduce((count, row) => count + (row.touched ? 1 : 0), 0),
);
export const selectHasMore = (state: State) =>
  state.utteranceReview.rows.ids.length < state.utteranceReview.total;
