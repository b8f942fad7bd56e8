/**
 * The public chatbot's endpoint over real fetch, as the widget's frame calls it (no token): which pages may show
 * which bot (the allowed domains, attacked with look-alike origins), what the reply tells and what it keeps back,
 * unknown GUIDs, faults, CORS. The guest's conversation with the bot it names is lex/guest.test.ts's.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { EMBEDDING_REFUSED, type PublicChatbot, publicChatbotAddress } from '@/contracts/website-assistant';

import { emulator } from '@tests/emulator';

import type { EmulatorContext } from '../../core/types';
import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';
import { skillChatBubbles } from '../bubbles/chat-bubbles';

import { NO_PUBLIC_CHATBOT, PUBLIC_CHATBOT_FAULT } from './public-chatbot';
import { SEEDED_BOT_GUIDS } from './seed';
import type { StoredPublicBot } from './state';

let context: EmulatorContext;
beforeEach(() => {
  context = emulator();
});

const portalApi = () => context.config.apis.portal ?? '';
const DEMO_SITE = 'https://www.demo-organisation.example';
const HARBOUR_SITE = 'https://www.harbour-logistics.example';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** GET the bot as the frame does; `origin: null` sends no origin parameter at all. */
const ask = async (guid: string, origin: string | null): Promise<Answer> =>
  answerOf(
    await fetch(
      origin === null
        ? `${portalApi()}/public-chatbot/${encodeURIComponent(guid)}`
        : publicChatbotAddress(portalApi(), guid, origin),
    ),
  );

const storedBot = (guid: string): StoredPublicBot => {
  const bot = context.db.state.websiteAssistant.bots.find((candidate) => candidate.settings.GUID === guid);
  if (!bot) throw new Error(`no bot ${guid}`);
  return bot;
};

/** Changes a stored bot's settings, as a save on the Website Assistant page would have. */
const changeBot = (guid: string, change: (bot: StoredPublicBot) => void) =>
  context.db.update('websiteAssistant', (state) => {
    const bot = state.bots.find((candidate) => candidate.settings.GUID === guid);
    if (!bot) throw new Error(`no bot ${guid}`);
    change(bot);
  });

const refused = { status: 403, body: { message: EMBEDDING_REFUSED } };

