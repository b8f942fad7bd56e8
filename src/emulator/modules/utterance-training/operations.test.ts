/**
 * Utterance training's operations through the portal's own gateway client, as each kind of caller: what an
 * administrator reads and changes, what a member, another organisation or an organisation without a chatbot is
 * refused, and every field the server checks (attack tests). Ranges are computed from the emulator's clock and
 * the rows' own times, never from fixed dates, so the suite holds under any TZ and TEST_NOW.
 */
import { signOut } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as contract from '@/contracts/utterance-training';
import {
  ALL_AUDIT_INDICES,
  auditIndex,
  CLUSTER_UTTERANCE_LIMIT,
  type FeedbackItem,
  type UtteranceRangeFields,
} from '@/contracts/utterance-training';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs as signInOnly, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION, SPECIAL_ACCOUNTS } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { FALLBACK_INTENT_ID, FAQ_INTENT_ID, NO_CHATBOT } from './chatbot';
import { CLUSTER_JOB } from './cluster-job';
import { OVERFLOW_MESSAGE } from './operations';
import { daysBetween } from './range';
import type { StoredUtterance } from './state';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

afterEach(async () => {
  vi.useRealTimers();
  await signOut();
});

/** Signs out whoever is signed in, then in as `account` (tests switch between callers). */
async function signInAs(account: { email: string }) {
  await signOut();
  await signInOnly(account);
}

const { administrator, user: member } = DEMO_ACCOUNTS;
const stored = (tenant = DEMO_TENANT) =>
  context.db.state.utteranceTraining.utterances.filter((row) => row.tenant === tenant);

/** The caller's day of an instant in a zone, as the server must count it. */
const dayIn = (zone: string, time: number | string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(time));

/** The last `days` days up to today in `zone` (the page's default range is 7). */
function lastDays(days: number, zone = 'UTC', tenant = DEMO_TENANT): UtteranceRangeFields {
  const today = dayIn(zone, context.clock.now());
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    dates: daysBetween(start, today).map(auditIndex).join(','),
    tenant,
    start_date: start,
    end_date: today,
    completeHistory: false,
    time: zone,
  };
}

const history = (tenant = DEMO_TENANT): UtteranceRangeFields => ({
  dates: ALL_AUDIT_INDICES,
  tenant,
  start_date: '',
  end_date: '',
  completeHistory: true,
  time: 'UTC',
});

const page = (range: UtteranceRangeFields, from = 0, limit = 25, order: 'desc' | 'asc' = 'desc') =>
  gateway.send(contract.getUtteranceData, { ...range, from, limit, order });

const feedbackItem = (row: StoredUtterance, changes: Partial<FeedbackItem> = {}): FeedbackItem => ({
  Id: row.Id,
  UserInput: row.UserInput,
  MatchedInput: row.MatchedQuestion,
  Feedback: '1',
  SimilarityScore: null,
  IntentId: row.Intent,
  Utterance: row.UserInput,
  PublicChatbot: false,
  Tenant: DEMO_TENANT,
  ...changes,
});

