import { defineModule } from '../../core/module';

import { pollyHandlers } from './handlers';
import type { PollyState } from './state';

/** Polly: SynthesizeSpeech. It keeps no state of its own. */
export const pollyModule = defineModule({
  name: 'polly',
  version: 1,
  seed: (): PollyState => ({}),
  handlers: pollyHandlers,
});
