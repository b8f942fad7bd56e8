/**
 * The chat's gateway operations.
 *
 * GET chat/history (chat.history): the caller's own past turns in the portal, newest first, 10 per page from
 * the offset `from`; the query is QueryData = JSON.stringify(ChatHistoryQuery) and the id token comes in the
 * Authorization header. QueryData must name the caller's own tenant and user id (403 otherwise). Hidden turns
 * (the welcome 'open') are listed with `Hidden: true`: their input is not for display, their reply is.
 */
import { chatHistory, type ChatHistoryItem, type ChatHistoryQuery } from '@/contracts/chat';

import {
  badRequest,
  forbidden,
  type GatewayOperation,
  implement,
  stringField,
} from '../../core/gateway/envelope';

import type { ConversationTurn } from './state';

/** Spec 1 §9: chat history page size. */
export const CHAT_HISTORY_PAGE_SIZE = 10;

function parseQuery(raw: string): ChatHistoryQuery {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('QueryData must be a JSON object.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('QueryData must be a JSON object.');
  }
  const query = parsed as Record<string, unknown>;
  const from = typeof query.from === 'string' ? Number(query.from) : query.from;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
    throw badRequest('QueryData.from must be a whole number, 0 or more.');
  }
  for (const name of ['tenant', 'user_id'] as const) {
    if (typeof query[name] !== 'string' || !query[name]) throw badRequest(`QueryData.${name} is required.`);
  }
  if (query.source !== 'portal') throw badRequest("QueryData.source must be 'portal'.");
  return { from, tenant: query.tenant as string, user_id: query.user_id as string, source: 'portal' };
}

const historyItem = (turn: ConversationTurn): ChatHistoryItem => ({
  id: turn.id,
  UserInput: turn.utterance,
  ResponseCardText: turn.reply,
  Timestamp: turn.createdAt,
  InputType: turn.inputType,
  Hidden: turn.hidden,
});

export const chatOperations: GatewayOperation[] = [
  implement(chatHistory, 'member', ({ caller, tenant, fields }) => {
    const query = parseQuery(stringField(fields, 'QueryData', { required: true }));
    if (query.tenant !== caller.tenant || query.user_id !== caller.user.sub) {
      throw forbidden('You may only read your own chat history.');
    }
    const own = tenant
      .rows('assistant', 'conversations')
      .filter((turn) => turn.userId === caller.user.sub && !turn.publicUser && turn.platform === 'Browser');
    // Newest first; turns of the same instant keep their recorded order, newest last → first.
    const newestFirst = own
      .map((turn, index) => ({ turn, index, time: Date.parse(turn.createdAt) }))
      .sort((left, right) => right.time - left.time || right.index - left.index);
    const total = newestFirst.length;
    const page = newestFirst.slice(query.from, query.from + CHAT_HISTORY_PAGE_SIZE);
    return {
      statusCode: 200,
      data: {
        Items: page.map(({ turn }) => historyItem(turn)),
        from: Math.min(total, query.from + CHAT_HISTORY_PAGE_SIZE),
        total,
      },
    };
  }),
];
