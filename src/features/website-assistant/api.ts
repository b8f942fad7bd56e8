import type {
  Cue,
  PublicBotColours,
  PublicBotSettings,
  UpdatePublicBotSettingsFields,
} from '@/contracts/website-assistant';
import * as contract from '@/contracts/website-assistant';
import type { Gateway } from '@/services/gateway';

/** The organisation's public bot's settings. The gateway client refuses a body code other than 200. */
export async function fetchSettings(gateway: Gateway, skill: string): Promise<PublicBotSettings> {
  return (await gateway.send(contract.getPublicBotSettings, { Skill: skill })).data;
}

/** The Behavior tab's settings (and the first embed's): the settings as saved. */
export async function saveBehavior(
  gateway: Gateway,
  skill: string,
  fields: Omit<UpdatePublicBotSettingsFields, 'Skill'>,
): Promise<PublicBotSettings> {
  return (await gateway.send(contract.updatePublicBotSettings, { Skill: skill, ...fields })).data;
}

export async function saveColours(
  gateway: Gateway,
  skill: string,
  guid: string,
  colours: PublicBotColours,
): Promise<PublicBotSettings> {
  return (await gateway.send(contract.updatePublicBotColours, { Skill: skill, GUID: guid, ...colours })).data;
}

/** Publish Cues: the whole list. */
export async function publishCues(
  gateway: Gateway,
  skill: string,
  guid: string,
  cues: Cue[],
): Promise<PublicBotSettings> {
  return (await gateway.send(contract.updatePublicBotCues, { Skill: skill, GUID: guid, cues })).data;
}
