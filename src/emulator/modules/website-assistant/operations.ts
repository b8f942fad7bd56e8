/**
 * The website assistant's gateway operations (spec 3 §7; routes and shapes in src/contracts/website-assistant.ts),
 * all on POST skills/public-bot:
 * - GetPublicBotSettings: the skill's public bot; a skill that has none yet (a new organisation's) gets one,
 *   with the defaults, on its first read.
 * - UpdatePublicBotSettings: the Behavior tab's settings, the two images, the allowed domains and the positions;
 *   `first` with no bot file yet writes it (the first embed, spec 3 §4).
 * - UpdatePublicBotColorSettings: the ten colours. UpdatePublicBotCuesSettings: the whole list of cues.
 * Every member of the organisation may read and change them (the page is any member's), but only an administrator
 * uploads an image (spec 3 §6): a new file from anyone else is 403. The `Skill` must be the caller's
 * organisation's (404 unknown, 403 another's) and the `GUID` its bot's (404 otherwise, whoever's it is). Each
 * answers the settings after the change; a refused call changes nothing.
 */
import type { Operation } from '@/contracts/operation';
import type { PublicBotConfig } from '@/contracts/website-assistant';
import * as contract from '@/contracts/website-assistant';

import { newId } from '../../core/db';
import {
  booleanField,
  type Fields,
  forbidden,
  type GatewayOperation,
  implement,
  notFound,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import { ownSkill } from '../tenancy/skills';
import type { SkillRecord } from '../tenancy/state';

import { applyImageChange, IMAGE_FIELDS, imageChange, uploads } from './images';
import { botFileName, newPublicBot, NO_IMAGE_KEYS } from './seed';
import type { PublicBotImage, StoredPublicBot } from './state';
import { behaviourChange, colourChange, cueList } from './validation';

/** Said for a GUID that is not the skill's bot's, whether it is unknown or another organisation's. */
export const NO_SUCH_BOT = 'This skill has no public bot with that GUID.';
export const UPLOAD_REFUSED = 'Only an administrator may upload the chat image or icon.';

/** Body limits: two images of 1 MB as base64 (≈ 2.8 MB) and the text fields; 100 cues of the longest texts. */
export const SETTINGS_MAX_BYTES = 4 * 1024 * 1024;
export const CUES_MAX_BYTES = 2 * 1024 * 1024;
const SMALL_MAX_BYTES = 16 * 1024;

const skillOf = (context: EmulatorContext, tenant: TenantView, fields: Fields) =>
  ownSkill(context, tenant, stringField(fields, 'Skill', { required: true, max: 100 }));

const botOf = (tenant: TenantView, skillId: string): StoredPublicBot | undefined =>
  tenant.rows('websiteAssistant', 'bots').find((bot) => bot.skillId === skillId);

/**
 * The skill's public bot; a skill that has none yet gets the defaults on its first read (a new organisation's
 * page, or its first snippet).
 */
export function publicBotOf(tenant: TenantView, skill: SkillRecord): StoredPublicBot {
  return (
    botOf(tenant, skill.ID) ??
    tenant.insert('websiteAssistant', 'bots', {
      skillId: skill.ID,
      settings: newPublicBot(skill, newId()),
      imageKeys: { ...NO_IMAGE_KEYS },
    })
  );
}

/** The bot a change names: the caller's organisation's skill's, by its GUID. */
function namedBot(context: EmulatorContext, tenant: TenantView, fields: Fields): StoredPublicBot {
  const skill = skillOf(context, tenant, fields);
  const guid = stringField(fields, 'GUID', { required: true, max: 100 });
  const bot = botOf(tenant, skill.ID);
  if (bot?.settings.GUID !== guid) throw notFound(NO_SUCH_BOT);
  return bot;
}

const reply = (bot: StoredPublicBot) => ({ code: 200, data: bot.settings });

const IMAGES = Object.keys(IMAGE_FIELDS) as PublicBotImage[];

/** A call that replaces one part of the bot's config (its colours, its cues) with what `read` checked. */
function configPart<Key extends 'color' | 'cues', Request>(
  operation: Operation<Request, contract.PublicBotSettingsReply>,
  key: Key,
  read: (fields: Fields) => PublicBotConfig[Key],
  maxRequestBytes: number,
): GatewayOperation {
  return implement(
    operation,
    'member',
    ({ context, tenant, fields }) => {
      const bot = namedBot(context, tenant, fields);
      const value = read(fields);
      tenant.update('websiteAssistant', 'bots', () => {
        bot.settings.config[key] = value;
      });
      return reply(bot);
    },
    { maxRequestBytes },
  );
}

export const websiteAssistantOperations: GatewayOperation[] = [
  implement(
    contract.getPublicBotSettings,
    'member',
    ({ context, tenant, fields }) => {
      return reply(publicBotOf(tenant, skillOf(context, tenant, fields)));
    },
    { maxRequestBytes: SMALL_MAX_BYTES },
  ),
  implement(
    contract.updatePublicBotSettings,
    'member',
    ({ context, caller, tenant, fields }) => {
      const bot = namedBot(context, tenant, fields);
      if (!caller.isAdministrator && uploads(fields)) throw forbidden(UPLOAD_REFUSED);
      const change = behaviourChange(fields);
      const images = IMAGES.map((image) => ({
        image,
        change: imageChange(fields, image, bot.settings.config[image]),
      }));
      const first = booleanField(fields, 'first');
      // Everything is checked: now the images are stored and the settings written.
      const addresses = images.flatMap(({ image, change: asked }) =>
        asked.kind === 'keep'
          ? []
          : [{ image, ...applyImageChange(context, tenant.id, asked, bot.imageKeys[image]) }],
      );
      tenant.update('websiteAssistant', 'bots', () => {
        const { settings } = bot;
        const { allowedDomains, position, ...config } = change;
        settings.allowed_domains = allowedDomains;
        Object.assign(settings.config, config, { position });
        for (const { image, address, key } of addresses) {
          settings.config[image] = address;
          bot.imageKeys[image] = key;
        }
        if (first && !settings.bot_file_name) settings.bot_file_name = botFileName(settings.GUID);
      });
      return reply(bot);
    },
    { maxRequestBytes: SETTINGS_MAX_BYTES },
  ),
  configPart(contract.updatePublicBotColours, 'color', colourChange, SMALL_MAX_BYTES),
  configPart(contract.updatePublicBotCues, 'cues', cueList, CUES_MAX_BYTES),
];
