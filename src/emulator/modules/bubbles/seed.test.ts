/** The seeded bubble trees: the structure the editor and the chat need, and bubbles the bot understands. */
import { describe, expect, it } from 'vitest';

import { BUBBLE_ENVIRONMENTS, type TopBubble } from '@/contracts/bubbles';

import { DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { SEEDED_INTENTS } from '../assistant/catalogue';
import { assistantModule } from '../assistant/module';
import { emulator } from '../cognito/test-support';
import { publishedFaqs } from '../faq/state';

import { basicTopBubbles, demoTopBubbles } from './seed';
import { version1DemoBubbles } from './test-support';
import { validateTopBubbles } from './validation';

const flatten = (bubbles: readonly TopBubble[]): TopBubble[] =>
  bubbles.flatMap((bubble) => [bubble, ...flatten(bubble.children)]);

describe('the demo bubble tree', () => {
  const tree = demoTopBubbles();
  const all = flatten(tree);

  it('is a tree UpdateTopBubbles accepts as it is', () => {
    expect(validateTopBubbles(tree)).toEqual(tree);
    expect(validateTopBubbles(basicTopBubbles())).toEqual(basicTopBubbles());
  });

  it('drills down more than one level, and every hierarchy has children', () => {
    const hierarchies = all.filter((bubble) => bubble.type === 'hierarchy');
    expect(hierarchies.every((bubble) => bubble.children.length > 0)).toBe(true);
    expect(tree.some((bubble) => bubble.children.some((child) => child.type === 'hierarchy'))).toBe(true);
  });

  it('uses every environment, mostly Both, with website-only (Public) bubbles', () => {
    const environments = tree.map((bubble) => bubble.environment);
    expect(new Set(environments)).toEqual(new Set(BUBBLE_ENVIRONMENTS));
    const both = environments.filter((environment) => environment === 'Both').length;
    expect(both).toBeGreaterThan(tree.length / 2);
    expect(tree.filter((bubble) => bubble.environment === 'Public').map((bubble) => bubble.name)).toEqual([
      'Guest Wi-Fi',
      'Parking',
    ]);
  });

  it('sends catalogue utterances or published FAQ questions, so the bot understands every one', () => {
    const utterances = new Set(SEEDED_INTENTS.flatMap((intent) => intent.utterances));
    const questions = new Set(publishedFaqs(emulator().db.state.faq, DEMO_TENANT).map((faq) => faq.question));
    for (const bubble of all.filter((candidate) => candidate.type === 'intent')) {
      expect(
        utterances.has(bubble.utterance ?? '') || questions.has(bubble.utterance ?? ''),
        bubble.name,
      ).toBe(true);
    }
  });

  it('keeps the names the chat showed before the tree was the editor’s', () => {
    const names = (bubbles: readonly { name: string; children?: readonly { name: string }[] }[]): string[] =>
      bubbles.flatMap((bubble) => [bubble.name, ...names(bubble.children ?? [])]);
    const websiteOnly = new Set(['Guest Wi-Fi', 'Parking']);
    expect(names(tree).filter((name) => !websiteOnly.has(name))).toEqual(names(version1DemoBubbles()));
  });

  it('is stored per skill in the seed', () => {
    const { skills } = emulator().db.state.bubbles;
    expect(skills.find((entry) => entry.skillId === DEMO_SKILL.ID)?.bubbles).toEqual(demoTopBubbles());
    const other = skills.find((entry) => entry.skillId === OTHER_ORGANISATION.skill.ID);
    expect(other?.tenant).toBe(OTHER_ORGANISATION.tenant);
    expect(other?.bubbles).toEqual(basicTopBubbles());
  });
});

describe('the move of the bubbles out of the assistant module', () => {
  it('keeps a stored version-1 assistant state’s conversations and drops its bubbles', () => {
    const stored = {
      conversations: [{ id: 'turn-1' }],
      reviewedUtterances: [{ utterance: 'lost' }],
      bubbles: [{ skillId: 'skill', tenant: 'tenant', bubbles: version1DemoBubbles() }],
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
