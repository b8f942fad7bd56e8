/**
 * The emulated Lex V2 runtime against the real `@aws-sdk/client-lex-runtime-v2`, signed with the identity-pool
 * credentials of a real Amplify session (as the portal's bot service does).
 */
import {
  LexRuntimeV2Client,
  RecognizeTextCommand,
  type RecognizeTextCommandOutput,
  RecognizeUtteranceCommand,
} from '@aws-sdk/client-lex-runtime-v2';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { NO_AVATAR } from '@/contracts/bubbles';
import { chatHistory } from '@/contracts/chat';

import { clock } from '../../core/clock';
import { portalGateway, signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import {
  FALLBACK_REPLY,
  SEEDED_FAQ,
  SEEDED_INTENTS,
  THANKS_REPLY,
  WELCOME_REPLY,
} from '../assistant/catalogue';
import { skillChatBubbles } from '../bubbles/chat-bubbles';
import { withEmulatedAmplify } from '../cognito/test-support';
import { judged } from '../utterance-training/chatbot';

import { tenantMatcher, understand } from './bot';
import { chimeSeconds, PCM_SAMPLE_RATE } from './chime';
import { gunzipBase64, gzipBase64 } from './codec';
import { failure, provokeBotFailure, setNextSpokenPhrase } from './test-support';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
const BOT = DEMO_SKILL.lex_bot_name;

async function signedInClient(account: { email: string; password: string } = administrator) {
  await signInAs(account);
  const session = await fetchAuthSession();
  if (!session.credentials) throw new Error('No identity-pool credentials');
  return {
    client: new LexRuntimeV2Client({
      region: context.config.region,
      credentials: session.credentials,
      requestHandler: new FetchHttpHandler(),
    }),
    sub: session.tokens?.idToken?.payload.sub ?? '',
  };
}

const target = (
  sessionId: string,
  overrides: { botId?: string; botAliasId?: string; localeId?: string } = {},
) => ({
  botId: BOT,
  botAliasId: 'demo',
  localeId: 'en_US',
  sessionId,
  ...overrides,
});

const SESSION_ATTRIBUTES = {
  appId: DEMO_SKILL.appId,
  accessToken: 'the-access-token',
  connectionId: 'connection-1',
  requestId: 'request-0',
};

async function say(
  client: LexRuntimeV2Client,
  sessionId: string,
  text: string,
  source: 'chat' | 'bubble' = 'chat',
): Promise<RecognizeTextCommandOutput> {
  return client.send(
    new RecognizeTextCommand({
      ...target(sessionId),
      text,
      sessionState: { sessionAttributes: SESSION_ATTRIBUTES },
      requestAttributes: { source, bubbleUsage: source === 'bubble' ? 'true' : 'false' },
    }),
  );
}

/** 16 kHz 16-bit little-endian mono PCM: a 300 Hz tone of the given amplitude, or silence. */
function pcm(seconds: number, amplitude: number): Uint8Array {
  const samples = Math.round(seconds * PCM_SAMPLE_RATE);
  const bytes = new Uint8Array(samples * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < samples; index += 1) {
    view.setInt16(
      index * 2,
      Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 300 * index) / 16000)),
      true,
    );
  }
  return bytes;
}