describe('which pages may show a bot', () => {
  it('serves the demo bot to a page of an allowed host, exactly, whatever its port or scheme', async () => {
    for (const origin of [
      DEMO_SITE,
      'http://www.demo-organisation.example',
      'https://WWW.Demo-Organisation.example',
      'https://www.demo-organisation.example:8443',
      'http://localhost',
      'http://localhost:5173',
    ]) {
      expect({ origin, status: (await ask(SEEDED_BOT_GUIDS.demo, origin)).status }).toEqual({
        origin,
        status: 200,
      });
    }
  });

  it('lets `*` stand for one label of a wildcard pattern, and nothing more', async () => {
    changeBot(SEEDED_BOT_GUIDS.demo, (bot) => {
      bot.settings.allowed_domains = ['*.example.com'];
    });
    for (const origin of ['https://shop.example.com', 'http://blog.example.com:3000']) {
      expect({ origin, status: (await ask(SEEDED_BOT_GUIDS.demo, origin)).status }).toEqual({
        origin,
        status: 200,
      });
    }
    for (const origin of [
      // Not one label: no label at all, or two.
      'https://example.com',
      'https://a.b.example.com',
      // Look-alikes: the pattern's dots are dots, and it is anchored at both ends.
      'https://shopexample.com',
      'https://shop.example.com.evil.test',
      'https://shop.examplexcom',
      // The host is the URL's, not text before an @ or in the path.
      'https://shop.example.com@evil.test',
      'https://evil.test/shop.example.com',
      // The domains of before the change no longer count.
      DEMO_SITE,
      'http://localhost:5173',
    ]) {
      expect({ origin, ...(await ask(SEEDED_BOT_GUIDS.demo, origin)) }).toMatchObject({ origin, ...refused });
    }
  });

  it('refuses a page of any other host, look-alikes included', async () => {
    for (const origin of [
      'https://evil.test',
      'https://demo-organisation.example',
      'https://shop.www.demo-organisation.example',
      'https://www.demo-organisation.example.evil.test',
      'https://wwwxdemo-organisation.example',
      'https://www.demo-organisation.example@evil.test',
      'https://evil.test/?origin=https://www.demo-organisation.example',
      'http://127.0.0.1:5173',
      'http://localhost.evil.test',
    ]) {
      expect({ origin, ...(await ask(SEEDED_BOT_GUIDS.demo, origin)) }).toMatchObject({ origin, ...refused });
    }
  });

  it('refuses an origin that is not an http(s) page: null, javascript:, data:, file:, ftp:, none, empty', async () => {
    for (const origin of [
      'null',
      'javascript:alert(1)',
      'javascript://www.demo-organisation.example/%0aalert(1)',
      'data:text/html,<p>hi</p>',
      'file:///www.demo-organisation.example/index.html',
      'ftp://www.demo-organisation.example',
      'www.demo-organisation.example',
      'localhost',
      '',
    ]) {
      expect({ origin, ...(await ask(SEEDED_BOT_GUIDS.demo, origin)) }).toMatchObject({ origin, ...refused });
    }
    expect(await ask(SEEDED_BOT_GUIDS.demo, null)).toMatchObject(refused);
  });

  it('allows no page at all to a bot without domains (a new organisation’s, before its first save)', async () => {
    changeBot(SEEDED_BOT_GUIDS.demo, (bot) => {
      bot.settings.allowed_domains = [];
    });
    expect(await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE)).toMatchObject(refused);
    expect(await ask(SEEDED_BOT_GUIDS.demo, 'http://localhost')).toMatchObject(refused);
  });

  it('answers each organisation’s bot by its own GUID, to its own domains only', async () => {
    const harbour = await ask(SEEDED_BOT_GUIDS.other, 'https://tracking.harbour-logistics.example');
    expect(harbour.status).toBe(200);
    expect(harbour.body).toMatchObject({
      GUID: SEEDED_BOT_GUIDS.other,
      config: { botName: 'Harbour Helper' },
      lex: {
        botId: OTHER_ORGANISATION.skill.lex_bot_name,
        botAliasId: OTHER_ORGANISATION.skill.botAliasName,
        localeId: 'en_US',
      },
    });
    expect((await ask(SEEDED_BOT_GUIDS.other, HARBOUR_SITE)).status).toBe(200);
    // Neither organisation's domains let a page show the other's bot.
    expect(await ask(SEEDED_BOT_GUIDS.other, DEMO_SITE)).toMatchObject(refused);
    expect(await ask(SEEDED_BOT_GUIDS.other, 'http://localhost:5173')).toMatchObject(refused);
    expect(await ask(SEEDED_BOT_GUIDS.demo, HARBOUR_SITE)).toMatchObject(refused);
  });
});

describe('the reply', () => {
  it('is the bot’s config without its id, the Lex bot of its skill, and the skill’s public bubbles', async () => {
    const { status, body, headers } = await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE);
    const { botID: _botId, ...config } = storedBot(SEEDED_BOT_GUIDS.demo).settings.config;
    const bubbles = skillChatBubbles(context.db.state, DEMO_SKILL, 'Public');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({
      GUID: SEEDED_BOT_GUIDS.demo,
      config,
      lex: { botId: DEMO_SKILL.lex_bot_name, botAliasId: DEMO_SKILL.botAliasName, localeId: 'en_US' },
      bubbles,
    } satisfies PublicChatbot);
    // The public bubbles are the website's: the portal's own (Private) ones are not among them.
    expect(bubbles.length).toBeGreaterThan(0);
    expect(bubbles).not.toEqual(skillChatBubbles(context.db.state, DEMO_SKILL, 'Private'));
  });

  it('keeps back the allowed domains, the bot file’s name and the bot’s id', async () => {
    changeBot(SEEDED_BOT_GUIDS.other, (bot) => {
      bot.settings.allowed_domains.push('secret-staging.harbour-logistics.example');
    });
    for (const guid of [SEEDED_BOT_GUIDS.demo, SEEDED_BOT_GUIDS.other]) {
      const origin = guid === SEEDED_BOT_GUIDS.demo ? DEMO_SITE : HARBOUR_SITE;
      const { body } = await ask(guid, origin);
      const text = JSON.stringify(body);
      for (const secret of [
        'allowed_domains',
        'allowedDomains',
        'bot_file_name',
        'botID',
        '.js"',
        'secret-staging',
      ]) {
        expect({ guid, secret, found: text.includes(secret) }).toEqual({ guid, secret, found: false });
      }
      expect(Object.keys(body).toSorted()).toEqual(['GUID', 'bubbles', 'config', 'lex']);
    }
  });

  it('serves a bot whether or not its bot file was written (the demo’s is not, Harbour’s is)', async () => {
    expect(storedBot(SEEDED_BOT_GUIDS.demo).settings.bot_file_name).toBe('');
    expect(storedBot(SEEDED_BOT_GUIDS.other).settings.bot_file_name).not.toBe('');
    expect((await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE)).status).toBe(200);
    expect((await ask(SEEDED_BOT_GUIDS.other, HARBOUR_SITE)).status).toBe(200);
  });

  it('has no bubbles when the bot shows none, and tells what was saved last', async () => {
    changeBot(SEEDED_BOT_GUIDS.demo, (bot) => {
      bot.settings.config.bubbles = false;
      bot.settings.config.botName = 'Renamed';
    });
    expect((await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE)).body).toMatchObject({
      config: { bubbles: false, botName: 'Renamed' },
      bubbles: [],
    });
  });
});

