/**
 * GetTopBubbles and UpdateTopBubbles through the portal's own gateway client and a real Amplify session: the
 * server's validation of the tree, rights and isolation, and the chat (GetBubbles) following a saved tree.
 */
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import {
  BUBBLE_LIMITS,
  getTopBubbles,
  NO_AVATAR,
  type TopBubble,
  updateTopBubbles,
} from '@/contracts/bubbles';
import { getBubbles } from '@/contracts/chat';
import { toServiceError } from '@/services/errors';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';
import { SEEDED_FAQ } from '../assistant/catalogue';
import { withEmulatedAmplify } from '../cognito/test-support';

import { BUBBLES_SAVED } from './operations';
import { basicTopBubbles, demoTopBubbles } from './seed';
import { skillTree } from './state';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;

/** Another account in the same test: Amplify keeps one session (and its identity-pool credentials) at a time. */
async function switchTo(account: { email: string }) {
  await signOut();
  await signInAs(account);
}

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const read = (skill: string = DEMO_SKILL.ID) => gateway.send(getTopBubbles, { Skill: skill });
const save = (bubbles: unknown, skillId: string = DEMO_SKILL.ID) =>
  gateway.send(withAnyFields(updateTopBubbles), { bubbles, SkillId: skillId });
const chat = () => gateway.send(withAnyFields(getBubbles), {}, { skillId: DEMO_SKILL.ID });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = toServiceError(error);
    return { status, message };
  }
  throw new Error('The call succeeded');
}

const intent = (name: string, utterance: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'intent',
  utterance,
  avatar: NO_AVATAR,
  children: [],
  ...extra,
});
const hierarchy = (name: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  name,
  type: 'hierarchy',
  avatar: NO_AVATAR,
  children,
  ...extra,
});
/** A top-level Sales hierarchy holding `child`: rules about nested bubbles are checked one level down. */
const underSales = (child: unknown) => [hierarchy('Sales', [child], { environment: 'Both' })];

describe(getTopBubbles.apiCall, () => {
  it('returns the skill’s tree to an administrator', async () => {
    await signInAs(administrator);
    expect(await read()).toEqual({ code: 200, data: demoTopBubbles() });
  });

  it('answers 403 to a member, and to another organisation’s administrator; 404 for an unknown skill', async () => {
    await signInAs(ordinaryUser);
    expect((await refusal(read())).status).toBe(403);
    await switchTo(OTHER_ORGANISATION.administrator);
    expect(await refusal(read())).toEqual({
      status: 403,
      message: 'This skill belongs to another organisation.',
    });
    // Its own skill it reads.
    expect((await read(OTHER_ORGANISATION.skill.ID)).data).toEqual(basicTopBubbles());
    expect((await refusal(read('no-such-skill'))).status).toBe(404);
    expect((await refusal(gateway.send(withAnyFields(getTopBubbles), {}))).status).toBe(400);
  });
});

