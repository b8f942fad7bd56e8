import { defineModule } from '../../core/module';
import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';

import { migrateBubbles } from './migrate';
import { bubblesOperations } from './operations';
import { seedBubbles } from './seed';
import type { BubblesState } from './state';

/**
 * Each skill's bubble tree (spec 3 §3): read and replaced by the bubbles editor (GetTopBubbles,
 * UpdateTopBubbles); the chat's bubbles (GetBubbles) and the bot's extra samples are derived from it. Version 1
 * stored the chat's bubbles themselves; version 2 the tree, and a stored version 1 is converted (migrate.ts).
 */
export const bubblesModule = defineModule({
  name: 'bubbles',
  version: 2,
  seed: (): BubblesState => seedBubbles(DEMO_SKILL, [OTHER_ORGANISATION.skill]),
  migrate: migrateBubbles,
  operations: bubblesOperations,
});
