/** The seeded chat bubbles: the structure the chat needs, and bubbles the bot understands. */
import { describe, expect, it } from 'vitest';

import type { Bubble } from '@/contracts/chat';

import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';
import { SEEDED_FAQ, SEEDED_INTENTS } from '../assistant/catalogue';
import { assistantModule } from '../assistant/module';
import { emulator } from '../cognito/test-support';

import { demoBubbles } from './seed';

const flatten = (bubbles: readonly Bubble[]): Bubble[] =>
  bubbles.flatMap((bubble) => [bubble, ...flatten(bubble.children ?? [])]);

describe('the demo bubbles', () => {
  const all = flatten(demoBubbles());

  it('have unique ids and every type the chat handles at the top level or below', () => {
    expect(new Set(all.map((bubble) => bubble.id)).size).toBe(all.length);
    expect(new Set(all.map((bubble) => bubble.type))).toEqual(
      new Set(['hierarchy', 'intent', 'answer', 'skill']),
    );
  });

  it('drill down more than one level, and every hierarchy has children', () => {
    const hierarchies = all.filter((bubble) => bubble.type === 'hierarchy');
    expect(hierarchies.every((bubble) => (bubble.children?.length ?? 0) > 0)).toBe(true);
    expect(demoBubbles().some((bubble) => bubble.children?.some((child) => child.type === 'hierarchy'))).toBe(
      true,
    );
  });

  it('send catalogue utterances, and answer with the FAQ', () => {
    const utterances = new Set(SEEDED_INTENTS.flatMap((intent) => intent.utterances));
    for (const bubble of all.filter(
      (candidate) => candidate.type === 'intent' || candidate.type === 'skill',
    )) {
      expect(utterances, bubble.name).toContain(bubble.utterance);
    }
    const answers = all.filter((bubble) => bubble.type === 'answer');
    expect(answers.map(({ question, answer }) => ({ question, answer }))).toEqual(
      SEEDED_FAQ.map(({ question, answer }) => ({ question, answer })),
    );
  });

  it('are stored per skill in the seed', () => {
    const { skills: bubbles } = emulator().db.state.bubbles;
    expect(bubbles.find((entry) => entry.skillId === DEMO_SKILL.ID)?.bubbles).toEqual(demoBubbles());
    expect(bubbles.find((entry) => entry.skillId === OTHER_ORGANISATION.skill.ID)?.tenant).toBe(
      OTHER_ORGANISATION.tenant,
    );
  });
});

describe('the move of the bubbles out of the assistant module', () => {
  it('keeps a stored version-1 assistant state’s conversations and drops its bubbles', () => {
    const stored = {
      conversations: [{ id: 'turn-1' }],
      reviewedUtterances: [{ utterance: 'lost' }],
      bubbles: [{ skillId: 'skill', tenant: 'tenant', bubbles: demoBubbles() }],
      historyThrough: 1_700_000_000_000,
    };
    expect(assistantModule.migrate?.(stored, 1)).toEqual({
      conversations: stored.conversations,
      reviewedUtterances: stored.reviewedUtterances,
      historyThrough: stored.historyThrough,
    });
    // Any other stored version re-seeds.
    expect(assistantModule.migrate?.(stored, 0)).toBeUndefined();
  });
});
