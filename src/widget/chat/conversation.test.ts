/**
 * The widget's conversation client (conversation.ts) against the emulated cloud: the public chatbot endpoint the
 * frame calls, then Lex as a guest of the identity pool, signed by aws4fetch as in a visitor's browser.
 */
import { describe, expect, it } from 'vitest';

import { type PublicChatbot, publicChatbotAddress } from '@/contracts/website-assistant';

import { emulator } from '@tests/emulator';

import { createConversation } from './conversation';

const DEMO_GUID = 'd3a0b075-0000-4000-8000-000000000001';

async function chatbot(origin = 'http://localhost:4173'): Promise<PublicChatbot> {
  const context = emulator();
  const response = await fetch(publicChatbotAddress(context.config.apis.portal ?? '', DEMO_GUID, origin));
  expect(response.status).toBe(200);
  return (await response.json()) as PublicChatbot;
}

describe('the public chatbot’s conversation', () => {
  it('talks to the public bot as a guest, and the turn is a public user’s', async () => {
    const context = emulator();
    const bot = await chatbot();
    const conversation = createConversation(context.config, bot);
    const replies = await conversation.send('Where can I park at the office?');
    expect(replies.length).toBeGreaterThan(0);
    const turn = context.db.state.assistant.conversations.at(-1);
    expect(turn).toMatchObject({
      utterance: 'Where can I park at the office?',
      publicUser: true,
      userLabel: 'Website visitor',
    });
  });
});
