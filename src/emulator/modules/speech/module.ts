import { defineModule } from '../../core/module';

import { speechHandlers } from './handlers';
import { DEFAULT_SPOKEN_PHRASE } from './rule';
import type { SpeechSettings } from './state';

/** The speech services (recognition); what any speech is "heard" as is set in the demo panel. */
export const speechModule = defineModule({
  name: 'speech',
  version: 2,
  seed: (): SpeechSettings => ({ nextSpokenPhrase: DEFAULT_SPOKEN_PHRASE, noiseOnly: false }),
  handlers: speechHandlers,
  demoTab: {
    label: 'Simulate failures',
    loadPanel: () => import('./VoiceTab').then((panel) => panel.VoiceTab),
    order: 30,
  },
});
