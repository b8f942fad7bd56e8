/**
 * The emulated bot offers the organisation's action buttons: asked for one, its reply carries the button's offer in
 * the session attribute `actionButton` (through the real Lex V2 client, as the portal's chat reads it); the next
 * reply carries none; a website's visitor is never offered one.
 */
import { LexRuntimeV2Client, RecognizeTextCommand } from '@aws-sdk/client-lex-runtime-v2';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { ACTION_BUTTON_ATTRIBUTE, actionButtonOfferOf } from '@/contracts/action-buttons';

import { signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';
import { takeTurn, WEBSITE_VISITOR_LABEL } from '../lex/bot';

import { ACTION_BUTTON_INTENT } from './bot-intents';
import { SEEDED_BUTTONS } from './seed';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

async function lexClient() {
  await signInAs(DEMO_ACCOUNTS.user);
  const session = await fetchAuthSession();
  if (!session.credentials) throw new Error('No identity-pool credentials');
  const client = new LexRuntimeV2Client({
    region: context.config.region,
    credentials: session.credentials,
    requestHandler: new FetchHttpHandler(),
  });
  const sessionId = session.tokens?.idToken?.payload.sub ?? '';
  return (text: string, sessionAttributes: Record<string, string> = {}) =>
    client.send(
      new RecognizeTextCommand({
        botId: DEMO_SKILL.lex_bot_name,
        botAliasId: DEMO_SKILL.botAliasName,
        localeId: 'en_US',
        sessionId,
        text,
        sessionState: { sessionAttributes: { appId: DEMO_SKILL.appId, ...sessionAttributes } },
      }),
    );
}

describe('action buttons in the bot’s replies', () => {
  it.each([
    ['create an opportunity', SEEDED_BUTTONS.opportunity, 'Create Opportunity'],
    ['New lead', SEEDED_BUTTONS.lead, 'New Lead'],
    ['log a contact please', SEEDED_BUTTONS.contact, 'Log a Contact'],
  ])('offers a button asked for as “%s”', async (text, SK, title) => {
    const say = await lexClient();
    const reply = await say(text);
    const attributes = reply.sessionState?.sessionAttributes ?? {};
    expect(reply.sessionState?.intent).toMatchObject({ name: ACTION_BUTTON_INTENT, state: 'Fulfilled' });
    expect(actionButtonOfferOf(attributes)).toEqual({ SK, title });
    expect(attributes.cardBody).toContain(`<b>${title}</b>`);
  });

  it('keeps the offer to its reply: sent back, it is not returned with the next one', async () => {
    const say = await lexClient();
    const offered = await say('create an opportunity');
    const next = await say('create an incident', offered.sessionState?.sessionAttributes ?? {});
    expect(next.sessionState?.intent?.name).toBe('CreateIncident');
    expect(next.sessionState?.sessionAttributes?.[ACTION_BUTTON_ATTRIBUTE]).toBeUndefined();
  });

  it('follows the buttons as saved: a new one is offered by its title at once', async () => {
    context.db.update('actionButtons', (state) => {
      state.buttons.push({
        SK: 'salesforce_renewals',
        title: 'Renewal Request',
        tenant: DEMO_TENANT,
        lastUpdated: 0,
        fields: [{ field: 'Name', label: 'Account', table: 'Account', value: '', hidden: false }],
      });
    });
    const say = await lexClient();
    const reply = await say('renewal request');
    expect(actionButtonOfferOf(reply.sessionState?.sessionAttributes ?? {})?.SK).toBe('salesforce_renewals');
  });

  it('offers a website’s visitor no form', () => {
    const skill = context.db.state.tenancy.skills.find((candidate) => candidate.ID === DEMO_SKILL.ID);
    if (!skill) throw new Error('No demo skill');
    const turn = (publicUser: boolean) =>
      takeTurn({
        context,
        speaker: { id: 'visitor', label: WEBSITE_VISITOR_LABEL, publicUser },
        tenant: DEMO_TENANT,
        skill,
        text: 'create an opportunity',
        inputType: 'Text',
        dialogFails: false,
        check: true,
      });
    expect(turn(false).sessionAttributes?.[ACTION_BUTTON_ATTRIBUTE]).toBeDefined();
    expect(turn(true).sessionAttributes).toBeUndefined();
    expect(turn(true).intent?.name).not.toBe(ACTION_BUTTON_INTENT);
  });
});
