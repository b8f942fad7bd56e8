/**
 * The connectors module's seed: the demo organisation's enabled connectors (some on its own instance), the
 * other organisation's, both set up and built, and the demo organisation's fallback answer.
 */
import type { SeedInput } from '../../core/types';
import { DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import { runBuild } from './build';
import { DEMO_ENABLED } from './catalogue';
import { type ConnectionsModuleState, emptyBuild, newConnection } from './state';

const CUSTOM_SEED_URLS: Record<string, string> = {
  'servicenow-prod': 'https://demo-organisation.service-now.com',
  'zendesk-prod': 'https://demo-organisation.zendesk.com',
  Dynamics_365: 'https://demo-organisation.crm.dynamics.com',
};

export function seedConnections({ clock }: SeedInput): ConnectionsModuleState {
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
}
