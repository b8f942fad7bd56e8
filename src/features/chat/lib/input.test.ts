import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { userTextHistory } from '../selectors';
import type { ChatMessage } from '../types';

import { applyEmoji, notWalking, walkHistory } from './input-history';
import {
  acceptSuggestion,
  afterTextChange,
  inactiveMode,
  MAX_SUGGESTION_INDEX,
  onSuggestionKey,
  prefixOf,
  shouldRequest,
  type SuggestionMode,
} from './suggestion-mode';

const message = (text: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: text,
  author: 'me',
  type: 'text',
  data: { text },
  hidden: false,
  source: 'chat',
  at: '2026-11-21T00:00:00.000Z',
  ...overrides,
});

describe('userTextHistory', () => {
  it('lists the user’s distinct, non-hidden text messages, newest first', () => {
    const messages = [
      message('a'),
      message('open', { hidden: true }),
      message('b'),
      message('reply', { author: 'other' }),
      message('🙂', { type: 'emoji' }),
      message('a'),
      message('c', { type: 'transcript' }),
    ];
    expect(userTextHistory(messages)).toEqual(['a', 'b']);
  });
});

describe('walkHistory', () => {
  const history = ['newest', 'middle', 'oldest'];

  it('walks up from an empty input and back down to empty', () => {
    let walk = notWalking;
    const texts: string[] = [];
    for (const direction of ['up', 'up', 'up', 'down', 'down', 'down'] as const) {
      const step = walkHistory(history, walk, walk.text, direction);
      if (step) walk = step;
      texts.push(walk.text);
    }
    expect(texts).toEqual(['newest', 'middle', 'oldest', 'middle', 'newest', '']);
  });

  it('does not walk when the input holds something else, or past the oldest', () => {
    expect(walkHistory(history, notWalking, 'typing', 'up')).toBeNull();
    expect(walkHistory(history, { index: 2, text: 'oldest' }, 'oldest', 'up')).toBeNull();
    expect(walkHistory(history, notWalking, '', 'down')).toBeNull();
    expect(walkHistory([], notWalking, '', 'up')).toBeNull();
  });

  it('always shows an entry of the history or nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 6 }),
        fc.array(fc.constantFrom('up' as const, 'down' as const), { maxLength: 20 }),
        (texts, moves) => {
          let walk = notWalking;
          for (const direction of moves) {
            walk = walkHistory(texts, walk, walk.text, direction) ?? walk;
            expect(walk.index).toBeGreaterThanOrEqual(-1);
            expect(walk.index).toBeLessThan(texts.length);
            expect(walk.text).toBe(walk.index < 0 ? '' : texts[walk.index]);
          }
        },
      ),
    );
  });
});

describe('applyEmoji', () => {
  it('sends an emoji alone when the input is empty, else appends it', () => {
    expect(applyEmoji('', '🙂')).toEqual({ send: '🙂' });
    expect(applyEmoji('  ', '🙂')).toEqual({ send: '🙂' });
    expect(applyEmoji('Hi ', '🙂')).toEqual({ input: 'Hi 🙂' });
  });
});

/** Types `text` one character at a time, as the input would report it. */
function typeInto(text: string, mode: SuggestionMode = inactiveMode, start = '') {
  let current = start;
  let state = mode;
  for (const char of text) {
    const next = current + char;
    state = afterTextChange(state, current, next, next.length);
    current = next;
  }
  return { mode: state, text: current };
}

describe('suggestion mode', () => {
  it('starts on an uppercase letter at the start or after whitespace, not inside a word', () => {
    expect(typeInto('C').mode).toEqual({ active: true, start: 0, index: 0 });
    expect(typeInto('find C').mode).toEqual({ active: true, start: 5, index: 0 });
    expect(typeInto('findC').mode.active).toBe(false);
    expect(typeInto('find c').mode.active).toBe(false);
  });

  it('asks for suggestions once the prefix is longer than one character', () => {
    const { mode, text } = typeInto('find Co');
    expect(prefixOf(mode, text, text.length)).toBe('Co');
    expect(shouldRequest('C')).toBe(false);
    expect(shouldRequest('Co')).toBe(true);
  });

  it('ends when the starting letter is deleted', () => {
    const { mode } = typeInto('find C');
    expect(afterTextChange(mode, 'find C', 'find ', 5).active).toBe(false);
  });

  it('moves within 0–9, accepts with Enter, closes with Escape and on a space with no results', () => {
    const { mode } = typeInto('Co');
    let current = mode;
    for (let step = 0; step < 15; step += 1) {
      const outcome = onSuggestionKey(current, 'ArrowDown', 12);
      if (outcome.kind === 'moved') current = outcome.mode;
    }
    expect(current.index).toBe(MAX_SUGGESTION_INDEX);
    expect(onSuggestionKey(current, 'Enter', 12)).toEqual({ kind: 'accept', index: 9 });
    expect(onSuggestionKey(current, 'Escape', 12)).toEqual({ kind: 'closed', mode: inactiveMode });
    expect(onSuggestionKey(mode, ' ', 0)).toEqual({ kind: 'closed', mode: inactiveMode });
    expect(onSuggestionKey(mode, ' ', 3)).toEqual({ kind: 'ignored' });
    expect(onSuggestionKey(inactiveMode, 'ArrowDown', 3)).toEqual({ kind: 'ignored' });
  });

  it('keeps the selection within the results and 0–9 whatever the keys (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.constantFrom('ArrowDown', 'ArrowUp', 'a'), { maxLength: 40 }),
        (results, keys) => {
          let current: SuggestionMode = { active: true, start: 0, index: 0 };
          for (const key of keys) {
            const outcome = onSuggestionKey(current, key, results);
            if (outcome.kind === 'moved') current = outcome.mode;
            expect(current.index).toBeGreaterThanOrEqual(0);
            expect(current.index).toBeLessThanOrEqual(Math.min(MAX_SUGGESTION_INDEX, results - 1));
          }
        },
      ),
    );
  });

  it('replaces the prefix with the accepted name', () => {
    const { mode, text } = typeInto('find Co');
    expect(acceptSuggestion(mode, `${text} later`, text.length, 'Contoso Ltd')).toEqual({
      text: 'find Contoso Ltd  later',
      caret: 'find Contoso Ltd '.length,
    });
  });
});
