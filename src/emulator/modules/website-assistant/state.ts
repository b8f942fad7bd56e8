/**
 * The website-assistant module's state: each skill's public bot (spec 3 §3 "Public bot settings"), the settings
 * the Website Assistant page reads and changes, with the images the gateway stored for it.
 */
import type { PublicBotSettings } from '@/contracts/website-assistant';

/** The two images a bot may have uploaded; their addresses are `config.chatImage` and `config.chatIcon`. */
export type PublicBotImage = 'chatImage' | 'chatIcon';

/** One skill's public bot: its settings as the calls answer them, and whose it is. */
export interface StoredPublicBot {
  tenant: string;
  skillId: string;
  settings: PublicBotSettings;
  /**
   * The S3 keys (the profile-picture bucket) of the images uploaded to the bot and in use, so that a replaced
   * one is deleted; '' for an image given by its address (a link), or none.
   */
  imageKeys: Record<PublicBotImage, string>;
}

export interface WebsiteAssistantState {
  bots: StoredPublicBot[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    websiteAssistant: WebsiteAssistantState;
  }
}
