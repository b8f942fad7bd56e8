import { describe, expect, it } from 'vitest';

import { NO_AVATAR, type TopBubble } from '@/contracts/bubbles';

import { fromTopBubbles } from './bubble-tree';
import { CHANNEL_LIMITS, checkBubbles, uncheckedUtterances } from './checks';

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

/** The problems, by bubble name. */
const problemsOf = (list: TopBubble[]) => {
  const edited = fromTopBubbles(list);
  return checkBubbles(edited).map(({ id, ...problem }) => ({ name: edited.bubbles[id]?.name, ...problem }));
};

describe('the channel checks', () => {
  it('finds nothing in a tree that fits', () => {
    expect(
      problemsOf([hierarchy('Support', [intent('Outage'), intent('Tickets')]), intent('Agenda')]),
    ).toEqual([]);
  });

  it('counts a hierarchy’s bubbles against a response card’s 5, but not the top level', () => {
    const six = Array.from({ length: 6 }, (_, at) => intent(`Item ${at + 1}`));
    expect(problemsOf([hierarchy('Many', six), ...six])).toEqual([
      { name: 'Many', kind: 'too-many-bubbles', count: 6 },
    ]);
    expect(CHANNEL_LIMITS.buttonsPerCard).toBe(5);
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
    expect(names(checkBubbles(edited, { Weather: 'not-understood', Agenda: 'understood' }))).toEqual([
      ['Weather', 'not-understood'],
      ['Weather', 'not-understood'],
    ]);
    // A check that could not be made is no finding.
    expect(checkBubbles(edited, { Weather: 'failed', Agenda: 'failed' })).toEqual([]);
  });
});
