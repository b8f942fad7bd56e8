import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseMarkup } from '@/contracts/utterance-markup';
import type { FeedbackItem, FeedbackMark, Intent, UtteranceRecord } from '@/contracts/utterance-training';

import {
  clusterTraining,
  initialMark,
  intentTraining,
  isAnswerRow,
  type ReviewedRow,
  type RowMark,
  utteranceTraining,
} from './training-items';

const TENANT = 'demo';
const MATCHED = 'How do I reset my password?';
const BETTER = 'Open Settings, then Security, then Reset password.';
const MARKUP = 'order a [large]{"entity":"size"} pizza to [Zagreb]{"entity":"city","role":"to"}';

function record(overrides: Partial<UtteranceRecord> = {}): UtteranceRecord {
  return {
    Id: 'u1',
    UserInput: MARKUP,
    Time: '2026-11-20T10:00:00.000Z',
    MatchedQuestion: MATCHED,
    Score: 0.42,
    AboveThreshold: true,
    Intent: 'MainFAQIntent',
    Channel: 'public',
    SessionId: 's1',
    ...overrides,
  };
}

const FAQ: Intent = { id: 'MainFAQIntent', name: 'MainFAQIntent', connection: 'DefaultAction' };
/** A built-in listed by its name without 'AMAZON.', under an id of its own: matched by name. */
const FALLBACK: Intent = { id: 'intent-fallback-7', name: 'FallbackIntent', connection: 'DefaultAction' };
const CONNECTOR: Intent = { id: 'OrderPizza', name: 'OrderPizza', connection: 'pizza-shop' };

type Kind = 'faq' | 'fallback' | 'no intent' | 'connector';
const kinds: Record<Kind, { intent: Intent | null; recordIntent: string; intentId: string }> = {
  faq: { intent: FAQ, recordIntent: 'MainFAQIntent', intentId: 'MainFAQIntent' },
  fallback: { intent: FALLBACK, recordIntent: 'intent-fallback-7', intentId: 'intent-fallback-7' },
  'no intent': { intent: null, recordIntent: '', intentId: '' },
  connector: { intent: CONNECTOR, recordIntent: 'OrderPizza', intentId: 'OrderPizza' },
};

function row(
  kind: Kind,
  mark: RowMark,
  stars: number | null,
  bestAnswer: string | null,
  touched: boolean,
): ReviewedRow {
  const { intent, recordIntent } = kinds[kind];
  return {
    record: record({ Intent: recordIntent }),
    mark,
    stars,
    bestAnswer,
    intent,
    marked: parseMarkup(MARKUP),
    touched,
  };
}

/**
 * Spec 3 §4's decision, spelt out for every intent kind × mark × best answer of a touched row: the Feedback sent
 * ('not saved' for 'hide'), the MatchedInput, and whether the row leaves the review. Stars and touched are crossed
 * with every line below: stars go as SimilarityScore whatever the rest, and an untouched row sends nothing.
 */
const table: [Kind, RowMark, 'best' | null, FeedbackMark | 'not saved', string, 'trained' | 'stays'][] = [
  // Answer intents send their mark (a chosen answer marks an unmarked row '1'), similarity and matched answer.
  ['faq', '1', null, '1', MATCHED, 'trained'],
  ['faq', '1', 'best', '1', BETTER, 'trained'],
  ['faq', '0', null, '0', MATCHED, 'trained'],
  ['faq', '0', 'best', '0', BETTER, 'trained'],
  ['faq', null, null, null, MATCHED, 'trained'],
  ['faq', null, 'best', '1', BETTER, 'trained'],
  ['fallback', '1', null, '1', MATCHED, 'trained'],
  ['fallback', '1', 'best', '1', BETTER, 'trained'],
  ['fallback', '0', null, '0', MATCHED, 'trained'],
  ['fallback', '0', 'best', '0', BETTER, 'trained'],
  ['fallback', null, null, null, MATCHED, 'trained'],
  ['fallback', null, 'best', '1', BETTER, 'trained'],
  ['no intent', '1', null, '1', MATCHED, 'trained'],
  ['no intent', '1', 'best', '1', BETTER, 'trained'],
  ['no intent', '0', null, '0', MATCHED, 'trained'],
  ['no intent', '0', 'best', '0', BETTER, 'trained'],
  ['no intent', null, null, null, MATCHED, 'trained'],
  ['no intent', null, 'best', '1', BETTER, 'trained'],
  // Other intents: '0' with the marked-up utterance when marked correct, otherwise 'hide' (not saved); a row marked
  // incorrect leaves the review all the same, an unmarked one stays.
  ['connector', '1', null, '0', MATCHED, 'trained'],
  ['connector', '1', 'best', '0', BETTER, 'trained'],
  ['connector', '0', null, 'not saved', '', 'trained'],
  ['connector', '0', 'best', 'not saved', '', 'trained'],
  ['connector', null, null, 'not saved', '', 'stays'],
  ['connector', null, 'best', '0', BETTER, 'trained'],
];

