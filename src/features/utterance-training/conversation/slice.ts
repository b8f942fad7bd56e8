import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ConversationTurn } from '@/contracts/utterance-training';

import { searchSubmitted } from '../events';

/** The conversation a row came from (issue 24: a row links to it), while its dialog is open. */
export interface ConversationView {
  /** The utterance the admin opened it from: its turn is the one shown as current. */
  recordId: string;
  status: 'loading' | 'succeeded' | 'failed';
  turns: ConversationTurn[];
}

export type ConversationState = ConversationView | null;

const conversationSlice = createSlice({
  name: 'utteranceConversation',
  initialState: null as ConversationState,
  reducers: {
    conversationRequested(_state, action: PayloadAction<{ recordId: string }>) {
      return { recordId: action.payload.recordId, status: 'loading' as const, turns: [] };
    },
    conversationLoaded(state, action: PayloadAction<{ recordId: string; turns: ConversationTurn[] }>) {
      if (state?.recordId !== action.payload.recordId) return;
      state.status = 'succeeded';
      state.turns = action.payload.turns;
    },
    conversationFailed(state, action: PayloadAction<{ recordId: string }>) {
      if (state?.recordId === action.payload.recordId) state.status = 'failed';
    },
    conversationClosed() {
      return null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchSubmitted, () => null);
  },
});

export const { conversationRequested, conversationLoaded, conversationFailed, conversationClosed } =
  conversationSlice.actions;
export const conversationReducer = conversationSlice.reducer;
export const selectConversation = (state: { utteranceConversation: ConversationState }) =>
  state.utteranceConversation;
