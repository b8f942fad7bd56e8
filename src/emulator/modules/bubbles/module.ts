import { defineModule } from '../../core/module';
import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';

import { bubblesOperations } from './operations';
import { seedBubbles } from './seed';
import type { BubblesState } from './state';

/**
 * Each skill's chat bubbles (GetBubbles), read by the Lex runtime's bot. They were part of the assistant
 * module's state until its version 2; no operation has ever changed them, so a stored version-1 assistant held
 * exactly this seed, and seeding here migrates it (the assistant module drops its copy).
 */
export const bubblesModule = defineModule({
  name: 'bubbles',
  version: 1,
  seed: (): BubblesState => seedBubbles(DEMO_SKILL, [OTHER_ORGANISATION.skill]),
  operations: bubblesOperations,
});
