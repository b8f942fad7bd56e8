/** The chat's bubbles derived from a bubble tree: pure tests and a property. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BUBBLE_ENVIRONMENTS, NO_AVATAR, type TopBubble } from '@/contracts/bubbles';
import type { Bubble } from '@/contracts/chat';

import { SEEDED_FAQ } from '../assistant/catalogue';

import { type BubbleChannel, chatBubbles, showsIn } from './chat-bubbles';
import { demoTopBubbles, VISITOR_QUESTIONS } from './seed';

const intent = (name: string, utterance: string, extra: Partial<TopBubble> = {}): TopBubble => ({
  name,
  type: 'intent',
  utterance,
  avatar: NO_AVATAR,
  children: [],
  ...extra,
});

const hierarchy = (name: string, children: TopBubble[], extra: Partial<TopBubble> = {}): TopBubble => ({
  name,
  type: 'hierarchy',
  avatar: NO_AVATAR,
  children,
  ...extra,
});

const flatten = (bubbles: readonly Bubble[]): Bubble[] =>
  bubbles.flatMap((bubble) => [bubble, ...flatten(bubble.children ?? [])]);

const FAQS = [{ question: 'How do I connect to the VPN?', answer: '<b>Secure Connect</b>' }];

describe('chatBubbles', () => {
  it('ids each bubble by its position in the stored tree, and keeps names, types and utterances', () => {
    const tree = [
      hierarchy(
        'IT',
        [intent('Outage', 'report an outage'), hierarchy('Tickets', [intent('Open', 'open a ticket')])],
        {
          environment: 'Both',
        },
      ),
      intent('Meeting', 'when is my next meeting', { environment: 'Private' }),
    ];
    expect(chatBubbles(tree, [])).toEqual([
      {
        id: 'bubble-0',
        name: 'IT',
        type: 'hierarchy',
        children: [
          { id: 'bubble-0-0', name: 'Outage', type: 'intent', utterance: 'report an outage' },
          {
            id: 'bubble-0-1',
            name: 'Tickets',
            type: 'hierarchy',
            children: [{ id: 'bubble-0-1-0', name: 'Open', type: 'intent', utterance: 'open a ticket' }],
          },
        ],
      },
      { id: 'bubble-1', name: 'Meeting', type: 'intent', utterance: 'when is my next meeting' },
    ]);
  });

  it('shows Private and Both in the portal’s chat, Public and Both in the website’s; ids do not move', () => {
    const tree = [
      intent('Private', 'a', { environment: 'Private' }),
      intent('Public', 'b', { environment: 'Public' }),
      intent('Both', 'c', { environment: 'Both' }),
    ];
    expect(chatBubbles(tree, []).map(({ id, name }) => [id, name])).toEqual([
      ['bubble-0', 'Private'],
      ['bubble-2', 'Both'],
    ]);
    expect(chatBubbles(tree, [], 'Public').map(({ id, name }) => [id, name])).toEqual([
      ['bubble-1', 'Public'],
      ['bubble-2', 'Both'],
    ]);
    // A top-level bubble without an environment (never stored by UpdateTopBubbles) shows in both.
    expect(showsIn(undefined, 'Private') && showsIn(undefined, 'Public')).toBe(true);
  });

  it('makes an intent that asks a published FAQ question an answer bubble (trimmed, any case)', () => {
    const tree = [
      hierarchy(
        'Questions',
        [intent('VPN', '  how do I CONNECT to the vpn?  '), intent('Other', 'how do I fly?')],
        {
          environment: 'Both',
        },
      ),
    ];
    expect(chatBubbles(tree, FAQS)[0]?.children).toEqual([
      {
        id: 'bubble-0-0',
        name: 'VPN',
        type: 'answer',
        question: 'How do I connect to the VPN?',
        answer: '<b>Secure Connect</b>',
        help: 'How do I connect to the VPN?',
      },
      { id: 'bubble-0-1', name: 'Other', type: 'intent', utterance: 'how do I fly?' },
    ]);
    // Without the question published, it is an intent the bot answers (or not).
    expect(chatBubbles(tree, [])[0]?.children?.[0]?.type).toBe('intent');
  });

  it('leaves NO_AVATAR out and keeps an image URL', () => {
    const tree = [
      intent('Plain', 'a', { environment: 'Both' }),
      intent('Pictured', 'b', { environment: 'Both', avatar: 'https://img.example/b.png' }),
    ];
    const [plain, pictured] = chatBubbles(tree, []);
    expect(plain).not.toHaveProperty('avatar');
    expect(pictured?.avatar).toBe('https://img.example/b.png');
  });

  it('gives the portal’s chat the demo tree without the website’s bubbles, its FAQ bubbles answering', () => {
    const bubbles = chatBubbles(demoTopBubbles(), SEEDED_FAQ);
    expect(bubbles.map((bubble) => bubble.name)).toEqual([
      'IT support',
      'Sales',
      'Next meeting',
      'Schedule a meeting',
      'Questions',
      'Calendar',
    ]);
    const questions = bubbles.find((bubble) => bubble.name === 'Questions');
    expect(questions?.children?.map((bubble) => [bubble.name, bubble.type, bubble.question])).toEqual([
      ['VPN access', 'answer', SEEDED_FAQ[0]?.question],
      ['Reset password', 'answer', SEEDED_FAQ[1]?.question],
      ['Holiday days', 'answer', SEEDED_FAQ[2]?.question],
      ['Expenses', 'answer', SEEDED_FAQ[3]?.question],
    ]);
    const website = chatBubbles(
      demoTopBubbles(),
      [{ question: VISITOR_QUESTIONS.wifi, answer: 'Demo-Guest' }],
      'Public',
    );
    expect(website.map((bubble) => bubble.name)).not.toContain('Sales');
    expect(website.find((bubble) => bubble.name === 'Guest Wi-Fi')).toMatchObject({ type: 'answer' });
  });
});

/** Arbitrary trees as UpdateTopBubbles stores them: environments on the top level only. */
const treeArbitrary = (() => {
  const { node } = fc.letrec<{ node: TopBubble }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc
        .record({
          name: fc.string({ minLength: 1, maxLength: 8 }),
          utterance: fc.constantFrom('find account', 'How do I connect to the VPN?', 'show my agenda'),
        })
        .map(({ name, utterance }) => intent(name, utterance)),
      fc
        .record({
          name: fc.string({ minLength: 1, maxLength: 8 }),
          children: fc.array(tie('node'), { maxLength: 4 }),
        })
        .map(({ name, children }) => hierarchy(name, children)),
    ),
  }));
  return fc.array(
    fc
      .tuple(node, fc.constantFrom(...BUBBLE_ENVIRONMENTS))
      .map(([bubble, environment]) => ({ ...bubble, environment })),
    { maxLength: 8 },
  );
})();