describe(contract.getUtteranceData.apiCall, () => {
  it('pages the range’s untrained utterances, newest first or oldest first, with the total', async () => {
    await signInAs(administrator);
    const range = lastDays(7);
    const inRange = stored()
      .filter((row) => dayIn('UTC', row.Time) >= range.start_date && dayIn('UTC', row.Time) <= range.end_date)
      .sort((a, b) => b.Time.localeCompare(a.Time) || b.Id.localeCompare(a.Id));
    expect(inRange.length).toBeGreaterThan(50);

    const first = await page(range, 0, 25);
    expect(first.chatbot).toBe(DEMO_SKILL.ID);
    expect(first.total).toBe(inRange.length);
    expect(first.data.map((row) => row.Id)).toEqual(inRange.slice(0, 25).map((row) => row.Id));
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual([
      'AboveThreshold',
      'Channel',
      'Id',
      'Intent',
      'MatchedQuestion',
      'Score',
      'SessionId',
      'Time',
      'UserInput',
    ]);
    const second = await page(range, 25, 25);
    expect(second.data.map((row) => row.Id)).toEqual(inRange.slice(25, 50).map((row) => row.Id));
    const oldest = await page(range, 0, 10, 'asc');
    expect(oldest.data.map((row) => row.Id)).toEqual(
      inRange
        .toReversed()
        .slice(0, 10)
        .map((row) => row.Id),
    );
    const all = await page(history(), 0, 10_000);
    expect(all.total).toBe(stored().length);
  });

  it('counts From and To as the administrator’s days in their time zone', async () => {
    await signInAs(administrator);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Zagreb']) {
      const range = lastDays(3, zone);
      const expected = stored().filter((row) => {
        const day = dayIn(zone, row.Time);
        return day >= range.start_date && day <= range.end_date;
      });
      const { data, total } = await page(range, 0, 10_000);
      expect(total, zone).toBe(expected.length);
      expect(new Set(data.map((row) => row.Id))).toEqual(new Set(expected.map((row) => row.Id)));
    }
  });

  it('refuses a range whose fields do not agree, and bad paging (400)', async () => {
    await signInAs(administrator);
    const range = lastDays(7);
    const send = (fields: Record<string, unknown>) =>
      gateway.send(withAnyFields(contract.getUtteranceData), {
        ...range,
        from: 0,
        limit: 25,
        order: 'desc',
        ...fields,
      });
    for (const fields of [
      { dates: lastDays(6).dates },
      { dates: `${range.dates},audit-2020-01-01` },
      { dates: ALL_AUDIT_INDICES },
      { start_date: range.end_date, end_date: range.start_date },
      { start_date: '2026-02-30' },
      { end_date: 'yesterday' },
      { time: 'Mars/Olympus' },
      { time: '' },
      { completeHistory: true },
      { order: 'sideways' },
      { from: -1 },
      { from: 1.5 },
      { limit: 0 },
      { limit: CLUSTER_UTTERANCE_LIMIT + 1 },
      { limit: 'many' },
      { tenant: 'x' },
    ]) {
      await expect(send(fields), JSON.stringify(fields)).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe('rights and isolation', () => {
  const calls = (tenant: string) => [
    () => page(lastDays(7, 'UTC', tenant)),
    () => gateway.send(contract.getUtteranceClusterData, { ...history(tenant), num_clusters: 0 }),
    () => gateway.send(contract.listIntents, { tenant }),
    () => gateway.send(contract.listEntityTypes, { tenant }),
    () => gateway.send(contract.createEntityType, { tenant, name: 'city', role: 'origin' }),
    () =>
      gateway.send(contract.getUtteranceConversation, {
        tenant,
        utterance_id: stored(tenant)[0]?.Id ?? 'none',
      }),
  ];

  it('answers 403 to a member for every operation, and changes nothing', async () => {
    await signInAs(member);
    const before = structuredClone(context.db.state.utteranceTraining);
    for (const call of calls(DEMO_TENANT)) await expect(call()).rejects.toMatchObject({ status: 403 });
    const row = stored()[0]!;
    for (const operation of [contract.savePublicFeedback, contract.savePrivateFeedback]) {
      await expect(gateway.send(operation, { Items: [feedbackItem(row)] })).rejects.toMatchObject({
        status: 403,
      });
    }
    await expect(
      gateway.send(contract.markUtteranceDataTrained, { dates: ALL_AUDIT_INDICES, utterance_ids: [row.Id] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      gateway.send(contract.markUtteranceClusterDataTrained, {
        dates: ALL_AUDIT_INDICES,
        utterances: [row.UserInput],
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      gateway.send(contract.getAnswersForUtterances, {
        chatbot_id: DEMO_SKILL.ID,
        utterances: ['hi'],
        time: 'UTC',
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(context.db.state.utteranceTraining).toEqual(before);
  });

  it('answers 403 to an administrator naming another organisation, and 404 to one without a chatbot', async () => {
    await signInAs(administrator);
    for (const call of calls(OTHER_ORGANISATION.tenant))
      await expect(call()).rejects.toMatchObject({ status: 403 });
    await signInAs(SPECIAL_ACCOUNTS.newAdministrator);
    const tenant = SPECIAL_ACCOUNTS.newAdministrator.tenant;
    for (const call of calls(tenant).slice(0, 3)) {
      await expect(call()).rejects.toMatchObject({ status: 404, message: NO_CHATBOT });
    }
  });

  it('never shows one organisation another’s utterances, groups or entity types', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const theirs = await page(history(OTHER_ORGANISATION.tenant), 0, 10_000);
    expect(theirs.chatbot).toBe(OTHER_ORGANISATION.skill.ID);
    expect(new Set(theirs.data.map((row) => row.Id))).toEqual(
      new Set(stored(OTHER_ORGANISATION.tenant).map((row) => row.Id)),
    );
    const demoTexts = new Set(stored().map((row) => row.UserInput));
    const groups = await gateway.send(contract.getUtteranceClusterData, {
      ...history(OTHER_ORGANISATION.tenant),
      num_clusters: 0,
    });
    const texts = Object.values(groups.data ?? {})
      .flat()
      .map((entry) => entry.user_input);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.some((text) => demoTexts.has(text))).toBe(false);
    const types = await gateway.send(contract.listEntityTypes, { tenant: OTHER_ORGANISATION.tenant });
    const demoTypes = context.db.state.utteranceTraining.entityTypes.filter(
      (type) => type.tenant === DEMO_TENANT,
    );
    expect(types.entityTypes.some((type) => demoTypes.some((demo) => demo.name === type.name))).toBe(false);

    await signInAs(administrator);
    const ours = await page(history(), 0, 10_000);
    const harbour = new Set(stored(OTHER_ORGANISATION.tenant).map((row) => row.Id));
    expect(ours.data.some((row) => harbour.has(row.Id))).toBe(false);
  });

  it('refuses to mark or train another organisation’s utterances (404), and marks nothing of that call', async () => {
    await signInAs(administrator);
    const theirs = stored(OTHER_ORGANISATION.tenant)[0]!;
    const ours = stored()[0]!;
    await expect(
      gateway.send(contract.markUtteranceDataTrained, {
        dates: ALL_AUDIT_INDICES,
        utterance_ids: [ours.Id, theirs.Id],
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(context.db.state.utteranceTraining.utterances.some((row) => row.trained)).toBe(false);
    await expect(
      gateway.send(contract.savePublicFeedback, { Items: [feedbackItem(theirs, { Tenant: DEMO_TENANT })] }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      gateway.send(contract.savePublicFeedback, {
        Items: [feedbackItem(ours, { Tenant: OTHER_ORGANISATION.tenant })],
      }),
    ).rejects.toMatchObject({ status: 403 });
    // Their texts are not ours: marking them marks nothing of theirs.
    await gateway.send(contract.markUtteranceClusterDataTrained, {
      dates: ALL_AUDIT_INDICES,
      utterances: [theirs.UserInput],
    });
    expect(context.db.state.utteranceTraining.utterances.some((row) => row.trained)).toBe(false);
    expect(context.db.state.utteranceTraining.feedback).toEqual([]);
  });
});

describe(contract.getUtteranceConversation.apiCall, () => {
  /** A session of several turns, and one of its middle turns. */
  const longSession = () => {
    const sessions = Map.groupBy(stored(), (row) => row.SessionId);
    const turns = [...sessions.values()].find((rows) => rows.length >= 3)!;
    return { turns, middle: turns[1]! };
  };

  it('gives the whole session of an utterance, oldest first, trained turns included', async () => {
    await signInAs(administrator);
    const { turns, middle } = longSession();
    const first = turns[0]!;
    context.db.update('utteranceTraining', (state) => {
      state.utterances.find((row) => row.Id === first.Id)!.trained = true;
    });
    const reply = await gateway.send(contract.getUtteranceConversation, {
      tenant: DEMO_TENANT,
      utterance_id: middle.Id,
    });
    const times = reply.data.map((turn) => turn.Time);
    expect(times).toEqual(times.toSorted());
    expect(new Set(reply.data.map((turn) => turn.Id))).toEqual(new Set(turns.map((turn) => turn.Id)));
    expect(reply.data.every((turn) => turn.SessionId === middle.SessionId)).toBe(true);
    expect(reply.data.find((turn) => turn.Id === first.Id)?.Trained).toBe(true);
    expect(reply.data.find((turn) => turn.Id === middle.Id)).toMatchObject({
      Trained: false,
      UserInput: middle.UserInput,
    });
    expect(reply.data[0]).not.toHaveProperty('tenant');
  });

  it(`gives at most ${contract.CONVERSATION_CONTEXT_TURNS} turns on each side of a long session’s turn`, async () => {
    await signInAs(administrator);
    const template = stored()[0]!;
    const start = Date.parse(template.Time);
    context.db.update('utteranceTraining', (state) => {
      for (let index = 0; index < 3 * contract.CONVERSATION_CONTEXT_TURNS; index += 1) {
        state.utterances.push({
          ...template,
          Id: `long-${String(index).padStart(4, '0')}`,
          SessionId: 'long-session',
          Time: new Date(start + index * 1_000).toISOString(),
        });
      }
    });
    const reply = await gateway.send(contract.getUtteranceConversation, {
      tenant: DEMO_TENANT,
      utterance_id: 'long-0075',
    });
    expect(reply.data).toHaveLength(2 * contract.CONVERSATION_CONTEXT_TURNS + 1);
    expect(reply.data[contract.CONVERSATION_CONTEXT_TURNS]?.Id).toBe('long-0075');
  });

  it('answers 404 for another organisation’s utterance, as for one that does not exist, and 400 without an id', async () => {
    await signInAs(administrator);
    const theirs = stored(OTHER_ORGANISATION.tenant)[0]!;
    for (const utterance_id of [theirs.Id, 'no-such-utterance']) {
      await expect(
        gateway.send(contract.getUtteranceConversation, { tenant: DEMO_TENANT, utterance_id }),
      ).rejects.toMatchObject({ status: 404 });
    }
    for (const utterance_id of ['', 'x'.repeat(101)]) {
      await expect(
        gateway.send(withAnyFields(contract.getUtteranceConversation), { tenant: DEMO_TENANT, utterance_id }),
      ).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe('intents and entity types', () => {
  it('lists the bot’s intents: connector tasks with their connection, the rest DefaultAction, no AMAZON.', async () => {
    await signInAs(administrator);
    const { intents } = await gateway.send(contract.listIntents, { tenant: DEMO_TENANT });
    const byId = new Map(intents.map((intent) => [intent.id, intent]));
    expect(byId.get(FALLBACK_INTENT_ID)).toEqual({
      id: 'FallbackIntent',
      name: 'FallbackIntent',
      connection: 'DefaultAction',
    });
    expect(byId.get(FAQ_INTENT_ID)?.connection).toBe('DefaultAction');
    expect(byId.get('ScheduleMeeting')?.connection).toBe('calendar');
    expect(intents.every((intent) => !intent.name.startsWith('AMAZON.') && intent.connection)).toBe(true);
    // Every intent a record names is one of them.
    const ids = new Set(intents.map((intent) => intent.id));
    expect(stored().every((row) => ids.has(row.Intent))).toBe(true);
  });

  it('lists the seeded types, adds a type, merges roles by name, and refuses bad names', async () => {
    await signInAs(administrator);
    const before = await gateway.send(contract.listEntityTypes, { tenant: DEMO_TENANT });
    expect(before.entityTypes.map((type) => type.name)).toContain('city');
    const created = await gateway.send(contract.createEntityType, {
      tenant: DEMO_TENANT,
      name: 'airport',
      role: 'origin',
    });
    expect(created.status).toBe('ok');
    await gateway.send(contract.createEntityType, {
      tenant: DEMO_TENANT,
      name: 'airport',
      role: 'destination',
    });
    await gateway.send(contract.createEntityType, { tenant: DEMO_TENANT, name: 'airport', role: 'origin' });
    const merged = await gateway.send(contract.createEntityType, {
      tenant: DEMO_TENANT,
      name: 'city',
      role: '',
    });
    expect(merged.data.filter((type) => type.name === 'airport')).toEqual([
      { name: 'airport', role: ['origin', 'destination'] },
    ]);
    expect(merged.data.filter((type) => type.name === 'city')).toHaveLength(1);
    for (const fields of [
      { name: '' },
      { name: '1st' },
      { name: 'a b' },
      { name: '<script>' },
      { name: 'x'.repeat(65) },
      { name: 'airport', role: 'to/from' },
    ]) {
      await expect(
        gateway.send(withAnyFields(contract.createEntityType), { tenant: DEMO_TENANT, role: '', ...fields }),
        JSON.stringify(fields),
      ).rejects.toMatchObject({ status: 400 });
    }
    const other = context.db.state.utteranceTraining.entityTypes.filter(
      (type) => type.tenant === OTHER_ORGANISATION.tenant,
    );
    expect(other.some((type) => type.name === 'airport')).toBe(false);
  });
});

describe(contract.getAnswersForUtterances.apiCall, () => {
  it('answers each utterance with the bot’s best answers, best first', async () => {
    await signInAs(administrator);
    const { data } = await gateway.send(contract.getAnswersForUtterances, {
      chatbot_id: DEMO_SKILL.ID,
      utterances: [
        'how many vacation days do i have left',
        'book a [meeting room]{"entity":"room"} for friday',
        'zzz',
      ],
      time: 'Europe/Zagreb',
    });
    expect(data[0]?.answers[0]).toBe('How many holiday days do I have?');
    expect(data[1]?.answers[0]).toBe('book a meeting room');
    expect(data[2]).toEqual({ utterance: 'zzz', answers: [] });
    expect(
      data.every(
        (entry) => entry.answers.length <= 5 && new Set(entry.answers).size === entry.answers.length,
      ),
    ).toBe(true);
  });

  it('refuses another organisation’s chatbot (403) and bad fields (400)', async () => {
    await signInAs(administrator);
    const send = (fields: Record<string, unknown>) =>
      gateway.send(withAnyFields(contract.getAnswersForUtterances), {
        chatbot_id: DEMO_SKILL.ID,
        utterances: ['hello'],
        time: 'UTC',
        ...fields,
      });
    await expect(send({ chatbot_id: OTHER_ORGANISATION.skill.ID })).rejects.toMatchObject({ status: 403 });
    for (const fields of [
      { utterances: [] },
      { utterances: 'hello' },
      { utterances: [3] },
      { utterances: Array.from({ length: 101 }, () => 'a') },
      { time: 'Nowhere/Else' },
    ]) {
      await expect(send(fields), JSON.stringify(fields).slice(0, 60)).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe('SaveFeedback and the marks', () => {
  it('stores the items (not the hidden ones), and the trained rows leave the review', async () => {
    await signInAs(administrator);
    const range = history();
    const [faqRow, intentRow, hiddenRow] = [
      stored().find((row) => row.Intent === FALLBACK_INTENT_ID)!,
      stored().find((row) => row.Intent === 'ScheduleMeeting')!,
      stored().find((row) => row.Intent === 'PostMessage')!,
    ];
    const before = (await page(range)).total;
    await gateway.send(contract.savePublicFeedback, {
      Items: [
        feedbackItem(faqRow, { MatchedInput: 'When is payday?', SimilarityScore: 4 }),
        feedbackItem(intentRow, { Feedback: '0' }),
        feedbackItem(hiddenRow, { Feedback: 'hide' }),
      ],
    });
    expect(
      context.db.state.utteranceTraining.feedback.map((item) => [item.Id, item.Feedback, item.savedBy]),
    ).toEqual([
      [faqRow.Id, '1', administrator.sub],
      [intentRow.Id, '0', administrator.sub],
    ]);
    await gateway.send(contract.markUtteranceDataTrained, {
      dates: lastDays(7).dates,
      utterance_ids: [faqRow.Id, intentRow.Id, hiddenRow.Id],
    });
    const after = await page(range, 0, 10_000);
    expect(after.total).toBe(before - 3);
    expect(after.data.some((row) => [faqRow.Id, intentRow.Id, hiddenRow.Id].includes(row.Id))).toBe(false);
  });

  it('marks every untrained record of a cluster’s texts', async () => {
    await signInAs(administrator);
    const counts = Map.groupBy(stored(), (row) => row.UserInput);
    const repeated = [...counts].find(([, rows]) => rows.length > 1)![0];
    await gateway.send(contract.savePrivateFeedback, {
      Items: [
        {
          Id: '',
          UserInput: repeated,
          MatchedInput: 'When is payday?',
          Feedback: '1',
          SimilarityScore: null,
          IntentId: contract.CLUSTER_INTENT_ID,
          Utterance: repeated,
          PublicChatbot: false,
          Tenant: DEMO_TENANT,
        },
      ],
    });
    await gateway.send(contract.markUtteranceClusterDataTrained, {
      dates: ALL_AUDIT_INDICES,
      utterances: [repeated],
    });
    expect(
      stored()
        .filter((row) => row.UserInput === repeated)
        .every((row) => row.trained),
    ).toBe(true);
    expect(stored().filter((row) => row.trained)).toHaveLength(counts.get(repeated)!.length);
  });

  it('checks every item and stores nothing of a call with one bad item (400)', async () => {
    await signInAs(administrator);
    const row = stored()[0]!;
    for (const changes of [
      { Feedback: 'yes' },
      { Feedback: 1 },
      { SimilarityScore: 0 },
      { SimilarityScore: 6 },
      { SimilarityScore: 2.5 },
      { SimilarityScore: '3' },
      { IntentId: 'NoSuchIntent' },
      { IntentId: '' },
      { PublicChatbot: true },
      { UserInput: '' },
      { UserInput: 'x'.repeat(5_000) },
      { MatchedInput: 42 },
      { Id: 7 },
      { Tenant: '' },
      { IntentId: contract.CLUSTER_INTENT_ID },
    ] as Record<string, unknown>[]) {
      await expect(
        gateway.send(withAnyFields(contract.savePublicFeedback), {
          Items: [feedbackItem(row), { ...feedbackItem(row), ...changes }],
        }),
        JSON.stringify(changes).slice(0, 60),
      ).rejects.toMatchObject({ status: 400 });
    }
    for (const Items of [[], 'all', Array.from({ length: 1_001 }, () => feedbackItem(row)), [null]]) {
      await expect(
        gateway.send(withAnyFields(contract.savePrivateFeedback), { Items }),
      ).rejects.toMatchObject({ status: 400 });
    }
    expect(context.db.state.utteranceTraining.feedback).toEqual([]);
    expect(context.db.state.utteranceTraining.trained).toEqual([]);
  });

  it('refuses mark calls with bad dates or lists (400)', async () => {
    await signInAs(administrator);
    const id = stored()[0]!.Id;
    for (const fields of [
      { dates: 'audit-yesterday', utterance_ids: [id] },
      { dates: '', utterance_ids: [id] },
      { dates: ALL_AUDIT_INDICES, utterance_ids: [] },
      { dates: ALL_AUDIT_INDICES, utterance_ids: id },
      { dates: ALL_AUDIT_INDICES, utterance_ids: [1] },
    ]) {
      await expect(
        gateway.send(withAnyFields(contract.markUtteranceDataTrained), fields),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      gateway.send(withAnyFields(contract.markUtteranceClusterDataTrained), {
        dates: ALL_AUDIT_INDICES,
        utterances: [''],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(context.db.state.utteranceTraining.utterances.some((row) => row.trained)).toBe(false);
  });
});

describe(contract.getUtteranceClusterData.apiCall, () => {
  it('groups by intent at once with 0 clusters: every untrained record counted under its intent', async () => {
    await signInAs(administrator);
    const reply = await gateway.send(contract.getUtteranceClusterData, { ...history(), num_clusters: 0 });
    expect(reply.jobId).toBeUndefined();
    expect(reply.count).toBe(stored().length);
    const data = reply.data ?? {};
    expect(
      Object.values(data)
        .flat()
        .reduce((sum, entry) => sum + entry.count, 0),
    ).toBe(stored().length);
    expect(new Set(Object.keys(data))).toEqual(new Set(stored().map((row) => row.Intent)));
    for (const [intent, entries] of Object.entries(data)) {
      for (const { user_input, count } of entries) {
        expect(count).toBe(
          stored().filter((row) => row.Intent === intent && row.UserInput === user_input).length,
        );
      }
    }
  });

  it('starts a job for 1–2000 clusters, refuses anything else (400)', async () => {
    await signInAs(administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reply = await gateway.send(contract.getUtteranceClusterData, { ...lastDays(7), num_clusters: 12 });
    expect(reply.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.data).toBeUndefined();
    expect(context.jobs.pending().filter((job) => job.kind === CLUSTER_JOB)).toHaveLength(1);
    for (const num_clusters of [-1, 2001, 1.5, 'ten', '']) {
      await expect(
        gateway.send(withAnyFields(contract.getUtteranceClusterData), { ...lastDays(7), num_clusters }),
        String(num_clusters),
      ).rejects.toMatchObject({ status: 400 });
    }
  });

  it(`answers the overflow (msg and count, no job) above ${CLUSTER_UTTERANCE_LIMIT} utterances`, async () => {
    await signInAs(administrator);
    const template = stored()[0]!;
    context.db.update('utteranceTraining', (state) => {
      for (let index = 0; index < CLUSTER_UTTERANCE_LIMIT; index += 1) {
        state.utterances.push({ ...template, Id: `bulk-${index}`, UserInput: `bulk utterance ${index}` });
      }
    });
    const count = stored().length;
    const reply = await gateway.send(contract.getUtteranceClusterData, { ...history(), num_clusters: 50 });
    expect(reply).toMatchObject({ code: 200, count, msg: OVERFLOW_MESSAGE });
    expect(reply.jobId).toBeUndefined();
    expect(context.jobs.pending()).toHaveLength(0);
  });
});
