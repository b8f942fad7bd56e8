import { defineModule } from '../../core/module';
import type { SpeechSettings } from '../../core/types';

import { speechHandlers } from './index';
import { DEFAULT_SPOKEN_PHRASE } from './rule';
import { VoiceTab } from './VoiceTab';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    speech: SpeechSettings;
  }
}

/** The speech services (recognition); what any speech is "heard" as is set in the demo panel. */
export const speechModule = defineModule({
  name: 'speech',
  version: 2,
  seed: (): SpeechSettings => ({ nextSpokenPhrase: DEFAULT_SPOKEN_PHRASE, noiseOnly: false }),
  handlers: speechHandlers,
  demoTab: { label: 'Simulate failures', Panel: VoiceTab, order: 30 },
});
