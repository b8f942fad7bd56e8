/** chat.history and GetBubbles through the portal's own gateway client and a real Amplify session. */
import { describe, expect, it } from 'vitest';

import { NO_AVATAR } from '@/contracts/bubbles';
import { chatHistory, type ChatHistoryQuery, getBubbles } from '@/contracts/chat';
import { type AnyOperation, fillPath } from '@/contracts/operation';

import { withAnyFields } from '@tests/operations';

import { clock } from '../../core/clock';
import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';
import { addChatTurns, addWelcomeTurn, clearChatTurns } from '../lex/test-support';

import { SEEDED_FAQ } from './catalogue';
import { CHAT_HISTORY_PAGE_SIZE } from './operations';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const history = (query: Partial<ChatHistoryQuery> & { from: number }, sub: string = administrator.sub) =>
  gateway.send(chatHistory, {
    QueryData: JSON.stringify({ tenant: DEMO_TENANT, user_id: sub, source: 'portal', ...query }),
  });

/** The query of a request sent without the portal's client (and so without a token). */
const envelope = (operation: AnyOperation, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    ApiCall: operation.apiCall,
    ApiVersion: '2',
    Api: operation.api,
    AccountType: 'private',
    ...fields,
  }).toString();

const status = async (call: Promise<unknown>) => {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

describe(chatHistory.apiCall, () => {
  it('pages through the caller’s own turns, 10 at a time, newest first', async () => {
    clearChatTurns(context, administrator.sub);
    clearChatTurns(context, ordinaryUser.sub);
    addChatTurns(context, { user: administrator.email, count: 25 });
    addChatTurns(context, { user: ordinaryUser.email, count: 3 });
    await signInAs(administrator);

    const first = await history({ from: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.data?.total).toBe(25);
    expect(first.data?.Items).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(first.data?.from).toBe(10);
    expect(first.data?.Items[0]?.UserInput).toMatch(/^Message 25: /);
    expect(first.data?.Items[9]?.UserInput).toMatch(/^Message 16: /);
    expect(first.data?.Items[0]).toMatchObject({ InputType: 'Text', Hidden: false });
    expect(first.data?.Items[0]?.ResponseCardText).toMatch(/^Reply 25: /);

    const last = await history({ from: 20 });
    expect(last.data?.Items.map((item) => item.UserInput.split(':')[0])).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(last.data?.from).toBe(25);
    expect((await history({ from: 30 })).data).toEqual({ Items: [], from: 25, total: 25 });
  });

  it('includes the turns the bot records, and marks the hidden welcome as Hidden', async () => {
    clearChatTurns(context, ordinaryUser.sub);
    addChatTurns(context, { user: ordinaryUser.email, count: 2, newestAt: new Date(clock.now() - 60_000) });
    addWelcomeTurn(context, ordinaryUser.email);
    await signInAs(ordinaryUser);
    const page = await history({ from: 0 }, ordinaryUser.sub);
    expect(page.data?.Items[0]).toMatchObject({ UserInput: 'open', Hidden: true });
    expect(page.data?.Items.slice(1).every((item) => !item.Hidden)).toBe(true);
  });

  it('accepts `from` as a numeric string and rejects a malformed query with 400', async () => {
    await signInAs(administrator);
    expect((await history({ from: '0' as unknown as number })).statusCode).toBe(200);
    expect(await status(history({ from: -1 }))).toBe(400);
    expect(await status(gateway.send(chatHistory, { QueryData: 'not json' }))).toBe(400);
  });

  it('answers 403 for another user’s history or another tenant', async () => {
    await signInAs(administrator);
    expect(await status(history({ from: 0 }, ordinaryUser.sub))).toBe(403);
    expect(await status(history({ from: 0, tenant: OTHER_ORGANISATION.tenant }))).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(
      `${context.config.apis.portal}/${chatHistory.path}?${envelope(chatHistory, {
        QueryData: JSON.stringify({
          from: 0,
          tenant: DEMO_TENANT,
          user_id: administrator.sub,
          source: 'portal',
        }),
      })}`,
    );
    expect(response.status).toBe(401);
  });

  it('is fast enough with 5,000 turns', async () => {
    addChatTurns(context, { user: administrator.email, count: 5000 });
    await signInAs(administrator);
    const started = performance.now();
    const page = await history({ from: 4990 });
    expect(page.data?.total).toBeGreaterThanOrEqual(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

const bubbles = (skillId: string, fields: Record<string, string> = {}) =>
  gateway.send(withAnyFields(getBubbles), fields, { skillId });

describe(getBubbles.apiCall, () => {
  it('lists the demo skill’s bubbles: hierarchies two levels deep, intents and FAQ answers', async () => {
    await signInAs(ordinaryUser);
    const reply = await bubbles(DEMO_SKILL.ID, { requestId: 'request-1', source: 'chat' });
    expect(reply.code).toBe(200);
    const top = reply.data ?? [];
    const types = new Set(top.map((bubble) => bubble.type));
    expect(types).toEqual(new Set(['hierarchy', 'intent']));
    const itSupport = top.find((bubble) => bubble.name === 'IT support');
    expect(
      itSupport?.children?.some((child) => child.type === 'hierarchy' && (child.children?.length ?? 0) > 0),
    ).toBe(true);
    const answers = top
      .flatMap((bubble) => bubble.children ?? [])
      .filter((bubble) => bubble.type === 'answer');
    expect(answers.map((answer) => answer.question)).toEqual(SEEDED_FAQ.map((faq) => faq.question));
    expect(answers.every((answer) => answer.answer)).toBe(true);
  });

  it('serves what is stored, so an edit shows at once', async () => {
    context.db.update('bubbles', (state) => {
      const demo = state.skills.find((entry) => entry.skillId === DEMO_SKILL.ID);
      if (demo)
        demo.bubbles = [
          {
            name: 'Only',
            type: 'intent',
            utterance: 'show my agenda',
            avatar: NO_AVATAR,
            environment: 'Both',
            children: [],
          },
        ];
    });
    await signInAs(administrator);
    expect((await bubbles(DEMO_SKILL.ID)).data).toEqual([
      { id: 'bubble-0', name: 'Only', type: 'intent', utterance: 'show my agenda' },
    ]);
  });

  it('answers 403 for another organisation’s skill, 404 for an unknown one, 401 without a token', async () => {
    await signInAs(administrator);
    expect(await status(bubbles(OTHER_ORGANISATION.skill.ID))).toBe(403);
    expect(await status(bubbles('no-such-skill'))).toBe(404);
    const response = await fetch(
      `${context.config.apis.portal}/${fillPath(getBubbles.path, { skillId: DEMO_SKILL.ID })}?${envelope(getBubbles)}`,
    );
    expect(response.status).toBe(401);
  });

  it('can be made to fail', async () => {
    await signInAs(administrator);
    context.faults.add({ operation: getBubbles.apiCall, status: 500, times: 1 });
    expect(await status(bubbles(DEMO_SKILL.ID))).toBe(500);
    expect((await bubbles(DEMO_SKILL.ID)).code).toBe(200);
  });
});