const countAll = (tree: readonly TopBubble[]): number =>
  tree.reduce((sum, bubble) => sum + 1 + countAll(bubble.children), 0);

describe('chatBubbles (property)', () => {
  it('shows every bubble of a channel’s top-level bubbles exactly once, each with its own id', () => {
    fc.assert(
      fc.property(treeArbitrary, fc.constantFrom<BubbleChannel>('Private', 'Public'), (tree, channel) => {
        const shown = tree.filter(
          (bubble) => bubble.environment === 'Both' || bubble.environment === channel,
        );
        const all = flatten(chatBubbles(tree, FAQS, channel));
        expect(all).toHaveLength(countAll(shown));
        expect(new Set(all.map((bubble) => bubble.id)).size).toBe(all.length);
        // In the tree's order: the names, depth first, are the shown bubbles' names.
        const names = (bubbles: readonly TopBubble[]): string[] =>
          bubbles.flatMap((bubble) => [bubble.name, ...names(bubble.children)]);
        expect(all.map((bubble) => bubble.name)).toEqual(names(shown));
        // Ids are stable: the same tree gives the same ids in either channel for a bubble shown in both.
        const other = flatten(chatBubbles(tree, FAQS, channel === 'Private' ? 'Public' : 'Private'));
        const ids = new Map(all.map((bubble) => [bubble.id, bubble.name]));
        for (const bubble of other) if (ids.has(bubble.id)) expect(ids.get(bubble.id)).toBe(bubble.name);
      }),
    );
  });
});