const cases = table.flatMap(([kind, mark, best, feedback, matched, review]) =>
  [null, 1, 3, 5].flatMap((stars) =>
    [true, false].map((touched) => ({ kind, mark, best, stars, touched, feedback, matched, review })),
  ),
);

describe('utteranceTraining (spec 3 §4): the table', () => {
  it.each(cases)(
    '$kind, mark $mark, best answer $best, stars $stars, touched $touched → $feedback, $review',
    ({ kind, mark, best, stars, touched, feedback, matched, review }) => {
      const result = utteranceTraining(
        [row(kind, mark, stars, best === 'best' ? BETTER : null, touched)],
        TENANT,
      );
      if (!touched) {
        expect(result).toEqual({ items: [], trainedIds: [] });
        return;
      }
      const expected: FeedbackItem = {
        Id: 'u1',
        UserInput: 'order a large pizza to Zagreb',
        MatchedInput: matched,
        Feedback: feedback === 'not saved' ? 'hide' : feedback,
        SimilarityScore: stars,
        IntentId: kinds[kind].intentId,
        Utterance: MARKUP,
        PublicChatbot: false,
        Tenant: TENANT,
      };
      expect(result.items).toStrictEqual(feedback === 'not saved' ? [] : [expected]);
      expect(result.trainedIds).toEqual(review === 'trained' ? ['u1'] : []);
    },
  );

  it('covers every combination of the table’s dimensions', () => {
    const keys = new Set(
      cases.map(({ kind, mark, best, stars, touched }) => JSON.stringify([kind, mark, best, stars, touched])),
    );
    expect(keys.size).toBe(4 * 3 * 2 * 4 * 2);
  });
});

describe('utteranceTraining: edge cases', () => {
  it('goes by the row’s intent now, not the one the record was logged with', () => {
    const toConnector = { ...row('faq', '1', null, null, true), intent: CONNECTOR };
    const toFaq = {
      ...row('connector', '1', 4, null, true),
      intent: FAQ,
      record: record({ Id: 'u2', Intent: 'OrderPizza' }),
    };
    expect(
      utteranceTraining([toConnector, toFaq], TENANT).items.map(({ IntentId, Feedback }) => [
        IntentId,
        Feedback,
      ]),
    ).toEqual([
      ['OrderPizza', '0'],
      ['MainFAQIntent', '1'],
    ]);
  });

  it('falls back on the record’s intent id when the intent is unknown to the list', () => {
    const unknownConnector = { ...row('connector', '1', null, null, true), intent: null };
    const unknownFallback = {
      ...row('faq', '0', null, null, true),
      intent: null,
      record: record({ Id: 'u2', Intent: 'FallbackIntent' }),
    };
    expect(isAnswerRow(unknownConnector)).toBe(false);
    expect(isAnswerRow(unknownFallback)).toBe(true);
    expect(
      utteranceTraining([unknownConnector, unknownFallback], TENANT).items.map(({ IntentId, Feedback }) => [
        IntentId,
        Feedback,
      ]),
    ).toEqual([
      ['OrderPizza', '0'],
      ['FallbackIntent', '0'],
    ]);
  });

  it('sends the text as it is now: UserInput plain, Utterance with the edited entities', () => {
    const edited = {
      ...row('connector', '1', null, null, true),
      marked: parseMarkup('order a large pizza to [Zagreb]{"entity":"city"}'),
    };
    const [item] = utteranceTraining([edited], TENANT).items;
    expect(item).toMatchObject({
      UserInput: 'order a large pizza to Zagreb',
      Utterance: 'order a large pizza to [Zagreb]{"entity":"city"}',
    });
  });

  it('sends stars outside 1–5, or not whole, as no similarity', () => {
    for (const stars of [0, 6, 2.5, -1, Number.NaN]) {
      expect(
        utteranceTraining([row('faq', '1', stars, null, true)], TENANT).items[0]?.SimilarityScore,
      ).toBeNull();
    }
  });

  it('takes an empty best answer as none: the matched question goes, and the mark is not raised', () => {
    const [item] = utteranceTraining([row('faq', null, null, '', true)], TENANT).items;
    expect(item).toMatchObject({ MatchedInput: MATCHED, Feedback: null });
    expect(utteranceTraining([row('connector', null, null, '', true)], TENANT)).toEqual({
      items: [],
      trainedIds: [],
    });
  });

  it('keeps the rows’ order, and sends a record listed twice once (its first touched row)', () => {
    const rows = [
      { ...row('faq', '1', null, null, false), record: record({ Id: 'a' }) },
      { ...row('faq', '0', null, null, true), record: record({ Id: 'b' }) },
      { ...row('connector', '0', null, null, true), record: record({ Id: 'c' }) },
      { ...row('faq', '1', null, null, true), record: record({ Id: 'b' }) },
      { ...row('connector', '1', null, null, true), record: record({ Id: 'd' }) },
    ];
    const { items, trainedIds } = utteranceTraining(rows, TENANT);
    expect(items.map(({ Id, Feedback }) => [Id, Feedback])).toEqual([
      ['b', '0'],
      ['d', '0'],
    ]);
    expect(trainedIds).toEqual(['b', 'c', 'd']);
  });

  it('sends nothing for no rows', () => {
    expect(utteranceTraining([], TENANT)).toEqual({ items: [], trainedIds: [] });
  });

  it('never saves a hide item, trains every saved row, and only touched rows (property)', () => {
    const rows = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        kind: fc.constantFrom<Kind>('faq', 'fallback', 'no intent', 'connector'),
        mark: fc.constantFrom<RowMark>('1', '0', null),
        stars: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        best: fc.option(fc.string(), { nil: null }),
        touched: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(rows, (specs) => {
        const reviewed = specs.map(({ id, kind, mark, stars, best, touched }) => ({
          ...row(kind, mark, stars, best, touched),
          record: record({ Id: id, Intent: kinds[kind].recordIntent }),
        }));
        const { items, trainedIds } = utteranceTraining(reviewed, TENANT);
        const touchedIds = new Set(
          reviewed.filter((reviewedRow) => reviewedRow.touched).map(({ record: { Id } }) => Id),
        );
        expect(items.every((item) => item.Feedback !== 'hide')).toBe(true);
        expect(items.every((item) => trainedIds.includes(item.Id))).toBe(true);
        expect(trainedIds.every((id) => touchedIds.has(id))).toBe(true);
        expect(new Set(trainedIds).size).toBe(trainedIds.length);
        expect(new Set(items.map(({ Id }) => Id)).size).toBe(items.length);
      }),
    );
  });
});

