import { defineModule } from '../../core/module';
import { DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import { BUILD_JOB, finishBuildJob, runBuild } from './build';
import { DEMO_ENABLED } from './catalogue';
import { ConnectorsTab } from './ConnectorsTab';
import { oauthProviderHandlers } from './oauth';
import { connectionsOperations } from './operations';
import { type ConnectionsModuleState, emptyBuild, newConnection } from './state';

export type * from './state';

const CUSTOM_SEED_URLS: Record<string, string> = {
  'servicenow-prod': 'https://demo-organisation.service-now.com',
  'zendesk-prod': 'https://demo-organisation.zendesk.com',
  Dynamics_365: 'https://demo-organisation.crm.dynamics.com',
};

/**
 * The organisations' connectors: the catalogue (catalogue.ts), each organisation's enabled connections and
 * their tasks, the demo OAuth provider's linking requests, the bot build and what the assistant was built with.
 */
export const connectionsModule = defineModule({
  name: 'connections',
  // Bump when ConnectionsModuleState changes shape: only this module's demo data is seeded again.
  version: 2,
  seed: ({ clock }): ConnectionsModuleState => {
    const createdAt = new Date(clock.now()).toISOString();
    const connections = [
      ...DEMO_ENABLED.map((name) => ({
        ...newConnection(DEMO_TENANT, name, createdAt, true),
        base_url: CUSTOM_SEED_URLS[name] ?? null,
      })),
      newConnection(OTHER_ORGANISATION.tenant, 'jira', createdAt, true),
    ];
    const builds = [DEMO_TENANT, OTHER_ORGANISATION.tenant].map((tenant) => ({
      ...emptyBuild(tenant),
      status: 'READY' as const,
      builtAt: createdAt,
    }));
    const state: ConnectionsModuleState = {
      connections,
      // The seeded organisations are set up; a new one (newadmin@demo.example's, a sign-up's) is pending.
      setups: [DEMO_TENANT, OTHER_ORGANISATION.tenant].map((tenant) => ({
        tenant,
        status: 'finished' as const,
        by: 'seed',
        at: createdAt,
      })),
      builds,
      authorizations: [],
      fallbacks: [
        {
          tenant: DEMO_TENANT,
          ID: 'FallbackIntent',
          body: "Sorry, I didn't understand that. Could you say it another way?",
          alexalyticsCardBody:
            '<p>Sorry, I did not understand that.</p><p>Try asking about <b>incidents</b>, <b>tickets</b> or <b>meetings</b>.</p>',
        },
      ],
      snippets: [],
    };
    // The seeded assistants answer what their enabled connectors offer.
    for (const build of state.builds) build.snapshot = runBuild(state, build.tenant).snapshot;
    return state;
  },
  operations: connectionsOperations,
  handlers: oauthProviderHandlers,
  jobs: { [BUILD_JOB]: (context, payload: { tenant: string }) => finishBuildJob(context, payload.tenant) },
  demoTab: { label: 'Connectors', Panel: ConnectorsTab, order: 40 },
});
