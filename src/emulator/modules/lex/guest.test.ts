/**
 * A website's visitor talking to the public bot (issue 26, docs/adr/0022): the real `@aws-sdk/client-lex-runtime-v2`
 * signed with the guest credentials the emulated identity pool gives on the wire (GetId and
 * GetCredentialsForIdentity without Logins), as the widget gets them. Guests may talk to the bots that have a
 * public chatbot and to no other (attack tests); their turns are the organisation's public users' (recorded,
 * logged on the 'public' channel, counted by the dashboard); members' turns are as before.
 */
import {
  LexRuntimeV2Client,
  RecognizeTextCommand,
  type RecognizeTextCommandInput,
  RecognizeUtteranceCommand,
} from '@aws-sdk/client-lex-runtime-v2';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { beforeEach, describe, expect, it } from 'vitest';

import { type PublicChatbot, publicChatbotAddress } from '@/contracts/website-assistant';

import { emulator } from '@tests/emulator';

import { issueTestCredentials, type TestCredentials } from '../../core/protocol/test-support';
import type { EmulatorContext } from '../../core/types';
import { DAY_MS, DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { dashboardSummary, FAQ_CONNECTOR } from '../assistant/usage';
import { VISITOR_QUESTIONS } from '../bubbles/seed';
import { callAws } from '../cognito/test-support';
import { SEEDED_BOT_GUIDS } from '../website-assistant/seed';

import { WEBSITE_VISITOR_LABEL } from './bot';
import { lexMessages } from './errors';
import { failure } from './test-support';

let context: EmulatorContext;
beforeEach(() => {
  context = emulator();
});

const IDENTITY_HOST = 'https://cognito-identity.us-east-1.amazonaws.com/';
const HARBOUR = OTHER_ORGANISATION.skill;

interface Guest {
  identityId: string;
  credentials: TestCredentials;
}

/** New credentials for a guest identity (a new one, or the one a returning visitor kept), as the widget asks. */
async function guest(identityId?: string): Promise<Guest> {
  let id = identityId;
  if (id === undefined) {
    const created = await callAws(
      'AWSCognitoIdentityService.GetId',
      { IdentityPoolId: context.config.identityPoolId },
      IDENTITY_HOST,
    );
    expect(created.status).toBe(200);
    id = created.body.IdentityId as string;
  }
  const issued = await callAws(
    'AWSCognitoIdentityService.GetCredentialsForIdentity',
    { IdentityId: id },
    IDENTITY_HOST,
  );
  expect(issued.status).toBe(200);
  const credentials = issued.body.Credentials as {
    AccessKeyId: string;
    SecretKey: string;
    SessionToken: string;
  };
  return {
    identityId: id,
    credentials: {
      accessKeyId: credentials.AccessKeyId,
      secretAccessKey: credentials.SecretKey,
      sessionToken: credentials.SessionToken,
    },
  };
}

// In Node the client would use HTTP/2, which msw/node cannot intercept; browsers use fetch anyway.
const lex = (credentials: TestCredentials) =>
  new LexRuntimeV2Client({
    region: context.config.region,
    credentials,
    requestHandler: new FetchHttpHandler(),
    maxAttempts: 1,
  });

type Target = Pick<RecognizeTextCommandInput, 'botId' | 'botAliasId' | 'localeId'>;
const DEMO_BOT: Target = {
  botId: DEMO_SKILL.lex_bot_name,
  botAliasId: DEMO_SKILL.botAliasName,
  localeId: 'en_US',
};
const HARBOUR_BOT: Target = {
  botId: HARBOUR.lex_bot_name,
  botAliasId: HARBOUR.botAliasName,
  localeId: 'en_US',
};

const say = (
  credentials: TestCredentials,
  text: string,
  options: { target?: Target; sessionId?: string; requestAttributes?: Record<string, string> } = {},
) =>
  lex(credentials).send(
    new RecognizeTextCommand({
      ...(options.target ?? DEMO_BOT),
      sessionId: options.sessionId ?? 'visitor-session-1',
      text,
      requestAttributes: options.requestAttributes ?? { source: 'chat' },
    }),
  );

const accessDenied = { name: 'AccessDeniedException', message: lexMessages.accessDenied(), status: 403 };

const conversations = () => context.db.state.assistant.conversations;
const log = () => context.db.state.utteranceTraining.utterances;
/** What is recorded anywhere a turn leaves a trace. */
const traces = () => ({ conversations: conversations().length, log: log().length });

const removePublicBot = (skillId: string) =>
  context.db.update('websiteAssistant', (state) => {
    state.bots = state.bots.filter((bot) => bot.skillId !== skillId);
  });

describe('a guest on a public bot', () => {
  it('talks to the bot the public chatbot names, and is recorded and logged as a website visitor', async () => {
    // The widget's way: the bot's settings first, for the page it is on, then Lex as a guest.
    const served = await fetch(
      publicChatbotAddress(context.config.apis.portal ?? '', SEEDED_BOT_GUIDS.demo, 'http://localhost:5173'),
    );
    const { lex: target } = (await served.json()) as PublicChatbot;
    const visitor = await guest();
    const before = traces();

    await say(visitor.credentials, 'open', { target });
    const reply = await say(visitor.credentials, VISITOR_QUESTIONS.parking, { target });
    // The organisation's FAQ answers it, as it would a member.
    expect(reply.sessionState?.intent?.state).toBe('Fulfilled');
    expect(conversations().at(-1)).toMatchObject({
      connector: FAQ_CONNECTOR,
      status: 'SUCCESS',
      reply: reply.sessionState?.sessionAttributes?.cardBody,
    });

    const recorded = conversations().slice(before.conversations);
    expect(recorded).toHaveLength(2);
    for (const turn of recorded) {
      expect(turn).toMatchObject({
        tenant: DEMO_TENANT,
        skillId: DEMO_SKILL.ID,
        userId: visitor.identityId,
        userLabel: WEBSITE_VISITOR_LABEL,
        publicUser: true,
        platform: 'Browser',
        inputType: 'Text',
      });
    }
    expect(recorded.map((turn) => [turn.utterance, turn.hidden])).toEqual([
      ['open', true],
      [VISITOR_QUESTIONS.parking, false],
    ]);
    // The welcome is not something the visitor said: only the question is logged, on the public channel.
    expect(log().slice(before.log)).toEqual([
      expect.objectContaining({
        tenant: DEMO_TENANT,
        UserInput: VISITOR_QUESTIONS.parking,
        Channel: 'public',
        SessionId: 'visitor-session-1',
      }),
    ]);
  });

  it('stays the same visitor with new credentials for the identity it kept (one conversation)', async () => {
    const first = await guest();
    await say(first.credentials, 'hello');
    const renewed = await guest(first.identityId);
    expect(renewed.credentials.accessKeyId).not.toBe(first.credentials.accessKeyId);
    await say(renewed.credentials, VISITOR_QUESTIONS.wifi);
    const [hello, wifi] = conversations().slice(-2);
    expect(wifi?.userId).toBe(first.identityId);
    expect(wifi?.sessionId).toBe(hello?.sessionId);
    // Another visitor is another user.
    const other = await guest();
    await say(other.credentials, 'hello', { sessionId: 'visitor-session-2' });
    expect(conversations().at(-1)?.userId).toBe(other.identityId);
    expect(other.identityId).not.toBe(first.identityId);
  });

  it('talks to any organisation’s public bot, recorded and logged in that organisation', async () => {
    const visitor = await guest();
    const before = traces();
    await say(visitor.credentials, 'Create a ticket', { target: HARBOUR_BOT });
    expect(conversations().slice(before.conversations)).toEqual([
      expect.objectContaining({ tenant: OTHER_ORGANISATION.tenant, skillId: HARBOUR.ID, publicUser: true }),
    ]);
    expect(log().slice(before.log)).toEqual([
      expect.objectContaining({ tenant: OTHER_ORGANISATION.tenant, Channel: 'public' }),
    ]);
  });

  it('speaks through RecognizeUtterance too, on the same terms', async () => {
    const visitor = await guest();
    const before = traces();
    const reply = await lex(visitor.credentials).send(
      new RecognizeUtteranceCommand({
        ...DEMO_BOT,
        sessionId: 'visitor-session-1',
        requestContentType: 'text/plain; charset=utf-8',
        responseContentType: 'text/plain; charset=utf-8',
        inputStream: new TextEncoder().encode(VISITOR_QUESTIONS.wifi),
      }),
    );
    expect(reply.$metadata.httpStatusCode).toBe(200);
    expect(conversations().slice(before.conversations)).toEqual([
      expect.objectContaining({
        userLabel: WEBSITE_VISITOR_LABEL,
        publicUser: true,
        utterance: VISITOR_QUESTIONS.wifi,
      }),
    ]);
    expect(log().slice(before.log)).toEqual([expect.objectContaining({ Channel: 'public' })]);
  });

  it('cannot keep a turn out of the records: purpose check is an editor’s, not honoured for a guest', async () => {
    const visitor = await guest();
    const before = traces();
    const reply = await say(visitor.credentials, VISITOR_QUESTIONS.parking, {
      requestAttributes: { source: 'bubble', purpose: 'check' },
    });
    // Answered as any turn, and recorded and logged all the same.
    expect(reply.sessionState?.intent?.state).toBe('Fulfilled');
    expect(conversations().slice(before.conversations)).toEqual([
      expect.objectContaining({
        publicUser: true,
        inputType: 'Bubble',
        utterance: VISITOR_QUESTIONS.parking,
      }),
    ]);
    expect(log().slice(before.log)).toEqual([expect.objectContaining({ Channel: 'public' })]);
  });

  it('counts as a public user’s session on the dashboard, not as the portal’s use', async () => {
    const summary = () =>
      dashboardSummary({
        turns: conversations(),
        tenant: DEMO_TENANT,
        start: context.clock.now() - DAY_MS,
        end: context.clock.now() + 60_000,
        reviewed: [],
        skillName: () => 'Demo assistant',
      });
    type Summary = ReturnType<typeof summary>;
    const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);
    /** Public users' sessions in the browser, and every portal request, over the range. */
    const counts = (data: Summary) => ({
      publicBrowserSessions: sum(
        data.sessions_by_platform_public_user?.data_dict?.Items.find((item) => item.label === 'Browser')
          ?.data ?? [],
      ),
      portalRequests: sum(
        (data.user_interaction_admin?.Portal?.data_dict?.Items ?? []).flatMap((item) => item.data),
      ),
    });
    const before = counts(summary());
    const visitor = await guest();
    await say(visitor.credentials, VISITOR_QUESTIONS.parking);
    expect(counts(summary())).toEqual({
      publicBrowserSessions: before.publicBrowserSessions + 1,
      portalRequests: before.portalRequests,
    });
    // Whereas a member's turn is the portal's (the same counts move as they should).
    await say(issueTestCredentials(context, DEMO_ACCOUNTS.user.sub), VISITOR_QUESTIONS.parking);
    expect(counts(summary())).toEqual({
      publicBrowserSessions: before.publicBrowserSessions + 1,
      portalRequests: before.portalRequests + 1,
    });
  });
});