describe('initialMark (spec 3 §9: a score above 0.5 marks correct)', () => {
  it.each([
    [0, null],
    [0.5, null],
    [0.5000001, '1'],
    [0.51, '1'],
    [1, '1'],
  ] as const)('Score %s → %s', (score, mark) => {
    expect(initialMark(record({ Score: score }))).toBe(mark);
  });
});

describe('clusterTraining (spec 3 §4)', () => {
  const moved = [
    { text: 'reset my password', from: 'password reset', to: 'Utterance Placeholder' },
    { text: 'where is my order', from: 'orders', to: 'orders' },
    { text: 'forgot [password]{"entity":"thing"}', from: 'password reset', to: 'login' },
    { text: 'reset my password', from: 'Utterance Placeholder', to: 'login' },
  ];

  it('trains only moved texts, each once, as CLUSTERING with the answer chosen with Match and Save', () => {
    const { items, texts } = clusterTraining(moved, TENANT, BETTER);
    expect(texts).toEqual(['reset my password', 'forgot [password]{"entity":"thing"}']);
    expect(items).toStrictEqual(
      texts.map((text) => ({
        Id: '',
        UserInput: text,
        MatchedInput: BETTER,
        Feedback: '1',
        SimilarityScore: null,
        IntentId: 'CLUSTERING',
        Utterance: text,
        PublicChatbot: false,
        Tenant: TENANT,
      })),
    );
  });

  it('sends an empty MatchedInput when no answer was chosen', () => {
    expect(clusterTraining(moved, TENANT, null).items.map(({ MatchedInput }) => MatchedInput)).toEqual([
      '',
      '',
    ]);
  });

  it('trains nothing when nothing moved (the page warns)', () => {
    expect(clusterTraining([{ text: 'x', from: 'a', to: 'a' }], TENANT, BETTER)).toEqual({
      items: [],
      texts: [],
    });
    expect(clusterTraining([], TENANT, null)).toEqual({ items: [], texts: [] });
  });
});

describe('intentTraining (spec 3 §4)', () => {
  it('trains each moved text to its target intent with Feedback 0, no answer', () => {
    const { items, texts } = intentTraining(
      [
        { text: 'large pizza please', from: 'MainFAQIntent', to: 'OrderPizza' },
        { text: 'hello', from: 'Greeting', to: 'Greeting' },
        { text: 'cancel it', from: 'OrderPizza', to: 'CancelOrder' },
        { text: 'cancel it', from: 'CancelOrder', to: 'FallbackIntent' },
        { text: 'nowhere', from: 'OrderPizza', to: '' },
      ],
      TENANT,
    );
    expect(texts).toEqual(['large pizza please', 'cancel it']);
    expect(items).toStrictEqual([
      {
        Id: '',
        UserInput: 'large pizza please',
        MatchedInput: '',
        Feedback: '0',
        SimilarityScore: null,
        IntentId: 'OrderPizza',
        Utterance: 'large pizza please',
        PublicChatbot: false,
        Tenant: TENANT,
      },
      {
        Id: '',
        UserInput: 'cancel it',
        MatchedInput: '',
        Feedback: '0',
        SimilarityScore: null,
        IntentId: 'CancelOrder',
        Utterance: 'cancel it',
        PublicChatbot: false,
        Tenant: TENANT,
      },
    ]);
  });

  it('trains nothing when nothing moved (the page warns)', () => {
    expect(intentTraining([{ text: 'x', from: 'A', to: 'A' }], TENANT)).toEqual({ items: [], texts: [] });
  });
});
