import { defineModule } from '../module';

import { pollyHandlers } from './index';

declare module '../types' {
  interface EmulatorModuleStates {
    polly: Record<string, never>;
  }
}

/** Polly: SynthesizeSpeech. It keeps no state of its own. */
export const pollyModule = defineModule({
  name: 'polly',
  version: 1,
  seed: (): Record<string, never> => ({}),
  handlers: pollyHandlers,
});
