import { defineModule } from '../../core/module';

import { pollyHandlers } from './index';

declare module '../../core/types' {
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
