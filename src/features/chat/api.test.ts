import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { historyItemToMessages, historyPageToMessages } from './api';
import type { ChatHistoryItem } from './types';

const item = (id: string, overrides: Partial<ChatHistoryItem> = {}): ChatHistoryItem => ({
  id,
  UserInput: `question ${id}`,
  ResponseCardText: `<b>answer ${id}</b>`,
  Timestamp: '2026-11-20T10:00:00.000Z',
  InputType: 'Text',
  Hidden: false,
  ...overrides,
});

describe('history mapping', () => {
  it('makes the user’s message and the bot’s reply of a turn', () => {
    expect(historyItemToMessages(item('t1', { InputType: 'Bubble' }))).toEqual([
      {
        id: 't1:in',
        author: 'me',
        type: 'text',
        data: { text: 'question t1' },
        hidden: false,
        source: 'bubble',
        at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 't1:out',
        author: 'other',
        type: 'text',
        data: { html: '<b>answer t1</b>' },
        hidden: false,
        source: 'bubble',
        at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(historyItemToMessages(item('t2', { InputType: 'Voice' }))[0]?.type).toBe('transcript');
  });

  it('shows only the reply of a hidden turn (the welcome)', () => {
    const messages = historyItemToMessages(item('w', { Hidden: true, UserInput: 'open' }));
    expect(messages.map((message) => message.author)).toEqual(['other']);
  });

  it('puts a newest-first page oldest first, each turn’s input before its reply (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), (hidden) => {
        const items = hidden.map((isHidden, index) => item(`t${index}`, { Hidden: isHidden }));
        const messages = historyPageToMessages(items);
        expect(messages).toHaveLength(items.length * 2 - hidden.filter(Boolean).length);
        const replies = messages.filter((message) => message.author === 'other').map((message) => message.id);
        expect(replies).toEqual([...items].reverse().map((turn) => `${turn.id}:out`));
        messages.forEach((message, index) => {
          if (message.author === 'me')
            expect(messages[index + 1]?.id).toBe(message.id.replace(':in', ':out'));
        });
      }),
    );
  });
});
