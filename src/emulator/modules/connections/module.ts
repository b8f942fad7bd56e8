import { defineModule } from '../../core/module';

import { BUILD_JOB, finishBuildJob } from './build';
import { oauthProviderHandlers } from './oauth';
import { connectionsOperations } from './operations';
import { seedConnections } from './seed';

export type * from './state';

/**
 * The organisations' connectors: the catalogue (catalogue.ts), each organisation's enabled connections and
 * their tasks, the demo OAuth provider's linking requests, the bot build and what the assistant was built with.
 */
export const connectionsModule = defineModule({
  name: 'connections',
  // Bump when ConnectionsModuleState changes shape: only this module's demo data is seeded again.
  version: 2,
  seed: seedConnections,
  operations: connectionsOperations,
  handlers: oauthProviderHandlers,
  jobs: { [BUILD_JOB]: (context, payload: { tenant: string }) => finishBuildJob(context, payload.tenant) },
  demoTab: {
    label: 'Connectors',
    loadPanel: () => import('./ConnectorsTab').then((panel) => panel.ConnectorsTab),
    order: 40,
  },
});
