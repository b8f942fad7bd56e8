import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { TopBubble } from '@/contracts/bubbles';
import type { LoadStatus } from '@/lib/redux/request-actions';
import type { NodeId, TreePosition } from '@/lib/tree';
import type { ServiceError } from '@/services/errors';

import {
  addBubble,
  type BubbleFields,
  type BubbleFilter,
  deleteBubble,
  editBubble,
  type EditedBubbles,
  fromTopBubbles,
  moveBubble,
  NO_BUBBLES,
} from './bubble-tree';

/** What the bot made of an intent bubble's utterance (the utterance check, issue 25). */
export type UtteranceCheck = 'understood' | 'not-understood' | 'failed';

/** Which save is in flight: the edit tab's (a bubble added, changed or deleted, or Save Changes) or the order's. */
export type SaveOrigin = 'edit' | 'order';

export interface BubblesState {
  status: LoadStatus;
  error: ServiceError | null;
  /** The tree as the server last had it (loaded or saved): what unsaved changes are measured against. */
  saved: TopBubble[] | null;
  edited: EditedBubbles;
  saving: SaveOrigin | null;
  /** View only (spec 3 §4): which top-level bubbles the edit tab shows. */
  filter: BubbleFilter;
  /** By utterance (as sent): kept for the page's life, so that an unchanged utterance is asked once. */
  utteranceChecks: Record<string, UtteranceCheck>;
}

const initialState: BubblesState = {
  status: 'idle',
  error: null,
  saved: null,
  edited: NO_BUBBLES,
  saving: null,
  filter: 'all',
  utteranceChecks: {},
};

const bubblesSlice = createSlice({
  name: 'bubbles',
  initialState,
  reducers: {
    /** The page opened: its saga loads the tree. */
    bubblesPageOpened() {},
    bubblesPageClosed() {},
    bubblesRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    bubblesLoaded(state, action: PayloadAction<TopBubble[]>) {
      // Returned, not assigned: the tree's read-only arrays are not Immer drafts.
      return { ...state, status: 'succeeded', saved: action.payload, edited: fromTopBubbles(action.payload) };
    },
    bubblesFailed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Spec 3 §4: saving a bubble changes the local list, then calls the update (the saga). */
    bubbleAdded(state, action: PayloadAction<{ fields: BubbleFields; parentId: NodeId | null }>) {
      return {
        ...state,
        edited: addBubble(state.edited, action.payload.fields, action.payload.parentId).edited,
      };
    },
    bubbleEdited(state, action: PayloadAction<{ id: NodeId; fields: BubbleFields }>) {
      return { ...state, edited: editBubble(state.edited, action.payload.id, action.payload.fields) };
    },
    /** Spec 3 §4: deleting updates at once (the saga). */
    bubbleDeleted(state, action: PayloadAction<NodeId>) {
      return { ...state, edited: deleteBubble(state.edited, action.payload) };
    },
    /** The order tab: kept until its Save changes. */
    bubbleMoved(state, action: PayloadAction<{ id: NodeId; to: TreePosition }>) {
      return { ...state, edited: moveBubble(state.edited, action.payload.id, action.payload.to) };
    },
    bubblesSaveRequested(_state, _action: PayloadAction<SaveOrigin>) {},
    bubblesSaveStarted(state, action: PayloadAction<SaveOrigin>) {
      state.saving = action.payload;
    },
    bubblesSaved(state, action: PayloadAction<TopBubble[]>) {
      state.saved = action.payload;
    },
    /** The edit is kept (spec 3 §8's message says it failed); Save Changes sends it again. */
    bubblesSaveSettled(state) {
      state.saving = null;
    },
    changesDiscarded(state) {
      return { ...state, edited: fromTopBubbles(state.saved ?? []) };
    },
    filterChanged(state, action: PayloadAction<BubbleFilter>) {
      state.filter = action.payload;
    },
    utteranceChecked(state, action: PayloadAction<{ utterance: string; result: UtteranceCheck }>) {
      state.utteranceChecks[action.payload.utterance] = action.payload.result;
    },
  },
});

export const {
  bubblesPageOpened,
  bubblesPageClosed,
  bubblesRequested,
  bubblesLoaded,
  bubblesFailed,
  bubbleAdded,
  bubbleEdited,
  bubbleDeleted,
  bubbleMoved,
  bubblesSaveRequested,
  bubblesSaveStarted,
  bubblesSaved,
  bubblesSaveSettled,
  changesDiscarded,
  filterChanged,
  utteranceChecked,
} = bubblesSlice.actions;
export const bubblesReducer = bubblesSlice.reducer;
