import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { UtteranceRangeFields } from '@/contracts/utterance-training';

import { searchSubmitted } from '../events';
import type { SearchValues } from '../filter';

import { type Board, moveItems, withGroup } from './board';

export type GroupsStatus = 'idle' | 'loading' | 'clustering' | 'succeeded' | 'failed';
export type GroupGrouping = 'cluster' | 'intent';

/** The cluster and intent groupings (spec 3 §2, §4): the board, the checked utterances and Train. */
export interface GroupsState {
  search: { values: SearchValues; range: UtteranceRangeFields } | null;
  grouping: GroupGrouping | null;
  status: GroupsStatus;
  /** Why the result failed, as the admin is told (spec 3 §8: 404, 500, the overflow). */
  error: string | null;
  board: Board | null;
  /** The chatbot the result is for (Select Best Answer asks it). */
  chatbot: string;
  /** Checked utterances (item keys). */
  selected: string[];
  saving: boolean;
}

const initialState: GroupsState = {
  search: null,
  grouping: null,
  status: 'idle',
  error: null,
  board: null,
  chatbot: '',
  selected: [],
  saving: false,
};

const groupsSlice = createSlice({
  name: 'utteranceGroups',
  initialState,
  reducers: {
    groupsSearchStarted(state, action: PayloadAction<NonNullable<GroupsState['search']>>) {
      state.search = action.payload;
    },
    groupsRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The cluster job was accepted: its result arrives on the queue. */
    clusteringStarted(state) {
      state.status = 'clustering';
    },
    groupsLoaded(state, action: PayloadAction<{ board: Board; chatbot: string }>) {
      state.status = 'succeeded';
      state.board = action.payload.board;
      state.chatbot = action.payload.chatbot;
      state.selected = [];
    },
    groupsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    selectionToggled(state, action: PayloadAction<{ keys: string[]; selected: boolean }>) {
      const keys = new Set(state.selected);
      for (const key of action.payload.keys) {
        if (action.payload.selected) keys.add(key);
        else keys.delete(key);
      }
      state.selected = [...keys];
    },
    /** Moves utterances (the checked ones, or those named) to a group; they are no longer checked. */
    utterancesMoved(state, action: PayloadAction<{ keys: string[]; to: string }>) {
      if (!state.board) return;
      state.board = moveItems(
        withGroup(state.board, action.payload.to),
        action.payload.keys,
        action.payload.to,
      );
      const moved = new Set(action.payload.keys);
      state.selected = state.selected.filter((key) => !moved.has(key));
    },
    groupsTrainRequested(state, _action: PayloadAction<{ answer: string | null }>) {
      state.saving = true;
    },
    /** The trained utterances leave the board. */
    groupsTrainSucceeded(state, action: PayloadAction<string[]>) {
      state.saving = false;
      const board = state.board;
      if (!board) return;
      const trained = new Set(action.payload);
      for (const group of board.groups) {
        board.members[group] = (board.members[group] ?? []).filter((key) => !trained.has(key));
      }
      board.items = Object.fromEntries(Object.entries(board.items).filter(([key]) => !trained.has(key)));
      state.selected = state.selected.filter((key) => !trained.has(key));
    },
    /** Nothing is lost: the moves stay and Train can be pressed again. */
    groupsTrainSettled(state) {
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchSubmitted, (_state, action) => {
      const { grouping } = action.payload;
      if (grouping === 'utterance') return initialState;
      return { ...initialState, grouping, status: 'loading' as const };
    });
  },
});

export const {
  groupsSearchStarted,
  groupsRetried,
  clusteringStarted,
  groupsLoaded,
  groupsFailed,
  selectionToggled,
  utterancesMoved,
  groupsTrainRequested,
  groupsTrainSucceeded,
  groupsTrainSettled,
} = groupsSlice.actions;
export const groupsReducer = groupsSlice.reducer;
