import { chatHistory, getBubbles } from '@/contracts/chat';
import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import type { Bubble, ChatHistoryItem, ChatHistoryQuery, ChatMessage } from './types';

/** Spec 1 §9: chat history page size. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryPage {
  /** Oldest first, ready to put before the messages already shown. */
  messages: ChatMessage[];
  /** How many turns the page held. */
  items: number;
  hasMore: boolean;
  /** The newest turn's user input was hidden (the welcome 'open'). */
  newestHidden: boolean;
}

/** One past turn → the user's message (unless hidden) and the bot's reply, oldest first. */
export function historyItemToMessages(item: ChatHistoryItem): ChatMessage[] {
  const source = item.InputType === 'Bubble' ? 'bubble' : 'chat';
  const messages: ChatMessage[] = [];
  if (!item.Hidden) {
    messages.push({
      id: `${item.id}:in`,
      author: 'me',
      type: item.InputType === 'Voice' ? 'transcript' : 'text',
      data: { text: item.UserInput },
      hidden: false,
      source,
      at: item.Timestamp,
    });
  }
  messages.push({
    id: `${item.id}:out`,
    author: 'other',
    type: 'text',
    data: { html: item.ResponseCardText },
    hidden: false,
    source,
    at: item.Timestamp,
  });
  return messages;
}

/** A newest-first page of turns → messages oldest first. */
export function historyPageToMessages(items: readonly ChatHistoryItem[]): ChatMessage[] {
  return [...items].reverse().flatMap(historyItemToMessages);
}

/** GET chat/history (ApiCall chat.history) with the id token in the Authorization header (spec 1 §7). */
export async function fetchHistory(gateway: Gateway, query: ChatHistoryQuery): Promise<HistoryPage> {
  const reply = await gateway.send(chatHistory, { QueryData: JSON.stringify(query) });
  // The gateway client has refused a statusCode other than 200; a reply without data is a failure too.
  if (!reply.data) {
    throw new ServiceFailure({
      code: `HTTP_${reply.statusCode}`,
      status: reply.statusCode,
      message: reply.message ?? 'Could not load the chat history',
    });
  }
  const items = reply.data.Items;
  return {
    messages: historyPageToMessages(items),
    items: items.length,
    hasMore: reply.data.from < reply.data.total && items.length > 0,
    newestHidden: items[0]?.Hidden ?? false,
  };
}

/** GET skills/{skillId}/bubbles (ApiCall GetBubbles), optionally for the turn `requestId` from `source`. */
export async function fetchBubbles(
  gateway: Gateway,
  skillId: string,
  turn: { requestId?: string; source?: 'bubble' | 'chat' } = {},
): Promise<Bubble[]> {
  const reply = await gateway.send(
    getBubbles,
    {
      ...(turn.requestId ? { requestId: turn.requestId } : {}),
      ...(turn.source ? { source: turn.source } : {}),
    },
    { skillId },
  );
  return reply.data ?? [];
}