describe(updateTopBubbles.apiCall, () => {
  it('replaces the tree: read back as saved, and the portal’s chat follows at once (Private and Both only)', async () => {
    await signInAs(administrator);
    const tree: TopBubble[] = [
      {
        name: 'Help desk',
        type: 'hierarchy',
        avatar: 'https://img.example/desk.png',
        environment: 'Private',
        children: [
          {
            name: 'Laptop',
            type: 'intent',
            utterance: 'my laptop is broken',
            avatar: NO_AVATAR,
            children: [],
          },
          {
            name: 'VPN',
            type: 'intent',
            utterance: SEEDED_FAQ[0]?.question ?? '',
            avatar: NO_AVATAR,
            children: [],
          },
        ],
      },
      {
        name: 'Pricing',
        type: 'intent',
        utterance: 'find account',
        avatar: NO_AVATAR,
        environment: 'Public',
        children: [],
      },
      {
        name: 'Agenda',
        type: 'intent',
        utterance: 'show my agenda',
        avatar: NO_AVATAR,
        environment: 'Both',
        children: [],
      },
    ];
    expect(await save(tree)).toEqual({ code: 200, message: BUBBLES_SAVED });
    expect((await read()).data).toEqual(tree);

    await switchTo(ordinaryUser);
    expect((await chat()).data).toEqual([
      {
        id: 'bubble-0',
        name: 'Help desk',
        type: 'hierarchy',
        avatar: 'https://img.example/desk.png',
        children: [
          { id: 'bubble-0-0', name: 'Laptop', type: 'intent', utterance: 'my laptop is broken' },
          {
            id: 'bubble-0-1',
            name: 'VPN',
            type: 'answer',
            question: SEEDED_FAQ[0]?.question,
            answer: SEEDED_FAQ[0]?.answer,
            help: SEEDED_FAQ[0]?.question,
          },
        ],
      },
      // 'Pricing' is the website assistant's only.
      { id: 'bubble-2', name: 'Agenda', type: 'intent', utterance: 'show my agenda' },
    ]);
  });

  it('hides the seeded website-only bubbles from the portal’s chat', async () => {
    await signInAs(ordinaryUser);
    const names = ((await chat()).data ?? []).map((bubble) => bubble.name);
    expect(names).toContain('IT support');
    expect(names).not.toContain('Guest Wi-Fi');
    expect(names).not.toContain('Parking');
  });

  it('stores exactly the validated shape: trimmed, unknown keys dropped, empty lists as lists', async () => {
    await signInAs(administrator);
    await save([
      {
        ...hierarchy('  Sales ', [
          { ...intent(' Find ', ' find account '), id: 'x', help: 'h', environment: '' },
        ]),
        environment: 'Both',
        extra: { nested: true },
        utterance: '',
      },
      { name: 'Empty', type: 'hierarchy', avatar: NO_AVATAR, environment: 'Private' },
    ]);
    expect(skillTree(context.db.state.bubbles, DEMO_SKILL.ID)).toEqual([
      {
        name: 'Sales',
        type: 'hierarchy',
        avatar: NO_AVATAR,
        environment: 'Both',
        children: [
          { name: 'Find', type: 'intent', utterance: 'find account', avatar: NO_AVATAR, children: [] },
        ],
      },
      { name: 'Empty', type: 'hierarchy', avatar: NO_AVATAR, environment: 'Private', children: [] },
    ]);
  });

  it('refuses every broken rule with 400, naming the bubble by its path, and keeps the stored tree', async () => {
    await signInAs(administrator);
    const long = (length: number) => 'x'.repeat(length);
    const nested = (depth: number): unknown =>
      depth === 1 ? intent('Leaf', 'find account') : hierarchy(`Level ${depth}`, [nested(depth - 1)]);
    const cases: [unknown, string][] = [
      ['not a list', 'bubbles must be a list of bubbles.'],
      [{ name: 'Sales' }, 'bubbles must be a list of bubbles.'],
      [['Sales'], 'bubble 1: a bubble must be an object.'],
      [underSales(null), "'Sales' › bubble 1: a bubble must be an object."],
      [underSales(intent('   ', 'find account')), "'Sales' › bubble 1: the name is required."],
      [
        underSales(intent(7 as unknown as string, 'find account')),
        "'Sales' › bubble 1: the name is required.",
      ],
      [
        underSales(intent(long(BUBBLE_LIMITS.nameMax + 1), 'find account')),
        `'Sales' › '${long(40)}…': the name must be at most ${BUBBLE_LIMITS.nameMax} characters.`,
      ],
      [
        underSales(intent('Pipeline', 'show', { type: 'skill' })),
        "'Sales' › 'Pipeline': the type must be one of intent, hierarchy.",
      ],
      [underSales(intent('Pipeline', '  ')), "'Sales' › 'Pipeline': an intent bubble needs an utterance."],
      [
        underSales({ name: 'Pipeline', type: 'intent', avatar: NO_AVATAR, children: [] }),
        "'Sales' › 'Pipeline': an intent bubble needs an utterance.",
      ],
      [
        underSales(intent('My pipeline', long(BUBBLE_LIMITS.utteranceMax + 1))),
        `'Sales' › 'My pipeline': the utterance must be at most ${BUBBLE_LIMITS.utteranceMax} characters.`,
      ],
      [
        underSales(
          intent('My pipeline', 'show my pipeline', { children: [intent('Child', 'find account')] }),
        ),
        "'Sales' › 'My pipeline': an intent bubble cannot have children.",
      ],
      [
        underSales(hierarchy('Deals', [], { utterance: 'show my pipeline' })),
        "'Sales' › 'Deals': a hierarchy bubble has no utterance.",
      ],
      [
        underSales(hierarchy('Deals', 'none' as unknown as unknown[])),
        "'Sales' › 'Deals': children must be a list of bubbles.",
      ],
      [
        underSales(intent('My pipeline', 'show my pipeline', { avatar: '' })),
        "'Sales' › 'My pipeline': the avatar must be an http(s) image URL or a single space.",
      ],
      [
        underSales(intent('My pipeline', 'show my pipeline', { avatar: 'javascript:alert(1)' })),
        "'Sales' › 'My pipeline': the avatar must be an http(s) image URL or a single space.",
      ],
      [
        underSales(intent('My pipeline', 'show my pipeline', { avatar: '📈' })),
        "'Sales' › 'My pipeline': the avatar must be an http(s) image URL or a single space.",
      ],
      [
        underSales(intent('My pipeline', 'show my pipeline', { avatar: undefined })),
        "'Sales' › 'My pipeline': the avatar must be an image URL or a single space.",
      ],
      [
        underSales(
          intent('My pipeline', 'show my pipeline', {
            avatar: `https://img.example/${long(BUBBLE_LIMITS.avatarMax)}.png`,
          }),
        ),
        `'Sales' › 'My pipeline': the avatar URL must be at most ${BUBBLE_LIMITS.avatarMax} characters.`,
      ],
      [
        [intent('Agenda', 'show my agenda')],
        "'Agenda': the environment must be one of Private, Public, Both.",
      ],
      [
        [intent('Agenda', 'show my agenda', { environment: 'Internal' })],
        "'Agenda': the environment must be one of Private, Public, Both.",
      ],
      [
        underSales(intent('My pipeline', 'show my pipeline', { environment: 'Both' })),
        "'Sales' › 'My pipeline': only top-level bubbles have an environment.",
      ],
      [
        [{ ...(nested(BUBBLE_LIMITS.depthMax + 1) as object), environment: 'Both' }],
        `'Level 5' › 'Level 4' › 'Level 3' › 'Level 2' › 'Leaf': bubbles may be nested at most ${BUBBLE_LIMITS.depthMax} levels deep.`,
      ],
      [
        Array.from({ length: BUBBLE_LIMITS.totalMax + 1 }, (_, index) =>
          intent(`Bubble ${index}`, 'find account', { environment: 'Both' }),
        ),
        `A tree may hold at most ${BUBBLE_LIMITS.totalMax} bubbles in all.`,
      ],
    ];
    for (const [bubbles, message] of cases) {
      expect(await refusal(save(bubbles)), message).toEqual({ status: 400, message });
    }
    expect(skillTree(context.db.state.bubbles, DEMO_SKILL.ID)).toEqual(demoTopBubbles());
  });

  it('accepts a tree at the limits: four levels, 500 bubbles, the longest fields', async () => {
    await signInAs(administrator);
    const deep = hierarchy(
      'One',
      [hierarchy('Two', [hierarchy('Three', [intent('Four', 'find account')])])],
      {
        environment: 'Both',
      },
    );
    const wide = Array.from({ length: BUBBLE_LIMITS.totalMax - 4 }, (_, index) =>
      intent(
        index === 0 ? 'n'.repeat(BUBBLE_LIMITS.nameMax) : `Bubble ${index}`,
        'u'.repeat(BUBBLE_LIMITS.utteranceMax),
        {
          environment: 'Public',
          avatar: `https://img.example/${'a'.repeat(BUBBLE_LIMITS.avatarMax - 24)}.png`,
        },
      ),
    );
    expect((await save([deep, ...wide])).code).toBe(200);
    expect((await read()).data).toHaveLength(BUBBLE_LIMITS.totalMax - 3);
  });

  it('answers 403 to a member and to another organisation’s administrator, 404 for an unknown skill', async () => {
    const tree = basicTopBubbles();
    await signInAs(ordinaryUser);
    expect((await refusal(save(tree))).status).toBe(403);
    await switchTo(OTHER_ORGANISATION.administrator);
    expect(await refusal(save(tree))).toEqual({
      status: 403,
      message: 'This skill belongs to another organisation.',
    });
    expect((await refusal(save(tree, 'no-such-skill'))).status).toBe(404);
    expect((await refusal(gateway.send(withAnyFields(updateTopBubbles), { bubbles: tree }))).status).toBe(
      400,
    );
    // Nothing changed for the demo organisation; its own skill it may change.
    expect(skillTree(context.db.state.bubbles, DEMO_SKILL.ID)).toEqual(demoTopBubbles());
    expect((await save([], OTHER_ORGANISATION.skill.ID)).code).toBe(200);
    expect(skillTree(context.db.state.bubbles, OTHER_ORGANISATION.skill.ID)).toEqual([]);
  });
});