describe('refusals and failures', () => {
  it('answers 404 for a GUID no organisation’s bot has, whatever the origin', async () => {
    const missing = { status: 404, body: { message: NO_PUBLIC_CHATBOT } };
    for (const guid of ['d3a0b075-0000-4000-8000-000000009999', 'not-a-guid', DEMO_SKILL.ID]) {
      expect({ guid, ...(await ask(guid, DEMO_SITE)) }).toMatchObject({ guid, ...missing });
      expect({ guid, ...(await ask(guid, null)) }).toMatchObject({ guid, ...missing });
    }
    // A GUID is matched whole: neither a prefix of one nor one in other letters' case.
    expect(await ask(SEEDED_BOT_GUIDS.demo.slice(0, -1), DEMO_SITE)).toMatchObject(missing);
    expect(await ask(SEEDED_BOT_GUIDS.demo.toUpperCase(), DEMO_SITE)).toMatchObject(missing);
  });

  it('answers 404 for a bot whose skill is gone, or is another organisation’s than the bot’s', async () => {
    changeBot(SEEDED_BOT_GUIDS.other, (bot) => {
      // A bot row naming the demo organisation's skill under another organisation must not reach that skill.
      bot.skillId = DEMO_SKILL.ID;
    });
    expect(await ask(SEEDED_BOT_GUIDS.other, HARBOUR_SITE)).toMatchObject({
      status: 404,
      body: { message: NO_PUBLIC_CHATBOT },
    });
  });

  it('answers an injected fault with its status and message, then recovers', async () => {
    context.faults.add({
      operation: PUBLIC_CHATBOT_FAULT,
      status: 503,
      message: 'Down for a moment.',
      times: 1,
    });
    expect(await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE)).toMatchObject({
      status: 503,
      body: { message: 'Down for a moment.' },
    });
    expect((await ask(SEEDED_BOT_GUIDS.demo, DEMO_SITE)).status).toBe(200);
  });

  it('lets any page read its answers, refusals included (CORS), and answers the preflight', async () => {
    const from = (origin: string) => ({ headers: { origin } });
    const served = await fetch(
      publicChatbotAddress(portalApi(), SEEDED_BOT_GUIDS.demo, DEMO_SITE),
      from(DEMO_SITE),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('access-control-allow-origin')).toBe(DEMO_SITE);
    const refusal = await fetch(
      publicChatbotAddress(portalApi(), SEEDED_BOT_GUIDS.demo, 'https://evil.test'),
      from('https://evil.test'),
    );
    expect(refusal.status).toBe(403);
    expect(refusal.headers.get('access-control-allow-origin')).toBe('https://evil.test');
    const preflight = await fetch(publicChatbotAddress(portalApi(), SEEDED_BOT_GUIDS.demo, DEMO_SITE), {
      method: 'OPTIONS',
      headers: { origin: DEMO_SITE, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