describe('RecognizeText', () => {
  it('fulfils a catalogue intent: plain message, HTML card, echoed session attributes, a new requestId', async () => {
    const { client, sub } = await signedInClient();
    const intent = SEEDED_INTENTS.find((candidate) => candidate.name === 'CreateIncident');
    const reply = await say(client, sub, 'Please create an incident!');
    expect(reply.sessionState?.dialogAction?.type).toBe('Close');
    expect(reply.sessionState?.intent).toMatchObject({ name: 'CreateIncident', state: 'Fulfilled' });
    expect(reply.messages).toEqual([
      {
        contentType: 'PlainText',
        content: 'I have created incident INC0010432 for you. The service desk will be in touch shortly.',
      },
    ]);
    const attributes = reply.sessionState?.sessionAttributes ?? {};
    expect(attributes).toMatchObject({
      appId: DEMO_SKILL.appId,
      accessToken: 'the-access-token',
      connectionId: 'connection-1',
      cardBody: intent?.reply,
      PlainText: reply.messages?.[0]?.content,
    });
    expect(attributes.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await say(client, sub, 'create an incident');
    expect(again.sessionState?.sessionAttributes?.requestId).not.toBe(attributes.requestId);
    expect(reply.interpretations?.[0]?.intent?.name).toBe('CreateIncident');
    expect(reply.requestAttributes).toEqual({ source: 'chat', bubbleUsage: 'false' });
    expect(reply.sessionId).toBe(sub);
  });

  it('records every turn: who, what, the intent and its connector, the status and the reply', async () => {
    const { client, sub } = await signedInClient();
    const before = context.db.state.assistant.conversations.length;
    await say(client, sub, 'show my pipeline');
    await say(client, sub, 'show my open tickets', 'bubble');
    await say(client, sub, 'how is the weather in london');
    const [pipeline, tickets, missed] = context.db.state.assistant.conversations.slice(before);
    expect(pipeline).toMatchObject({
      tenant: 'demo-organisation',
      skillId: DEMO_SKILL.ID,
      userId: administrator.sub,
      userLabel: administrator.email,
      publicUser: false,
      platform: 'Browser',
      inputType: 'Text',
      utterance: 'show my pipeline',
      hidden: false,
      intent: 'OpportunityPipeline',
      connector: 'salesforce',
      status: 'SUCCESS',
    });
    expect(tickets).toMatchObject({ inputType: 'Bubble', intent: 'TicketStatus', status: 'SUCCESS' });
    expect(missed).toMatchObject({ intent: null, connector: null, status: 'FAILED', reply: FALLBACK_REPLY });
    // One conversation: the turns are within 30 minutes of each other.
    expect(new Set([pipeline?.sessionId, tickets?.sessionId, missed?.sessionId]).size).toBe(1);
  });

  it('answers an editor’s check (purpose check) like any turn, but records no conversation (issue 25)', async () => {
    const { client, sub } = await signedInClient();
    const before = context.db.state.assistant.conversations.length;
    const check = (text: string) =>
      client.send(
        new RecognizeTextCommand({
          ...target(`${sub}-bubble-check`),
          text,
          sessionState: { sessionAttributes: SESSION_ATTRIBUTES },
          requestAttributes: { source: 'bubble', bubbleUsage: 'true', purpose: 'check' },
        }),
      );
    expect((await check('show my pipeline')).sessionState?.intent?.name).toBe('OpportunityPipeline');
    expect((await check('how is the weather in london')).sessionState?.intent?.name).toBe('FallbackIntent');
    expect(context.db.state.assistant.conversations).toHaveLength(before);
  });

  it('shows its turns in the chat history, the welcome marked hidden (also when typed as "Open")', async () => {
    const { client, sub } = await signedInClient(ordinaryUser);
    await say(client, sub, 'Open');
    await say(client, sub, 'find account');
    const reply = await portalGateway(context).send(chatHistory, {
      QueryData: JSON.stringify({ from: 0, tenant: 'demo-organisation', user_id: sub, source: 'portal' }),
    });
    expect(reply.data?.Items.slice(0, 2)).toMatchObject([
      {
        UserInput: 'find account',
        Hidden: false,
        InputType: 'Text',
        ResponseCardText: SEEDED_INTENTS.find((intent) => intent.name === 'FindAccount')?.reply,
      },
      { UserInput: 'Open', Hidden: true, ResponseCardText: WELCOME_REPLY },
    ]);
  });

  it('falls back when nothing matches: ElicitIntent with the FallbackIntent', async () => {
    const { client, sub } = await signedInClient();
    const reply = await say(client, sub, 'translate this into french');
    expect(reply.sessionState?.dialogAction?.type).toBe('ElicitIntent');
    expect(reply.sessionState?.intent?.name).toBe('FallbackIntent');
    expect(reply.messages?.[0]?.content).toBe(FALLBACK_REPLY);
  });

  it("greets the hidden 'open' with the welcome and records the turn as hidden", async () => {
    const { client, sub } = await signedInClient();
    const reply = await say(client, sub, 'open');
    expect(reply.messages?.[0]?.content).toBe(WELCOME_REPLY);
    expect(reply.sessionState?.dialogAction?.type).toBe('ElicitIntent');
    expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({
      utterance: 'open',
      hidden: true,
      status: 'SUCCESS',
      reply: WELCOME_REPLY,
    });
  });

  it('answers greetings and "help" with what it can do, naming the skill’s bubbles, and thanks politely (issue 11)', async () => {
    const { client, sub } = await signedInClient();
    const topics = skillChatBubbles(context.db.state, DEMO_SKILL).map((bubble) => bubble.name);
    expect(topics.length).toBeGreaterThan(0);
    for (const [text, intent] of [
      ['hello', 'Greeting'],
      ['Hi!', 'Greeting'],
      ['Good morning', 'Greeting'],
      ['hey there', 'Greeting'],
      ['help', 'Help'],
      ['What can you do?', 'Help'],
    ] as const) {
      const reply = await say(client, sub, text);
      const content = reply.messages?.[0]?.content ?? '';
      expect(content, text).not.toBe(FALLBACK_REPLY);
      expect(content, text).toContain('I can create incidents');
      for (const topic of topics)
        expect(reply.sessionState?.sessionAttributes?.cardBody, text).toContain(topic);
      expect(reply.sessionState?.intent).toMatchObject({ name: intent, state: 'Fulfilled' });
      expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({
        utterance: text,
        hidden: false,
        intent,
        status: 'SUCCESS',
      });
    }
    for (const text of ['thanks', 'Thank you!']) {
      const reply = await say(client, sub, text);
      expect(reply.messages?.[0]?.content, text).toBe(THANKS_REPLY);
      expect(reply.sessionState?.intent?.name).toBe('Thanks');
    }
    // A greeting inside a request is the request, not small talk.
    expect((await say(client, sub, 'hello, find account')).sessionState?.intent?.name).toBe('FindAccount');
  });

  it('answers an FAQ question with its answer, recorded under the FAQ connector', async () => {
    const { client, sub } = await signedInClient();
    const faq = SEEDED_FAQ[0];
    const reply = await say(client, sub, faq?.question ?? '');
    expect(reply.sessionState?.sessionAttributes?.cardBody).toBe(faq?.answer);
    expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({
      intent: 'FAQ',
      connector: 'faq',
    });
  });

  it("answers 'sync my calendar' with the expired-link reply and its URL", async () => {
    const { client, sub } = await signedInClient();
    const reply = await say(client, sub, 'sync my calendar');
    expect(reply.messages?.[0]?.content).toMatch(
      /has expired\. Please link your account again: https:\/\/\S+/,
    );
  });

  it('understands the utterances of the skill’s bubbles, including ones an administrator added', async () => {
    const { client, sub } = await signedInClient();
    context.db.update('bubbles', (state) => {
      const demo = state.skills.find((entry) => entry.skillId === DEMO_SKILL.ID);
      demo?.bubbles.push({
        name: 'Laptop',
        type: 'intent',
        utterance: 'broken laptop screen',
        avatar: NO_AVATAR,
        environment: 'Both',
        children: [],
      });
    });
    const reply = await say(client, sub, 'my laptop screen is broken');
    expect(reply.sessionState?.intent?.name).toBe('CreateIncident');
    // A website-only (Public) bubble is not the portal chat's: the bot names only the private channel's.
    const hello = await say(client, sub, 'hello');
    expect(hello.sessionState?.sessionAttributes?.cardBody).toContain('Laptop');
    expect(hello.sessionState?.sessionAttributes?.cardBody).not.toContain('Guest Wi-Fi');
  });

  it('answers 403 AccessDeniedException to credentials the identity pool never issued', async () => {
    const client = new LexRuntimeV2Client({
      region: context.config.region,
      credentials: { accessKeyId: 'ASIAFORGED000000000', secretAccessKey: 'secret', sessionToken: 'token' },
      requestHandler: new FetchHttpHandler(),
    });
    expect(await failure(say(client, administrator.sub, 'hello'))).toMatchObject({
      name: 'AccessDeniedException',
      status: 403,
    });
  });

  it('answers 403 to expired credentials', async () => {
    const { client, sub } = await signedInClient();
    context.db.update('identity', (state) => {
      for (const issued of state.awsCredentials) issued.expiration = Math.floor(clock.now() / 1000) - 1;
    });
    expect(await failure(say(client, sub, 'hello'))).toMatchObject({ name: 'AccessDeniedException' });
  });

  it("answers 404 'Bot … does not exist' for an unknown bot and for another organisation's bot", async () => {
    const { client, sub } = await signedInClient();
    const send = (botId: string) =>
      client.send(new RecognizeTextCommand({ ...target(sub, { botId }), text: 'hi' }));
    expect(await failure(send('NoSuchBot'))).toEqual({
      name: 'ResourceNotFoundException',
      message: 'Bot NoSuchBot does not exist',
      status: 404,
    });
    expect((await failure(send(OTHER_ORGANISATION.skill.lex_bot_name))).message).toBe(
      'Bot HarbourAssistant does not exist',
    );
  });

  it("answers 404 'There is no alias named …' when the bot has no such alias", async () => {
    const { client, sub } = await signedInClient();
    const send = () => client.send(new RecognizeTextCommand({ ...target(sub), text: 'hi' }));
    context.db.update('tenancy', (state) => {
      const skill = state.skills.find((candidate) => candidate.ID === DEMO_SKILL.ID);
      if (skill) skill.botAliasName = 'draft';
    });
    expect(await failure(send())).toEqual({
      name: 'ResourceNotFoundException',
      message: 'There is no alias named demo for the bot named DemoAssistant',
      status: 404,
    });
  });

  it('validates the input like the service: empty text, non-string attributes, another locale', async () => {
    const { client, sub } = await signedInClient();
    expect(await failure(say(client, sub, '   '))).toMatchObject({
      name: 'ValidationException',
      status: 400,
    });
    expect(
      await failure(
        client.send(new RecognizeTextCommand({ ...target(sub, { localeId: 'fr_FR' }), text: 'hi' })),
      ),
    ).toMatchObject({ name: 'ResourceNotFoundException' });
    expect(await failure(say(client, sub, 'x'.repeat(1025)))).toMatchObject({ name: 'ValidationException' });
  });
});

describe('injected failures', () => {
  it('turn into the AWS error of their status, with the messages the portal keys on', async () => {
    const { client, sub } = await signedInClient();
    const cases = [
      [
        'environment-not-ready',
        404,
        'ResourceNotFoundException',
        'There is no alias named demo for the bot named DemoAssistant',
      ],
      ['bot-missing', 404, 'ResourceNotFoundException', 'Bot DemoAssistant does not exist'],
      ['bot-building', 409, 'ConflictException', 'Bot DemoAssistant has status BUILDING'],
      ['request-timeout', 408, 'RequestTimeoutException', /15 seconds/],
      ['internal-error', 500, 'InternalServerException', /failed/],
      ['access-denied', 403, 'AccessDeniedException', /security token/],
    ] as const;
    for (const [kind, status, name, message] of cases) {
      provokeBotFailure(context, kind);
      const failed = await failure(say(client, sub, 'show my pipeline'));
      expect({ kind, name: failed.name, status: failed.status }).toEqual({ kind, name, status });
      if (typeof message === 'string') expect(failed.message).toBe(message);
      else expect(failed.message).toMatch(message);
    }
    // Each failure was used up by its turn (the SDK's retries included): the next turn works.
    expect((await say(client, sub, 'show my pipeline')).sessionState?.intent?.state).toBe('Fulfilled');
  });

  it('take a plain status too: 400 ValidationException', async () => {
    const { client, sub } = await signedInClient();
    context.faults.add({ operation: 'RecognizeText', status: 400, times: 1 });
    expect(await failure(say(client, sub, 'hi'))).toMatchObject({ name: 'ValidationException', status: 400 });
  });

  it("'dialog-failed' lets the turn run but its intent fails (dialog state Failed), recorded as FAILED", async () => {
    const { client, sub } = await signedInClient();
    provokeBotFailure(context, 'dialog-failed');
    const reply = await say(client, sub, 'schedule a meeting');
    expect(reply.sessionState?.intent).toMatchObject({ name: 'ScheduleMeeting', state: 'Failed' });
    expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({
      intent: 'ScheduleMeeting',
      status: 'FAILED',
    });
  });
});

describe('the utterance log', () => {
  const log = () => context.db.state.utteranceTraining.utterances;
  const logOf = (tenant: string) => log().filter((row) => row.tenant === tenant);

  it('logs each turn a person takes, typed or a clicked bubble, judged as the bot judged it', async () => {
    const { client } = await signedInClient();
    const before = log().length;
    const started = clock.now();
    const session = 'portal-chat.session-7';
    // What was said, how, and how the log stores it: as markup, in which brackets someone typed stay text.
    const turns = [
      ['show my pipeline', 'chat', 'show my pipeline'],
      ['show my open tickets', 'bubble', 'show my open tickets'],
      ['how is the weather in [london]', 'chat', 'how is the weather in \\[london]'],
    ] as const;
    for (const [said, source] of turns) await say(client, session, said, source);
    const logged = log().slice(before);
    // What the bot made of each text: the matcher's own reading, in the log's terms (as the seed records it).
    const botJudgement = (text: string) =>
      judged(understand(text, tenantMatcher(context, DEMO_TENANT, DEMO_SKILL)));
    expect(logged).toEqual(
      turns.map(([said, , stored]) => ({
        tenant: DEMO_TENANT,
        trained: false,
        Id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        UserInput: stored,
        Time: expect.any(String) as unknown,
        ...botJudgement(said),
        Channel: 'portal',
        SessionId: session,
      })),
    );
    expect(logged.map((row) => row.Intent)).toEqual([
      'OpportunityPipeline',
      'TicketStatus',
      'FallbackIntent',
    ]);
    expect(new Set(logged.map((row) => row.Id)).size).toBe(turns.length);
    for (const row of logged) {
      expect(Date.parse(row.Time)).toBeGreaterThanOrEqual(started);
      expect(Date.parse(row.Time)).toBeLessThanOrEqual(clock.now());
    }
  });

  it('does not log the hidden welcome, an editor’s check, or a turn an injected fault answered', async () => {
    const { client, sub } = await signedInClient();
    const before = log().length;
    await say(client, sub, 'open');
    await client.send(
      new RecognizeTextCommand({
        ...target(sub),
        text: 'show my pipeline',
        requestAttributes: { source: 'bubble', purpose: 'check' },
      }),
    );
    provokeBotFailure(context, 'dialog-failed');
    expect((await say(client, sub, 'schedule a meeting')).sessionState?.intent?.state).toBe('Failed');
    provokeBotFailure(context, 'internal-error');
    expect(await failure(say(client, sub, 'schedule a meeting'))).toMatchObject({ status: 500 });
    expect(log()).toHaveLength(before);
    // The next turn a person takes is logged again.
    await say(client, sub, 'schedule a meeting');
    expect(log().slice(before)).toMatchObject([
      { UserInput: 'schedule a meeting', Intent: 'ScheduleMeeting' },
    ]);
  });

  it('logs a turn in the caller’s organisation, whatever tenant the request names', async () => {
    const { client } = await signedInClient(OTHER_ORGANISATION.user);
    const demo = logOf(DEMO_TENANT).length;
    const harbour = logOf(OTHER_ORGANISATION.tenant).length;
    const { skill } = OTHER_ORGANISATION;
    // Every place a request could name a tenant names the demo organisation.
    const naming = { tenant: DEMO_TENANT, 'custom:tenant': DEMO_TENANT, appId: DEMO_SKILL.appId };
    await client.send(
      new RecognizeTextCommand({
        botId: skill.lex_bot_name,
        botAliasId: skill.botAliasName,
        localeId: 'en_US',
        sessionId: DEMO_TENANT,
        text: 'where is my container',
        sessionState: { sessionAttributes: naming },
        requestAttributes: naming,
      }),
    );
    // The demo organisation's bot is not theirs: it does not exist for them, and nothing is logged.
    expect(await failure(say(client, DEMO_TENANT, 'show my pipeline'))).toMatchObject({ status: 404 });
    expect(logOf(DEMO_TENANT)).toHaveLength(demo);
    expect(logOf(OTHER_ORGANISATION.tenant).slice(harbour)).toMatchObject([
      { UserInput: 'where is my container', SessionId: DEMO_TENANT },
    ]);
  });
});

describe('RecognizeUtterance', () => {
  async function utterance(
    client: LexRuntimeV2Client,
    sessionId: string,
    input: {
      contentType: string;
      body: Uint8Array;
      responseContentType?: string;
      source?: 'chat' | 'bubble';
    },
  ) {
    const reply = await client.send(
      new RecognizeUtteranceCommand({
        ...target(sessionId),
        requestContentType: input.contentType,
        responseContentType: input.responseContentType ?? 'audio/pcm',
        inputStream: input.body,
        sessionState: await gzipBase64(JSON.stringify({ sessionAttributes: SESSION_ATTRIBUTES })),
        requestAttributes: await gzipBase64(
          JSON.stringify({ source: input.source ?? 'chat', bubbleUsage: 'false' }),
        ),
      }),
    );
    // The body before anything else is awaited: the SDK keeps only the stream, and Node's fetch cancels the stream
    // of a Response that was garbage-collected, so a collection during the header decodes left the audio empty.
    const audio = (await reply.audioStream?.transformToByteArray()) ?? new Uint8Array();
    const decode = async <T>(header: string | undefined) =>
      header === undefined ? undefined : (JSON.parse(await gunzipBase64(header)) as T);
    return {
      reply,
      messages: await decode<{ content: string; contentType: string }[]>(reply.messages),
      sessionState: await decode<{
        dialogAction: { type: string };
        intent?: { name: string; state: string };
        sessionAttributes: Record<string, string>;
      }>(reply.sessionState),
      interpretations: await decode<unknown[]>(reply.interpretations),
      requestAttributes: await decode<Record<string, string>>(reply.requestAttributes),
      transcript: await decode<string>(reply.inputTranscript),
      audio,
    };
  }

  it('takes a transcript as text/plain and answers with gzip + base64 headers and a PCM chime', async () => {
    const { client, sub } = await signedInClient();
    const result = await utterance(client, sub, {
      contentType: 'text/plain; charset=utf-8',
      body: new TextEncoder().encode('when is my next meeting'),
    });
    expect(result.reply.contentType).toBe('audio/pcm');
    expect(result.reply.inputMode).toBe('Text');
    expect(result.transcript).toBe('when is my next meeting');
    expect(result.messages?.[0]).toEqual({
      contentType: 'PlainText',
      content: 'Your next meeting is Quarterly review at 2:30 PM in Meeting room 1.',
    });
    expect(result.sessionState).toMatchObject({
      dialogAction: { type: 'Close' },
      intent: { name: 'NextMeeting', state: 'Fulfilled' },
      sessionAttributes: { appId: DEMO_SKILL.appId, connectionId: 'connection-1' },
    });
    expect(result.sessionState?.sessionAttributes.cardBody).toContain('<b>Quarterly review</b>');
    expect(result.requestAttributes).toEqual({ source: 'chat', bubbleUsage: 'false' });
    expect(result.interpretations).toHaveLength(1);
    // 16 kHz 16-bit mono: two bytes per sample; as long as the chime for the reply, and audible.
    const content = result.messages?.[0]?.content ?? '';
    expect(result.audio.length).toBe(Math.round(chimeSeconds(content) * PCM_SAMPLE_RATE) * 2);
    const view = new DataView(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength);
    let peak = 0;
    for (let offset = 0; offset < result.audio.length; offset += 2)
      peak = Math.max(peak, Math.abs(view.getInt16(offset, true)));
    expect(peak).toBeGreaterThan(0.1 * 32767);
    expect(peak).toBeLessThanOrEqual(0.2 * 32767 + 1);
    expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({
      inputType: 'Voice',
      intent: 'NextMeeting',
    });
  });

  it('answers text/plain with the reply text when asked for it', async () => {
    const { client, sub } = await signedInClient();
    const result = await utterance(client, sub, {
      contentType: 'text/plain; charset=utf-8',
      body: new TextEncoder().encode('list my tickets'),
      responseContentType: 'text/plain; charset=utf-8',
      source: 'bubble',
    });
    expect(new TextDecoder().decode(result.audio)).toBe(result.messages?.[0]?.content);
    expect(context.db.state.assistant.conversations.at(-1)).toMatchObject({ inputType: 'Bubble' });
  });

  it('hears 16 kHz PCM speech as the next spoken phrase, and silence as nothing (not recorded)', async () => {
    const { client, sub } = await signedInClient();
    setNextSpokenPhrase(context, 'show my agenda');
    const spoken = await utterance(client, sub, {
      contentType: 'audio/l16; rate=16000; channels=1',
      body: pcm(1, 0.3),
    });
    expect(spoken.transcript).toBe('show my agenda');
    expect(spoken.reply.inputMode).toBe('Speech');
    expect(spoken.sessionState?.intent?.name).toBe('NextMeeting');
    const recorded = context.db.state.assistant.conversations.length;
    const silent = await utterance(client, sub, {
      contentType: 'audio/x-l16; sample-rate=16000; channel-count=1',
      body: pcm(1, 0.005),
    });
    expect(silent.transcript).toBe('');
    expect(silent.sessionState?.intent?.name).toBe('FallbackIntent');
    expect(context.db.state.assistant.conversations).toHaveLength(recorded);
    // The utterance log has the transcript, and nothing for the silence.
    expect(context.db.state.utteranceTraining.utterances.at(-1)).toMatchObject({
      UserInput: 'show my agenda',
      Intent: 'NextMeeting',
      SessionId: sub,
    });
  });

  it('rejects audio over 15 seconds with RequestTimeoutException (408)', async () => {
    const { client, sub } = await signedInClient();
    const tooLong = utterance(client, sub, {
      contentType: 'audio/l16; rate=16000; channels=1',
      body: pcm(15.5, 0.3),
    });
    expect(await failure(tooLong)).toMatchObject({ name: 'RequestTimeoutException', status: 408 });
    const justRight = await utterance(client, sub, {
      contentType: 'audio/l16; rate=16000; channels=1',
      body: pcm(15, 0.3),
    });
    expect(justRight.transcript).toBe('what is on my calendar today');
  });

  it('rejects formats it cannot read or speak with ValidationException', async () => {
    const { client, sub } = await signedInClient();
    expect(
      await failure(
        utterance(client, sub, { contentType: 'audio/l16; rate=44100; channels=1', body: pcm(1, 0.3) }),
      ),
    ).toMatchObject({ name: 'ValidationException' });
    expect(
      await failure(
        utterance(client, sub, {
          contentType: 'text/plain; charset=utf-8',
          body: new TextEncoder().encode('hi'),
          responseContentType: 'audio/mpeg',
        }),
      ),
    ).toMatchObject({ name: 'ValidationException' });
  });

  it('has its own faults', async () => {
    const { client, sub } = await signedInClient(ordinaryUser);
    provokeBotFailure(context, 'bot-building', { operation: 'RecognizeUtterance' });
    const building = utterance(client, sub, {
      contentType: 'text/plain; charset=utf-8',
      body: new TextEncoder().encode('hi'),
    });
    expect(await failure(building)).toMatchObject({
      name: 'ConflictException',
      message: 'Bot DemoAssistant has status BUILDING',
    });
  });
});

describe('CORS', () => {
  it('lets a browser read the x-amz-lex-* headers', async () => {
    const response = await fetch(
      `https://runtime-v2-lex.us-east-1.amazonaws.com/bots/${BOT}/botAliases/demo/botLocales/en_US/sessions/${administrator.sub}/text`,
      { method: 'POST', headers: { origin: 'http://localhost:5173' }, body: '{}' },
    );
    // Unsigned: refused, but still readable cross-origin.
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amz-lex-session-state');
    expect(response.headers.get('x-amzn-errortype')).toBe('AccessDeniedException');
  });
});
