import type { BotBuildStatus, ConnectionHealth, ConnectionIntent, TaskSlot } from '@/contracts/connections';

import { newId } from '../db';
import { defineModule } from '../module';
import { DEMO_TENANT, OTHER_ORGANISATION } from '../seed';

import { BUILD_JOB, finishBuildJob, runBuild } from './build';
import { DEMO_ENABLED } from './catalogue';
import { ConnectorsTab } from './ConnectorsTab';
import { oauthProviderHandlers } from './oauth';
import { connectionsOperations } from './operations';

/** One organisation's enabled connection. */
export interface ConnectionRecord {
  tenant: string;
  connectionId: string;
  connectionName: string;
  base_url: string | null;
  auth_exists: boolean;
  health: ConnectionHealth;
  /** The FAQ connectors' own name and image, when the organisation set them. */
  display_name: string | null;
  image: string | null;
  /** Catalogue tasks the organisation switched off. */
  disabledTasks: string[];
  /** Tasks the organisation added (Add Task). */
  customTasks: ConnectionIntent[];
  createdAt: string;
}

/** What the assistant was last built with: the tasks it answers, by connection. */
export interface BuiltTask {
  connectionName: string;
  intentId: string;
  title: string;
  utterances: string[];
  slots: TaskSlot[];
  reply: string;
}

export interface BuildRecord {
  tenant: string;
  status: BotBuildStatus;
  message: string;
  startedAt: string | null;
  builtAt: string | null;
  failedTask: { connectionName: string; intentId: string; title: string } | null;
  snapshot: BuiltTask[];
  /** Injected from the demo panel: how the next build ends. */
  nextOutcome: 'fail' | 'warn' | null;
}

/** An account-linking request of the demo OAuth provider (see oauth.ts). */
export interface AuthorizationRecord {
  tenant: string;
  id: string;
  connectionName: string;
  displayName: string;
  redirectUri: string;
  state: string;
  code: string | null;
  decision: 'allow' | 'deny' | null;
  createdAt: number;
  expiresAt: number;
  redeemed: boolean;
}

export interface FallbackRecord {
  tenant: string;
  ID: string;
  body: string;
  alexalyticsCardBody: string;
}

export interface SnippetRecord {
  tenant: string;
  GUID: string;
  expiration_date: number;
}

export interface ConnectionsModuleState {
  connections: ConnectionRecord[];
  builds: BuildRecord[];
  authorizations: AuthorizationRecord[];
  fallbacks: FallbackRecord[];
  snippets: SnippetRecord[];
}

declare module '../types' {
  interface EmulatorModuleStates {
    connections: ConnectionsModuleState;
  }
}

export function newConnection(
  tenant: string,
  connectionName: string,
  createdAt: string,
  linked: boolean,
): ConnectionRecord {
  return {
    tenant,
    connectionId: newId(),
    connectionName,
    base_url: null,
    auth_exists: linked,
    health: 'ok',
    display_name: null,
    image: null,
    disabledTasks: [],
    customTasks: [],
    createdAt,
  };
}

const CUSTOM_SEED_URLS: Record<string, string> = {
  'servicenow-prod': 'https://demo-organisation.service-now.com',
  'zendesk-prod': 'https://demo-organisation.zendesk.com',
  Dynamics_365: 'https://demo-organisation.crm.dynamics.com',
};

export const emptyBuild = (tenant: string): BuildRecord => ({
  tenant,
  status: 'NOT_BUILT',
  message: '',
  startedAt: null,
  builtAt: null,
  failedTask: null,
  snapshot: [],
  nextOutcome: null,
});

/**
 * The organisations' connectors: the catalogue (catalogue.ts), each organisation's enabled connections and
 * their tasks, the demo OAuth provider's linking requests, the bot build and what the assistant was built with.
 */
export const connectionsModule = defineModule({
  name: 'connections',
  // Bump when ConnectionsModuleState changes shape: only this module's demo data is seeded again.
  version: 1,
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
