/** The bubbles module's version 1 → 2 migration: stored chat bubbles become the editor's tree. */
import { describe, expect, it } from 'vitest';

import { NO_AVATAR, type TopBubble } from '@/contracts/bubbles';
import type { Bubble } from '@/contracts/chat';

import { SEEDED_FAQ } from '../assistant/catalogue';

import { chatBubbles } from './chat-bubbles';
import { bubblesModule } from './module';
import { version1BasicBubbles, version1DemoBubbles } from './test-support';
import { validateTopBubbles } from './validation';

const migrate = (stored: unknown, version = 1) => bubblesModule.migrate?.(stored, version);

const storedVersion1 = () => ({
  skills: [
    { skillId: 'demo-skill', tenant: 'demo', bubbles: version1DemoBubbles() },
    { skillId: 'other-skill', tenant: 'other', bubbles: version1BasicBubbles() },
  ],
});

const treeOf = (stored: unknown, skillId = 'demo-skill'): TopBubble[] =>
  migrate(stored)?.skills.find((entry) => entry.skillId === skillId)?.bubbles ?? [];

/** A chat bubble's shape without what the tree cannot keep (ids, help, emoji avatars). */
const outline = (bubbles: readonly Bubble[]): unknown[] =>
  bubbles.map((bubble) => ({
    name: bubble.name,
    // The tree has intent and hierarchy only: a skill bubble comes back as an intent.
    type: bubble.type === 'skill' ? 'intent' : bubble.type,
    ...(bubble.utterance ? { utterance: bubble.utterance } : {}),
    ...(bubble.question ? { question: bubble.question, answer: bubble.answer } : {}),
    ...(bubble.children ? { children: outline(bubble.children) } : {}),
  }));

describe('the bubbles module’s migration from version 1', () => {
  it('is version 2 and migrates only version 1', () => {
    expect(bubblesModule.version).toBe(2);
    expect(migrate(storedVersion1(), 0)).toBeUndefined();
    expect(migrate(storedVersion1(), 3)).toBeUndefined();
    expect(migrate(null)).toBeUndefined();
    expect(migrate({ skills: 'none' })).toBeUndefined();
  });

  it('converts the version-1 demo: hierarchies kept, answers and skills become intents, environment Both', () => {
    const tree = treeOf(storedVersion1());
    expect(tree.map((bubble) => [bubble.name, bubble.type, bubble.environment])).toEqual([
      ['IT support', 'hierarchy', 'Both'],
      ['Sales', 'hierarchy', 'Both'],
      ['Next meeting', 'intent', 'Both'],
      ['Schedule a meeting', 'intent', 'Both'],
      ['Questions', 'hierarchy', 'Both'],
      ['Calendar', 'intent', 'Both'],
    ]);
    expect(tree[5]).toEqual({
      name: 'Calendar',
      type: 'intent',
      utterance: 'sync my calendar',
      avatar: NO_AVATAR,
      environment: 'Both',
      children: [],
    });
    // An answer bubble asks its question.
    expect(tree[4]?.children.map((bubble) => [bubble.name, bubble.type, bubble.utterance])).toEqual(
      SEEDED_FAQ.map((faq, index) => [
        version1DemoBubbles()[4]?.children?.[index]?.name,
        'intent',
        faq.question,
      ]),
    );
    // Nested bubbles have no environment; emoji avatars are not images.
    const nested = tree.flatMap((bubble) => bubble.children);
    expect(nested.every((bubble) => !('environment' in bubble))).toBe(true);
    expect([...tree, ...nested].every((bubble) => bubble.avatar === NO_AVATAR)).toBe(true);
    // What it made is a tree UpdateTopBubbles would store as it is.
    expect(validateTopBubbles(tree)).toEqual(tree);
    expect(treeOf(storedVersion1(), 'other-skill').map((bubble) => bubble.name)).toEqual([
      'Create a ticket',
      'My agenda',
    ]);
  });

  it('gives the chat the bubbles it had (ids aside), answers answering while their question is published', () => {
    expect(outline(chatBubbles(treeOf(storedVersion1()), SEEDED_FAQ))).toEqual(
      outline(version1DemoBubbles()),
    );
  });

  it('keeps http(s) avatars, drops what the tree cannot hold, and unknown keys', () => {
    const stored = {
      skills: [
        {
          skillId: 's',
          tenant: 't',
          bubbles: [
            {
              id: 'a',
              name: ' Photo ',
              type: 'intent',
              utterance: 'find account',
              avatar: 'https://img.example/a.png',
            },
            {
              id: 'b',
              name: 'Data',
              type: 'intent',
              utterance: 'find account',
              avatar: 'data:image/png;base64,AA',
            },
            { id: 'c', name: 'Slot', type: 'slot', utterance: 'tomorrow', help: 'h' },
            { id: 'd', name: 'Silent', type: 'confirmation' },
            { id: 'e', name: '', type: 'intent', utterance: 'nameless' },
            { id: 'f', name: 'Empty', type: 'hierarchy', extra: true },
            'not a bubble',
          ],
        },
        { skillId: 42, tenant: 't', bubbles: [] },
      ],
    };
    const migrated = migrate(stored);
    expect(migrated?.skills).toHaveLength(1);
    expect(migrated?.skills[0]?.bubbles).toEqual([
      {
        name: 'Photo',
        type: 'intent',
        utterance: 'find account',
        avatar: 'https://img.example/a.png',
        environment: 'Both',
        children: [],
      },
      {
        name: 'Data',
        type: 'intent',
        utterance: 'find account',
        avatar: NO_AVATAR,
        environment: 'Both',
        children: [],
      },
      {
        name: 'Slot',
        type: 'intent',
        utterance: 'tomorrow',
        avatar: NO_AVATAR,
        environment: 'Both',
        children: [],
      },
      { name: 'Empty', type: 'hierarchy', avatar: NO_AVATAR, environment: 'Both', children: [] },
    ]);
  });
});
