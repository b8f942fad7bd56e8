import { defineModule } from '../../core/module';

import { websiteAssistantOperations } from './operations';
import { publicChatbotHandlers } from './public-chatbot';
import { seedWebsiteAssistant } from './seed';
import type { WebsiteAssistantState } from './state';

/**
 * The website assistant (spec 3, issue 26): each skill's public bot, the settings, colours and cues the Website
 * Assistant page reads and changes, the images uploaded to it (kept in the emulated S3's public bucket), and the
 * public endpoint customers' pages get a bot from (public-chatbot.ts).
 */
export const websiteAssistantModule = defineModule({
  name: 'websiteAssistant',
  // Bump when WebsiteAssistantState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: (): WebsiteAssistantState => seedWebsiteAssistant(),
  operations: websiteAssistantOperations,
  handlers: publicChatbotHandlers,
});
