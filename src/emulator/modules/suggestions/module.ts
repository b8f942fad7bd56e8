import { defineModule } from '../../core/module';

import { suggestionHandlers } from './handlers';
import type { SuggestionsState } from './state';

/** Address and company suggestions; no state. */
export const suggestionsModule = defineModule({
  name: 'suggestions',
  version: 1,
  seed: (): SuggestionsState => ({}),
  handlers: suggestionHandlers,
});
