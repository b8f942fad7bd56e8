import { defineModule } from '../../core/module';
import { lexRuntimeHandlers } from '../lex/handlers';

import { chatOperations } from './operations';
import { conversationCast, seedAssistant } from './seed';
import { extendConversations } from './seed-conversations';
import type { AssistantState } from './state';

/**
 * The tenants' assistants at work: the Lex runtime, every conversation turn (30 days of synthetic history,
 * kept ending today) and reviewed missed utterances. The chat bubbles are the bubbles module's.
 */
export const assistantModule = defineModule({
  name: 'assistant',
  version: 2,
  seed: (input): AssistantState => seedAssistant(input),
  // Version 1 also held the bubbles, which moved to their own module: the conversations are kept.
  migrate: (stored, storedVersion): AssistantState | undefined => {
    if (storedVersion !== 1 || typeof stored !== 'object' || stored === null) return undefined;
    const { bubbles: _movedToTheBubblesModule, ...kept } = stored as AssistantState & { bubbles?: unknown };
    return kept;
  },
  refresh: (state: AssistantState, input): AssistantState => {
    const now = input.clock.now();
    const conversations = extendConversations(
      state.conversations,
      state.historyThrough,
      now,
      conversationCast(),
    );
    if (conversations === state.conversations) return state;
    return { ...state, conversations, historyThrough: now };
  },
  handlers: lexRuntimeHandlers,
  operations: chatOperations,
  demoTab: {
    label: 'Simulate failures',
    loadPanel: () => import('./AssistantFailuresTab').then((panel) => panel.AssistantFailuresTab),
    order: 30,
  },
});
