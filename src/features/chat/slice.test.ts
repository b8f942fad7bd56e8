import { describe, expect, it } from 'vitest';

import type { BubbleType } from '@/contracts/chat';

import {
  botFailed,
  botReplied,
  chatReducer,
  drillDownFlag,
  messageSubmitted,
  suggestionsLoaded,
  suggestionsRequested,
} from './slice';

describe('chat slice: suggestions', () => {
  it("forgets the last prefix's results when a longer prefix is requested", () => {
    // Typing 'Fi' found 'Aaron Fisher'; 'Find' is still on its way. A space typed now must see no results
    // (spec 1 §5: a space with no results ends the mode), not Fisher's.
    let state = chatReducer(undefined, suggestionsRequested('Fi'));
    state = chatReducer(
      state,
      suggestionsLoaded({
        prefix: 'Fi',
        items: [{ name: 'Aaron Fisher', type: 'Contact', highlight: 'Aaron <b>Fi</b>sher' }],
      }),
    );
    expect(state.suggestions.items).toHaveLength(1);
    state = chatReducer(state, suggestionsRequested('Find'));
    expect(state.suggestions).toMatchObject({ prefix: 'Find', status: 'loading', items: [] });
  });

  it('ignores a reply for a prefix that is no longer the one typed', () => {
    let state = chatReducer(undefined, suggestionsRequested('Co'));
    state = chatReducer(state, suggestionsRequested('Con'));
    state = chatReducer(
      state,
      suggestionsLoaded({
        prefix: 'Co',
        items: [{ name: 'Contoso', type: 'Account', highlight: '<b>Co</b>ntoso' }],
      }),
    );
    expect(state.suggestions).toMatchObject({ prefix: 'Con', items: [] });
  });
});

describe('chat slice: typing (issue 11)', () => {
  const reply = (id: string) =>
    botReplied({
      message: {
        id,
        author: 'other',
        type: 'text',
        data: { text: id },
        hidden: false,
        source: 'chat',
        at: '',
      },
      dialogState: 'Fulfilled',
      replyTo: 'text',
    });

  it('stays on until every pending turn has answered, whatever answered it (a reply or an error)', () => {
    let state = chatReducer(undefined, messageSubmitted({ type: 'text', text: 'one', source: 'chat' }));
    state = chatReducer(state, messageSubmitted({ type: 'text', text: 'two', source: 'chat' }));
    state = chatReducer(state, messageSubmitted({ type: 'text', text: 'three', source: 'chat' }));
    state = chatReducer(state, reply('one'));
    expect(state).toMatchObject({ typing: true, pendingTurns: 2 });
    state = chatReducer(state, botFailed({ text: 'failed' }));
    expect(state).toMatchObject({ typing: true, pendingTurns: 1 });
    state = chatReducer(state, reply('three'));
    expect(state).toMatchObject({ typing: false, pendingTurns: 0 });
  });

  it('an answer bubble’s local reply answers no turn', () => {
    let state = chatReducer(undefined, messageSubmitted({ type: 'text', text: 'one', source: 'chat' }));
    const { replyTo: _none, ...local } = reply('answer').payload;
    state = chatReducer(state, botReplied(local));
    expect(state).toMatchObject({ typing: true, pendingTurns: 1 });
  });
});

describe('chat slice: the drill-down flag (spec 1 §4)', () => {
  it('is true for intent, slot, confirmation, drillDown and answer bubbles, false for skill', () => {
    const flag = (type: BubbleType) => drillDownFlag({ id: type, name: type, type });
    const drilling: BubbleType[] = ['intent', 'slot', 'confirmation', 'drillDown', 'answer'];
    expect(drilling.map(flag)).toEqual([true, true, true, true, true]);
    expect(flag('skill')).toBe(false);
    expect(flag('hierarchy')).toBe(false);
  });
});
