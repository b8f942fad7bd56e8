/** The seeded public bots: deterministic, one per seeded skill, and valid by the rules the server applies. */
import { describe, expect, it } from 'vitest';

import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';

import { SEEDED_BOT_GUIDS, seedWebsiteAssistant } from './seed';
import { behaviourChange, colourChange, cueList } from './validation';

describe('the seeded public bots', () => {
  const state = seedWebsiteAssistant();

  it('are the same every time, one for each seeded skill', () => {
    expect(seedWebsiteAssistant()).toEqual(state);
    expect(state.bots.map((bot) => [bot.tenant, bot.skillId, bot.settings.GUID])).toEqual([
      [DEMO_SKILL.tenant, DEMO_SKILL.ID, SEEDED_BOT_GUIDS.demo],
      [OTHER_ORGANISATION.tenant, OTHER_ORGANISATION.skill.ID, SEEDED_BOT_GUIDS.other],
    ]);
  });

  it('pass the checks a change of them would', () => {
    for (const { settings } of state.bots) {
      const { config } = settings;
      const { botName, welcomeMessage, examplePhrases, chatImageLink, position } = config;
      expect(
        behaviourChange({ ...config, allowedDomains: settings.allowed_domains, ...config.position }),
        config.botName,
      ).toEqual({
        botName,
        welcomeMessage,
        examplePhrases,
        chatImageLink,
        voiceEnabled: config.voiceEnabled,
        bubbles: config.bubbles,
        bigChatIcon: config.bigChatIcon,
        continuousListening: config.continuousListening,
        allowedDomains: settings.allowed_domains,
        position,
      });
      expect(colourChange(config.color)).toEqual(config.color);
      expect(cueList({ cues: config.cues })).toEqual(config.cues);
    }
  });
});
