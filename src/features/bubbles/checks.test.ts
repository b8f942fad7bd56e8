import { describe, expect, it } from 'vitest';

import { NO_AVATAR, type TopBubble } from '@/contracts/bubbles';

import { fromTopBubbles } from './bubble-tree';
import { checkBubbles, LEX_LIMITS, type TenantChannelLimits, uncheckedUtterances } from './checks';

const intent = (name: string): TopBubble => ({
  name,
  type: 'intent',
  utterance: name,
  avatar: NO_AVATAR,
  children: [],
});
const hierarchy = (name: string, children: TopBubble[]): TopBubble => ({
  name,
  type: 'hierarchy',
  avatar: NO_AVATAR,
  environment: 'Both',
  children,
});

/** The web chat's limit of the tests that are not about it: the default's value, above Lex's 5. */
const LIMITS: TenantChannelLimits = { webChatBubblesPerLevel: 8 };

/** The problems, by bubble name. */
const problemsOf = (list: TopBubble[], limits = LIMITS) => {
  const edited = fromTopBubbles(list);
  return checkBubbles(edited, limits).map(({ id, ...problem }) => ({
    name: edited.bubbles[id]?.name,
    ...problem,
  }));
};

const intents = (count: number) => Array.from({ length: count }, (_, at) => intent(`Item ${at + 1}`));

describe('the channel checks', () => {
  it('finds nothing in a tree that fits', () => {
    expect(
      problemsOf([hierarchy('Support', [intent('Outage'), intent('Tickets')]), intent('Agenda')]),
    ).toEqual([]);
  });

  it.each<{ count: number; webChat: number; kinds: ('too-many-for-lex' | 'too-many-for-web-chat')[] }>([
    { count: 5, webChat: 8, kinds: [] },
    { count: 6, webChat: 8, kinds: ['too-many-for-lex'] },
    { count: 6, webChat: 6, kinds: ['too-many-for-lex'] },
    { count: 7, webChat: 6, kinds: ['too-many-for-lex', 'too-many-for-web-chat'] },
    { count: 4, webChat: 3, kinds: ['too-many-for-web-chat'] },
    { count: 3, webChat: 3, kinds: [] },
  ])(
    'counts a hierarchy of $count against a Lex card’s 5 and a web chat of $webChat: $kinds',
    ({ count, webChat, kinds }) => {
      const max = { 'too-many-for-lex': LEX_LIMITS.buttonsPerCard, 'too-many-for-web-chat': webChat };
      expect(problemsOf([hierarchy('Many', intents(count))], { webChatBubblesPerLevel: webChat })).toEqual(
        kinds.map((kind) => ({ name: 'Many', kind, count, max: max[kind] })),
      );
    },
  );

  it('does not count the top level, which is the chat’s own scrolling row, against either channel', () => {
    expect(problemsOf(intents(9), { webChatBubblesPerLevel: 3 })).toEqual([]);
    expect(LEX_LIMITS.buttonsPerCard).toBe(5);
  });

  it('flags names over 50 characters, the same name twice at one level (case aside), and empty hierarchies', () => {
    const long = 'x'.repeat(51);
    expect(
      problemsOf([
        intent(long),
        hierarchy('Empty', []),
        hierarchy('Twice', [intent('Agenda'), intent('agenda ')]),
      ]),
    ).toEqual([
      { name: long, kind: 'label-too-long', length: 51 },
      { name: 'Empty', kind: 'empty-hierarchy' },
      { name: 'agenda ', kind: 'duplicate-name' },
    ]);
    expect(problemsOf([intent('x'.repeat(50))])).toEqual([]);
  });

  it('does not mind the same name at different levels', () => {
    expect(problemsOf([hierarchy('Agenda', [intent('Agenda')])])).toEqual([]);
  });

  it('lists the intents whose utterance the bot does not understand, and asks about each utterance once', () => {
    const edited = fromTopBubbles([
      { ...intent('Weather'), environment: 'Both' },
      hierarchy('Support', [intent('Agenda'), intent('Weather')]),
    ]);
    const names = (list: ReturnType<typeof checkBubbles>) =>
      list.map((problem) => [edited.bubbles[problem.id]?.name, problem.kind]);
    expect(uncheckedUtterances(edited, {})).toEqual(['Weather', 'Agenda']);
    expect(uncheckedUtterances(edited, { Weather: 'not-understood' })).toEqual(['Agenda']);
    expect(names(checkBubbles(edited, LIMITS, { Weather: 'not-understood', Agenda: 'understood' }))).toEqual([
      ['Weather', 'not-understood'],
      ['Weather', 'not-understood'],
    ]);
    // A check that could not be made is no finding.
    expect(checkBubbles(edited, LIMITS, { Weather: 'failed', Agenda: 'failed' })).toEqual([]);
  });
});