describe('a guest anywhere else (the unauthenticated role allows the public bots alone)', () => {
  it('is refused a bot whose skill has no public bot, as IAM refuses: 403, nothing recorded', async () => {
    const visitor = await guest();
    await say(visitor.credentials, 'hello');
    removePublicBot(DEMO_SKILL.ID);
    const before = traces();
    expect(await failure(say(visitor.credentials, 'hello'))).toEqual(accessDenied);
    expect(
      await failure(
        lex(visitor.credentials).send(
          new RecognizeUtteranceCommand({
            ...DEMO_BOT,
            sessionId: 'visitor-session-1',
            requestContentType: 'text/plain; charset=utf-8',
            inputStream: new TextEncoder().encode('hello'),
          }),
        ),
      ),
    ).toEqual(accessDenied);
    expect(traces()).toEqual(before);
    // The other organisation's public bot is still open to guests: the rule is per bot.
    expect((await say(visitor.credentials, 'hello', { target: HARBOUR_BOT })).$metadata.httpStatusCode).toBe(
      200,
    );
  });

  it('is refused a public bot no site may show yet (no allowed domain)', async () => {
    const visitor = await guest();
    context.db.update('websiteAssistant', (state) => {
      const bot = state.bots.find((candidate) => candidate.skillId === DEMO_SKILL.ID);
      if (bot) bot.settings.allowed_domains = [];
    });
    expect(await failure(say(visitor.credentials, 'hello'))).toEqual(accessDenied);
  });

  it('is refused a skill that only another organisation’s bot row names (public bots are per organisation)', async () => {
    const visitor = await guest();
    removePublicBot(DEMO_SKILL.ID);
    context.db.update('websiteAssistant', (state) => {
      const harbour = state.bots.find((bot) => bot.tenant === OTHER_ORGANISATION.tenant);
      if (harbour) harbour.skillId = DEMO_SKILL.ID;
    });
    const before = traces();
    expect(await failure(say(visitor.credentials, 'hello'))).toEqual(accessDenied);
    expect(traces()).toEqual(before);
  });

  it('is refused a bot no skill has (403, not 404: a guest learns nothing of other bots), and a check too', async () => {
    const visitor = await guest();
    const before = traces();
    for (const botId of ['NoSuchBot', DEMO_SKILL.ID, `${DEMO_SKILL.lex_bot_name}x`]) {
      expect({
        botId,
        ...(await failure(say(visitor.credentials, 'hello', { target: { ...DEMO_BOT, botId } }))),
      }).toEqual({ botId, ...accessDenied });
    }
    removePublicBot(DEMO_SKILL.ID);
    expect(
      await failure(say(visitor.credentials, 'hello', { requestAttributes: { purpose: 'check' } })),
    ).toEqual(accessDenied);
    expect(traces()).toEqual(before);
  });

  it('is refused with expired or never-issued guest credentials, and a disabled user’s are no guest’s', async () => {
    const expired = issueTestCredentials(context, null, { expired: true });
    const unknown = { accessKeyId: 'ASIAUNKNOWNKEY000000', secretAccessKey: 'x', sessionToken: 'y' };
    // Credentials issued to a user who was disabled since: signingCaller finds no user, but they are not a guest's.
    const disabled = DEMO_ACCOUNTS.user;
    const disabledCredentials = issueTestCredentials(context, disabled.sub);
    context.db.update('identity', (state) => {
      const user = state.users.find((candidate) => candidate.sub === disabled.sub);
      if (user) user.enabled = false;
    });
    const before = traces();
    for (const [who, credentials] of [
      ['expired', expired],
      ['unknown', unknown],
      ['disabled', disabledCredentials],
    ] as const) {
      expect({ who, ...(await failure(say(credentials, 'hello'))) }).toEqual({ who, ...accessDenied });
    }
    expect(traces()).toEqual(before);
  });

  it('still meets the runtime’s own checks on a public bot: the alias, the locale, the session id', async () => {
    const visitor = await guest();
    expect(
      await failure(say(visitor.credentials, 'hello', { target: { ...DEMO_BOT, botAliasId: 'other' } })),
    ).toMatchObject({
      name: 'ResourceNotFoundException',
      message: lexMessages.noAlias('other', DEMO_SKILL.lex_bot_name),
    });
    expect(
      await failure(say(visitor.credentials, 'hello', { target: { ...DEMO_BOT, localeId: 'fr_FR' } })),
    ).toMatchObject({
      name: 'ResourceNotFoundException',
    });
    expect(await failure(say(visitor.credentials, 'hello', { sessionId: 'x' }))).toMatchObject({
      name: 'ValidationException',
    });
  });
});

describe('a signed-in member (unchanged)', () => {
  const member = DEMO_ACCOUNTS.user;

  it('is recorded as themselves, logged on the portal channel, and their check is still not recorded', async () => {
    const credentials = issueTestCredentials(context, member.sub);
    const before = traces();
    await say(credentials, VISITOR_QUESTIONS.parking, { sessionId: 'portal-session-1' });
    expect(conversations().slice(before.conversations)).toEqual([
      expect.objectContaining({
        tenant: DEMO_TENANT,
        userId: member.sub,
        userLabel: member.email,
        publicUser: false,
      }),
    ]);
    expect(log().slice(before.log)).toEqual([expect.objectContaining({ Channel: 'portal' })]);
    const checked = traces();
    await say(credentials, VISITOR_QUESTIONS.parking, { requestAttributes: { purpose: 'check' } });
    expect(traces()).toEqual(checked);
  });

  it('does not reach another organisation’s public bot with their own credentials (404, as before)', async () => {
    const credentials = issueTestCredentials(context, member.sub);
    expect(await failure(say(credentials, 'hello', { target: HARBOUR_BOT }))).toMatchObject({
      name: 'ResourceNotFoundException',
      status: 404,
    });
  });
});
