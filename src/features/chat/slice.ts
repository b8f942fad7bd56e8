import { createSlice } from '@reduxjs/toolkit';

import type { ChatMessage } from './types';

/** The in-portal chat (built in the chat issue). */
export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  unread: number;
  typing: boolean;
}

const initialState: ChatState = { open: false, messages: [], unread: 0, typing: false };

const chatSlice = createSlice({ name: 'chat', initialState, reducers: {} });

export const chatReducer = chatSlice.reducer;
