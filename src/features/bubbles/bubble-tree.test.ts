import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BUBBLE_ENVIRONMENTS, NO_AVATAR, type TopBubble } from '@/contracts/bubbles';
import { childrenOf, findOrphans, walkTree } from '@/lib/tree';

import {
  addBubble,
  type BubbleFields,
  deleteBubble,
  descendantCount,
  editBubble,
  fromTopBubbles,
  moveBubble,
  shownUnder,
  topLevelEnvironment,
  toTopBubbles,
} from './bubble-tree';

const intent = (name: string, utterance = name.toLowerCase()): TopBubble => ({
  name,
  type: 'intent',
  utterance,
  avatar: NO_AVATAR,
  children: [],
});

const hierarchy = (name: string, children: TopBubble[]): TopBubble => ({
  name,
  type: 'hierarchy',
  avatar: NO_AVATAR,
  children,
});

const SAMPLE: TopBubble[] = [
  {
    ...hierarchy('Support', [intent('Outage'), hierarchy('Tickets', [intent('Open'), intent('Mine')])]),
    environment: 'Private',
  },
  { ...intent('Pricing'), environment: 'Public' },
];

const nameOf = (edited: ReturnType<typeof fromTopBubbles>, id: string) => edited.bubbles[id]?.name;
const idNamed = (edited: ReturnType<typeof fromTopBubbles>, name: string) => {
  const found = Object.entries(edited.bubbles).find(([, fields]) => fields.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found[0];
};

/** Any tree the server accepts: names, types, intents' utterances, avatars, top-level environments. */
const topBubbles: fc.Arbitrary<TopBubble[]> = fc
  .letrec((tie) => ({
    level: fc.array(tie('bubble'), { maxLength: 3 }),
    bubble: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 10 }),
        type: fc.constant('intent' as const),
        utterance: fc.string({ minLength: 1, maxLength: 10 }),
        avatar: fc.constantFrom(NO_AVATAR, 'https://example.com/a.png'),
        children: fc.constant([]),
      }),
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 10 }),
        type: fc.constant('hierarchy' as const),
        avatar: fc.constantFrom(NO_AVATAR, 'https://example.com/a.png'),
        children: tie('level') as fc.Arbitrary<TopBubble[]>,
      }),
    ),
  }))
  .level.chain((level) =>
    fc
      .array(fc.constantFrom(...BUBBLE_ENVIRONMENTS), { minLength: level.length, maxLength: level.length })
      .map((environments) =>
        (level as TopBubble[]).map((bubble, at) => ({ ...bubble, environment: environments[at] })),
      ),
  );

describe('the bubbles being edited', () => {
  it('reads the server’s tree and writes back exactly what it read', () => {
    fc.assert(
      fc.property(topBubbles, (list) => {
        expect(toTopBubbles(fromTopBubbles(list))).toEqual(list);
      }),
    );
  });

  it('gives nested bubbles their top-level ancestor’s environment', () => {
    const edited = fromTopBubbles(SAMPLE);
    expect(topLevelEnvironment(edited, idNamed(edited, 'Open'))).toBe('Private');
    expect(edited.bubbles[idNamed(edited, 'Open')]?.environment).toBe('Private');
  });

  it('adds a bubble at the end of its parent, showing where its parent shows', () => {
    const edited = fromTopBubbles(SAMPLE);
    const tickets = idNamed(edited, 'Tickets');
    const fields: BubbleFields = {
      name: 'Closed',
      type: 'intent',
      utterance: 'closed',
      avatar: '',
      environment: 'Public',
    };
    const { edited: added, id } = addBubble(edited, fields, tickets);
    expect(childrenOf(added.tree, tickets).map((child) => nameOf(added, child))).toEqual([
      'Open',
      'Mine',
      'Closed',
    ]);
    expect(added.bubbles[id]?.environment).toBe('Private');
    expect(toTopBubbles(added)[0]?.children[1]?.children[2]).toEqual({
      name: 'Closed',
      type: 'intent',
      utterance: 'closed',
      avatar: NO_AVATAR,
      children: [],
    });
  });

  it('lifts a hierarchy’s children to the top level when it becomes an intent (spec 3 §4)', () => {
    const edited = fromTopBubbles(SAMPLE);
    const tickets = idNamed(edited, 'Tickets');
    const changed = editBubble(edited, tickets, {
      name: 'Tickets',
      type: 'intent',
      utterance: 'my tickets',
      avatar: '',
      environment: 'Private',
    });
    const sent = toTopBubbles(changed);
    expect(sent.map((bubble) => bubble.name)).toEqual(['Support', 'Open', 'Mine', 'Pricing']);
    expect(sent[0]?.children.map((bubble) => bubble.name)).toEqual(['Outage', 'Tickets']);
    expect(sent[0]?.children[1]).toMatchObject({ type: 'intent', utterance: 'my tickets', children: [] });
    // The lifted bubbles keep showing where they showed.
    expect(sent[1]?.environment).toBe('Private');
    expect(findOrphans(changed.tree)).toEqual([]);
  });

  it('drops the utterance of a bubble that becomes a hierarchy', () => {
    const edited = fromTopBubbles(SAMPLE);
    const pricing = idNamed(edited, 'Pricing');
    const changed = editBubble(edited, pricing, {
      name: 'Pricing',
      type: 'hierarchy',
      utterance: 'pricing',
      avatar: '',
      environment: 'Public',
    });
    expect(toTopBubbles(changed)[1]).toEqual({
      name: 'Pricing',
      type: 'hierarchy',
      avatar: NO_AVATAR,
      environment: 'Public',
      children: [],
    });
  });

  it('deletes a bubble with everything below it, and counts what goes with it', () => {
    const edited = fromTopBubbles(SAMPLE);
    const support = idNamed(edited, 'Support');
    expect(descendantCount(edited, support)).toBe(4);
    const left = deleteBubble(edited, support);
    expect(toTopBubbles(left).map((bubble) => bubble.name)).toEqual(['Pricing']);
    expect(Object.keys(left.bubbles)).toHaveLength(1);
  });

  it('moves a nested bubble to the top level with the environment it showed in', () => {
    const edited = fromTopBubbles(SAMPLE);
    const moved = moveBubble(edited, idNamed(edited, 'Mine'), { parentId: null, index: 2 });
    expect(toTopBubbles(moved)[2]).toMatchObject({ name: 'Mine', environment: 'Private' });
    expect(walkTree(moved.tree)).toHaveLength(6);
  });

  it('refuses to move a bubble into an intent', () => {
    const edited = fromTopBubbles(SAMPLE);
    expect(() =>
      moveBubble(edited, idNamed(edited, 'Outage'), { parentId: idNamed(edited, 'Pricing'), index: 0 }),
    ).toThrow(/not-a-container/);
  });

  it('filters by the chat a top-level bubble shows in: Both shows in either', () => {
    expect(shownUnder('all', 'Private')).toBe(true);
    expect(shownUnder('Public', 'Both')).toBe(true);
    expect(shownUnder('Public', 'Private')).toBe(false);
    expect(shownUnder('Private', 'Public')).toBe(false);
  });
});
