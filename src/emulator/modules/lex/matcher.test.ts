/** The emulated bot's intent matcher: unit and property tests. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SEEDED_FAQ, SEEDED_INTENTS, SEEDED_MISSED_UTTERANCES } from '../assistant/catalogue';
import { chatBubbles } from '../bubbles/chat-bubbles';
import { demoTopBubbles } from '../bubbles/seed';

import { skillMatcher } from './bot';
import { createMatcher, MATCH_THRESHOLD, normalise, similarity, tokens } from './matcher';

const intentMatcher = createMatcher(
  SEEDED_INTENTS.map((intent) => ({ samples: intent.utterances, value: intent.name })),
);

const everySample = SEEDED_INTENTS.flatMap((intent) =>
  intent.utterances.map((utterance) => ({ utterance, name: intent.name })),
);

/** The demo skill's chat bubbles as the portal's chat gets them, with the assistant's four FAQ questions. */
const demoBubbles = () => chatBubbles(demoTopBubbles(), SEEDED_FAQ);

/** The demo skill's matcher over the seeded bubbles (the catalogue plus bubble utterances). */
const demoMatcher = skillMatcher(demoBubbles());

const answerName = (text: string) => {
  const value = demoMatcher.match(text)?.value;
  return value?.kind === 'intent' ? value.intent.name : value?.kind === 'faq' ? value.faq.id : null;
};

describe('normalise and tokens', () => {
  it('drop case, accents, punctuation, stop words and plural s', () => {
    expect(normalise('  Créate an INCIDENT, please!! ')).toBe('create an incident please');
    expect(tokens('Show me MY open tickets?')).toEqual(['show', 'open', 'ticket']);
    expect(tokens('the a of')).toEqual([]);
  });

  it('similarity is 1 for the same words, 0 for none shared, and symmetric', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }),
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }),
        (left, right) => {
          const a = [...new Set(left)];
          const b = [...new Set(right)];
          const score = similarity(a, b);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
          expect(score).toBeCloseTo(similarity(b, a));
          if (a.length > 0) expect(similarity(a, a)).toBe(1);
        },
      ),
    );
  });
});

describe('the intent matcher', () => {
  it('matches every sample utterance to its own intent', () => {
    for (const { utterance, name } of everySample) {
      expect(intentMatcher.match(utterance)?.value, utterance).toBe(name);
      expect(answerName(utterance), utterance).toBe(name);
    }
  });

  it('matches every FAQ question to its FAQ entry', () => {
    for (const faq of SEEDED_FAQ) expect(answerName(faq.question), faq.question).toBe(faq.id);
  });

  it('matches every seeded bubble utterance to an intent', () => {
    const utterances = (bubbles: ReturnType<typeof demoBubbles>): string[] =>
      bubbles.flatMap((bubble) => [
        ...(bubble.utterance ? [bubble.utterance] : []),
        ...utterances(bubble.children ?? []),
      ]);
    const all = utterances(demoBubbles());
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const utterance of all) expect(demoMatcher.match(utterance)?.value.kind, utterance).toBe('intent');
  });

  it('does not understand the seeded missed utterances (they are missed on the dashboard too)', () => {
    for (const utterance of SEEDED_MISSED_UTTERANCES)
      expect(demoMatcher.match(utterance), utterance).toBeNull();
  });

  it('ignores case, punctuation, extra spaces and politeness around a sample', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everySample),
        fc.constantFrom('', 'please ', 'hey, ', 'Could you '),
        fc.constantFrom('', '?', '!', ' please', ', thanks'),
        fc.boolean(),
        ({ utterance, name }, before, after, upper) => {
          const said = `${before}${upper ? utterance.toUpperCase() : utterance}${after}`.replace(/ /g, '  ');
          expect(intentMatcher.match(said)?.value).toBe(name);
        },
      ),
    );
  });

  it('falls back for words it has never seen', () => {
    const known = new Set(everySample.flatMap(({ utterance }) => tokens(utterance)));
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{3,10}$/), { minLength: 1, maxLength: 6 }), (words) => {
        fc.pre(words.every((word) => !known.has(tokens(word)[0] ?? word)));
        expect(intentMatcher.match(words.join(' '))).toBeNull();
      }),
    );
  });

  it('scores at least the threshold whenever it matches, and prefers the more similar sample', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everySample),
        fc.stringMatching(/^[a-z]{3,8}$/),
        ({ utterance }, extra) => {
          const match = intentMatcher.match(`${utterance} ${extra}`);
          if (match) expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
        },
      ),
    );
    expect(intentMatcher.match('sync my calendar')?.value).toBe('SyncCalendar');
    expect(intentMatcher.match('what is on my calendar today')?.value).toBe('NextMeeting');
  });
});
