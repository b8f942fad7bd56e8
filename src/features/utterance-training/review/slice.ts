import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { type MarkedText, parseMarkup } from '@/contracts/utterance-markup';
import {
  STARS_MAX,
  STARS_MIN,
  type UtteranceRangeFields,
  type UtteranceRecord,
} from '@/contracts/utterance-training';

import { tagEntity, untagEntity } from '../entity-selection';
import { entityTagged, searchSubmitted } from '../events';
import type { SearchValues } from '../filter';
import { initialMark, type RowMark } from '../training-items';

import { appendRows, emptyRows, type Rows, rowsOf, withoutRows } from './rows';

/** One row of the utterance grouping as the admin has left it (spec 3 §4 "Utterance marks and training"). */
export interface ReviewRow {
  id: string;
  record: UtteranceRecord;
  mark: RowMark;
  stars: number | null;
  /** The answer picked in Select Best Answer; the original shows struck through before it. */
  bestAnswer: string | null;
  /** The intent's id now (Set / Edit intent). */
  intentId: string;
  /** The text and its entities now. */
  marked: MarkedText;
  /** Only rows the admin did something to train. */
  touched: boolean;
}

export type ReviewStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The utterance grouping: the search it shows, its rows (paged in by scrolling), and Train. */
export interface ReviewState {
  /** The search shown, with the range its pages and its Train send. */
  search: { values: SearchValues; range: UtteranceRangeFields } | null;
  rows: Rows<ReviewRow>;
  total: number;
  chatbot: string;
  status: ReviewStatus;
  /** Why the first page failed, as the admin is told. */
  error: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  saving: boolean;
  /** The row the keyboard works on. */
  currentId: string | null;
  /** Rows touched since the last Train (kept, not counted on each change: a mark must repaint at once). */
  touchedCount: number;
}

const initialState: ReviewState = {
  search: null,
  rows: emptyRows<ReviewRow>(),
  total: 0,
  chatbot: '',
  status: 'idle',
  error: null,
  loadingMore: false,
  moreFailed: false,
  saving: false,
  currentId: null,
  touchedCount: 0,
};

export interface UtterancePage {
  records: UtteranceRecord[];
  total: number;
  chatbot: string;
}

const toRow = (record: UtteranceRecord): ReviewRow => ({
  id: record.Id,
  record,
  mark: initialMark(record),
  stars: null,
  bestAnswer: null,
  intentId: record.Intent,
  marked: parseMarkup(record.UserInput),
  touched: false,
});

/** Applies a change to a row that is still on the page, and marks it touched. */
function touch(state: ReviewState, id: string, change: (row: ReviewRow) => void) {
  const row = state.rows.entities[id];
  if (!row) return;
  change(row);
  if (!row.touched) state.touchedCount += 1;
  row.touched = true;
}

const reviewSlice = createSlice({
  name: 'utteranceReview',
  initialState,
  reducers: {
    /** The search whose pages load, once the saga has turned the filter into fields. */
    reviewSearchStarted(state, action: PayloadAction<NonNullable<ReviewState['search']>>) {
      state.search = action.payload;
    },
    /** The search again (Retry after a failed first page). */
    reviewRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
    reviewLoaded(state, action: PayloadAction<UtterancePage>) {
      const { records, total, chatbot } = action.payload;
      state.status = 'succeeded';
      state.total = total;
      state.chatbot = chatbot;
      state.rows = rowsOf(records.map(toRow));
      state.currentId = records[0]?.Id ?? null;
    },
    reviewFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    moreRequested(state) {
      state.loadingMore = true;
      state.moreFailed = false;
    },
    moreLoaded(state, action: PayloadAction<UtterancePage>) {
      state.loadingMore = false;
      state.total = action.payload.total;
      // A row already here (the log grew between pages and shifted the offsets) keeps what the admin did to it.
      appendRows(state.rows, action.payload.records.map(toRow));
    },
    moreFailed(state) {
      state.loadingMore = false;
      state.moreFailed = true;
    },
    rowMarked(state, action: PayloadAction<{ id: string; mark: Exclude<RowMark, null> }>) {
      touch(state, action.payload.id, (row) => {
        row.mark = action.payload.mark;
      });
    },
    rowStarred(state, action: PayloadAction<{ id: string; stars: number | null }>) {
      const { stars } = action.payload;
      touch(state, action.payload.id, (row) => {
        row.stars =
          stars !== null && Number.isInteger(stars) && stars >= STARS_MIN && stars <= STARS_MAX
            ? stars
            : null;
      });
    },
    /** Spec 3 §4: picking a better answer marks the row correct. */
    bestAnswerChosen(state, action: PayloadAction<{ id: string; answer: string }>) {
      touch(state, action.payload.id, (row) => {
        row.bestAnswer = action.payload.answer;
        row.mark = '1';
      });
    },
    rowIntentSet(state, action: PayloadAction<{ id: string; intentId: string }>) {
      touch(state, action.payload.id, (row) => {
        row.intentId = action.payload.intentId;
      });
    },
    entityRemoved(state, action: PayloadAction<{ id: string; index: number }>) {
      touch(state, action.payload.id, (row) => {
        row.marked = untagEntity(row.marked, action.payload.index);
      });
    },
    currentRowChanged(state, action: PayloadAction<string>) {
      state.currentId = action.payload;
    },
    trainRequested(state) {
      state.saving = true;
    },
    /** The trained rows leave the review; the others stay as they were. */
    trainSucceeded(state, action: PayloadAction<string[]>) {
      state.saving = false;
      const trained = new Set(action.payload);
      const ids = state.rows.ids;
      if (state.currentId && trained.has(state.currentId)) {
        const after = ids.slice(ids.indexOf(state.currentId)).find((id) => !trained.has(id));
        state.currentId = after ?? ids.findLast((id) => !trained.has(id)) ?? null;
      }
      state.rows = withoutRows(state.rows, action.payload);
      state.total = Math.max(0, state.total - trained.size);
      for (const row of Object.values(state.rows.entities)) row.touched = false;
      state.touchedCount = 0;
    },
    /** Nothing is lost: the marks stay and Train can be pressed again. */
    trainFailed(state) {
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchSubmitted, (_state, action) => {
        const loading = action.payload.grouping === 'utterance';
        return { ...initialState, status: loading ? ('loading' as const) : ('idle' as const) };
      })
      .addCase(entityTagged, (state, action) => {
        const { rowId, start, end, entity, role } = action.payload;
        touch(state, rowId, (row) => {
          row.marked = tagEntity(row.marked, start, end, entity, role);
        });
      });
  },
});

export const {
  reviewSearchStarted,
  reviewRetried,
  reviewLoaded,
  reviewFailed,
  moreRequested,
  moreLoaded,
  moreFailed,
  rowMarked,
  rowStarred,
  bestAnswerChosen,
  rowIntentSet,
  entityRemoved,
  currentRowChanged,
  trainRequested,
  trainSucceeded,
  trainFailed,
} = reviewSlice.actions;
export const reviewReducer = reviewSlice.reducer;
