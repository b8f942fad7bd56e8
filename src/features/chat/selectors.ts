import { createSelector } from '@reduxjs/toolkit';

import { type ChatState, FIRST_ITEM_INDEX } from './slice';
import type { Bubble, ChatMessage } from './types';

type State = { chat: ChatState };

export const selectChatOpen = (state: State) => state.chat.open;
export const selectUnread = (state: State) => state.chat.unread;
export const selectTyping = (state: State) => state.chat.typing;
export const selectMessages = (state: State) => state.chat.messages;
export const selectHistory = (state: State) => state.chat.history;
export const selectFirstItemIndex = (state: State) => FIRST_ITEM_INDEX - state.chat.prepended;
export const selectSuggestions = (state: State) => state.chat.suggestions;

/** The bubbles of the level shown: the top level, or the children of the hierarchy bubble drilled into. */
export const selectBubbleLevel = createSelector(
  [(state: State) => state.chat.bubbles.items, (state: State) => state.chat.bubbles.path],
  (items, path): { bubbles: Bubble[]; nested: boolean } => {
    const current = path.at(-1);
    return current ? { bubbles: current.children ?? [], nested: true } : { bubbles: items, nested: false };
  },
);

/** Spec 1 §5: earlier distinct, non-hidden text messages of the user, newest first (the input's up/down walk). */
export function userTextHistory(messages: readonly ChatMessage[]): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const message of [...messages].reverse()) {
    if (message.author !== 'me' || message.hidden || message.type !== 'text') continue;
    const text = message.data.text ?? '';
    if (text.trim() === '' || seen.has(text)) continue;
    seen.add(text);
    texts.push(text);
  }
  return texts;
}

export const selectUserTextHistory = createSelector([selectMessages], userTextHistory);
