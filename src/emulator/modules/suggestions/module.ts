import { defineModule } from '../../core/module';

import { suggestionHandlers } from './index';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    suggestions: Record<string, never>;
  }
}

/** Address and company suggestions; no state. */
export const suggestionsModule = defineModule({
  name: 'suggestions',
  version: 1,
  seed: (): Record<string, never> => ({}),
  handlers: suggestionHandlers,
});
