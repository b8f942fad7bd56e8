/**
 * Training changes the bot (issue 24): 50 seeded utterances the bot missed are trained as an administrator would
 * train them on the page (spec 3 §4: a best answer chosen for a FAQ row, an intent set and marked correct for
 * the rest), through SaveFeedback, and then asked again through the chat's own path: RecognizeText of the
 * emulated Lex runtime, with the real SDK client and a real Amplify session. Also asked, before and after:
 * held-out CLINC150 `val` questions of the same intents that were never trained (tests/fixtures), to see what the
 * lessons teach beyond the very sentences. The figures are written to stdout (`npm run measure:training`).
 *
 * The ground truth (which of the bot's answers is right for a CLINC150 intent) is the test's, as an
 * administrator's judgement; the emulator never reads the labels.
 */
import { LexRuntimeV2Client, RecognizeTextCommand } from '@aws-sdk/client-lex-runtime-v2';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/utterance-training';
import { ALL_AUDIT_INDICES, type FeedbackItem } from '@/contracts/utterance-training';

import { CLINC150_SAMPLE } from '@tests/fixtures/clinc150-sample';

import { portalGateway, signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT } from '../../seed';
import { FAQ_INTENT } from '../assistant/usage';
import { withEmulatedAmplify } from '../cognito/test-support';
import { publishedFaqs } from '../faq/state';
import { plainText } from '../lex/bot';

import { FALLBACK_INTENT_ID, FAQ_INTENT_ID } from './chatbot';
import { CLINC150_ROWS } from './log-data';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

/** What an administrator would train each CLINC150 intent to: a FAQ question's answer, or one of the bot's tasks. */
const RIGHT_ANSWER: Readonly<Record<string, { faq: string } | { intent: string }>> = {
  payday: { faq: 'When is payday?' },
  pto_balance: { faq: 'How many holiday days do I have?' },
  pto_used: { faq: 'How many holiday days do I have?' },
  schedule_meeting: { intent: 'ScheduleMeeting' },
  meeting_schedule: { intent: 'NextMeeting' },
  calendar: { intent: 'NextMeeting' },
};
const TRAINED = 50;

const labelOf = new Map(
  Object.entries(CLINC150_ROWS).flatMap(([intent, texts]) => texts.map((text) => [text, intent] as const)),
);

async function lexClient() {
  const session = await fetchAuthSession();
  if (!session.credentials) throw new Error('No identity-pool credentials');
  return new LexRuntimeV2Client({
    region: context.config.region,
    credentials: session.credentials,
    requestHandler: new FetchHttpHandler(),
  });
}

/** How many of the questions the bot now answers right, asked as the chat asks (RecognizeText). */
async function answeredRight(client: LexRuntimeV2Client, questions: readonly (readonly [string, string])[]) {
  const published = publishedFaqs(context.db.state.faq, DEMO_TENANT);
  let right = 0;
  for (const [text, label] of questions) {
    const reply = await client.send(
      new RecognizeTextCommand({
        botId: DEMO_SKILL.lex_bot_name,
        botAliasId: DEMO_SKILL.botAliasName,
        localeId: 'en_US',
        sessionId: DEMO_ACCOUNTS.administrator.sub,
        text,
        sessionState: { sessionAttributes: { appId: DEMO_SKILL.appId } },
      }),
    );
    const expected = RIGHT_ANSWER[label];
    const intent = reply.sessionState?.intent?.name;
    const said = reply.messages?.[0]?.content ?? '';
    // A FAQ answer is right when it is the answer of the expected question (its plain text is the message).
    const ok =
      expected === undefined
        ? false
        : 'intent' in expected
          ? intent === expected.intent
          : intent === FAQ_INTENT &&
            published.some((faq) => faq.question === expected.faq && plainText(faq.answer) === said);
    if (ok) right += 1;
  }
  return right;
}

describe('training changes the bot', () => {
  it('answers the trained utterances it missed, and more of the untrained ones', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const gateway = portalGateway(context);
    const missed = context.db.state.utteranceTraining.utterances.filter(
      (row) =>
        row.tenant === DEMO_TENANT &&
        (row.Intent === FALLBACK_INTENT_ID || !row.AboveThreshold) &&
        RIGHT_ANSWER[labelOf.get(row.UserInput) ?? ''] !== undefined,
    );
    // One record per text: a text said twice is trained once.
    const training = [...new Map(missed.map((row) => [row.UserInput, row])).values()].slice(0, TRAINED);
    expect(training).toHaveLength(TRAINED);
    const trainingQuestions = training.map(
      (row) => [row.UserInput, labelOf.get(row.UserInput) ?? ''] as const,
    );
    const heldOut = CLINC150_SAMPLE.filter(([text, label]) => RIGHT_ANSWER[label] && !labelOf.has(text));
    expect(heldOut.length).toBeGreaterThanOrEqual(20);

    const client = await lexClient();
    const before = {
      trained: await answeredRight(client, trainingQuestions),
      heldOut: await answeredRight(client, heldOut),
    };

    const items = training.map((row): FeedbackItem => {
      const right = RIGHT_ANSWER[labelOf.get(row.UserInput) ?? ''];
      const base = {
        Id: row.Id,
        UserInput: row.UserInput,
        SimilarityScore: null,
        PublicChatbot: false as const,
        Tenant: DEMO_TENANT,
      };
      // A FAQ row: Select Best Answer marks it correct with the chosen answer. Another intent's: Set intent,
      // marked correct, sends Feedback '0' with the marked-up utterance (spec 3 §4).
      return right && 'faq' in right
        ? { ...base, MatchedInput: right.faq, Feedback: '1', IntentId: row.Intent, Utterance: row.UserInput }
        : {
            ...base,
            MatchedInput: row.MatchedQuestion,
            Feedback: '0',
            IntentId: right?.intent ?? '',
            Utterance: row.UserInput,
          };
    });
    await gateway.send(contract.savePublicFeedback, { Items: items });
    await gateway.send(contract.markUtteranceDataTrained, {
      dates: ALL_AUDIT_INDICES,
      utterance_ids: training.map((row) => row.Id),
    });

    const after = {
      trained: await answeredRight(client, trainingQuestions),
      heldOut: await answeredRight(client, heldOut),
    };
    process.stdout.write(
      `[measure:training] ${TRAINED} missed utterances trained: answered right before ${before.trained}/${TRAINED}, ` +
        `after ${after.trained}/${TRAINED}; ${heldOut.length} held-out CLINC150 val questions of the same intents: ` +
        `before ${before.heldOut}/${heldOut.length}, after ${after.heldOut}/${heldOut.length}\n`,
    );
    expect(before.trained).toBe(0);
    expect(after.trained).toBeGreaterThanOrEqual(TRAINED - 2);
    expect(after.heldOut).toBeGreaterThan(before.heldOut);
    // What the records said the bot answered is what a FAQ row is logged under.
    expect(training.every((row) => row.Intent !== FAQ_INTENT_ID)).toBe(true);
  });
});
