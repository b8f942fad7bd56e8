/**
 * The public chatbot's endpoint (src/contracts/website-assistant.ts PUBLIC_CHATBOT_PATH; docs/adr/0022): what the
 * widget's frame asks for a bot on a customer's page. No token: the visitor is nobody. Not an envelope operation.
 *
 * - 404 `{message}` for a GUID no organisation's bot has.
 * - 403 `{message: EMBEDDING_REFUSED}` when `origin` (the page the browser says embeds the frame) is missing, not an
 *   http(s) origin, or of a host none of the bot's allowed domains matches.
 * - 200 PublicChatbot: the bot's config without its id, the Lex bot a guest may talk to, and the skill's public
 *   bubbles when the bot shows bubbles. Never the allowed domains or the bot file's name (which does not matter
 *   here: a bot is served whether or not its file was written).
 *
 * Faults name it 'GetPublicChatbot' (the demo panel and the end-to-end tests); a failing one answers `{message}`
 * with its status, as this endpoint answers its own refusals.
 */
import { http, type RequestHandler } from 'msw';

import {
  EMBEDDING_REFUSED,
  originAllowed,
  PUBLIC_CHATBOT_PATH,
  type PublicChatbot,
} from '@/contracts/website-assistant';

import { json } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import type { EmulatorContext } from '../../core/types';
import { skillChatBubbles } from '../bubbles/chat-bubbles';
import type { SkillRecord } from '../tenancy/state';

import type { StoredPublicBot } from './state';

export const PUBLIC_CHATBOT_FAULT = 'GetPublicChatbot';
export const NO_PUBLIC_CHATBOT = 'No public chatbot has that GUID.';
/** Lex V2's locale of every tenant's bot (src/services/bot.ts BOT_LOCALE_ID). */
const LOCALE = 'en_US';

/** The skill a bot belongs to, in the bot's own organisation (a skill id alone is not trusted across them). */
const skillOfBot = (context: EmulatorContext, bot: StoredPublicBot): SkillRecord | undefined =>
  context.db.state.tenancy.skills.find(
    (candidate) => candidate.ID === bot.skillId && candidate.tenant === bot.tenant,
  );

/**
 * Whether a skill has a public bot some site may show (at least one allowed domain; bot file or not): the identity
 * pool's guests may then talk to its Lex bot (lex/handlers.ts), as the pool's unauthenticated role allows the
 * public bots alone.
 */
export const hasPublicChatbot = (context: EmulatorContext, skill: SkillRecord): boolean =>
  context.db.state.websiteAssistant.bots.some(
    // A bot no site may show (no allowed domain yet, as a new organisation's) opens nothing to guests either.
    (bot) =>
      bot.skillId === skill.ID && bot.tenant === skill.tenant && bot.settings.allowed_domains.length > 0,
  );

export function publicChatbotHandlers(context: EmulatorContext): RequestHandler[] {
  const base = context.config.apis.portal;
  // A tenant without the portal's API has no server to ask.
  if (base === undefined) return [];
  const address = `${base.replace(/\/$/, '')}/${PUBLIC_CHATBOT_PATH}`;
  // Its CORS preflight is answered with every other one (src/emulator/index.ts); a plain GET sends none anyway.
  return [
    http.get(address, async ({ request, params }) => {
      const injected = await applyFault(context, PUBLIC_CHATBOT_FAULT, request, (fault) =>
        json(
          request,
          { message: fault.message ?? 'The assistant is unavailable.' },
          { status: fault.status },
        ),
      );
      if (injected) return injected;
      // What the portal's window stored (a setting saved, a cue published) is read first (db.ts, cross-window sync).
      await context.db.flush();
      const { state } = context.db;
      const bot = state.websiteAssistant.bots.find((candidate) => candidate.settings.GUID === params.guid);
      const skill = bot && skillOfBot(context, bot);
      if (!bot || !skill) return json(request, { message: NO_PUBLIC_CHATBOT }, { status: 404 });
      // The origin the browser reports for the embedding page; the check is the contract's, shared with the page.
      const origin = new URL(request.url).searchParams.get('origin') ?? '';
      if (!originAllowed(bot.settings.allowed_domains, origin)) {
        return json(request, { message: EMBEDDING_REFUSED }, { status: 403 });
      }
      // The bot's id is the Lex bot's name, told as `lex`; the domains and the file name stay the organisation's.
      const { botID: _botId, ...config } = bot.settings.config;
      const reply: PublicChatbot = {
        GUID: bot.settings.GUID,
        config,
        lex: { botId: skill.lex_bot_name, botAliasId: skill.botAliasName, localeId: LOCALE },
        bubbles: config.bubbles ? skillChatBubbles(state, skill, 'Public') : [],
      };
      return json(request, reply);
    }),
  ];
}
