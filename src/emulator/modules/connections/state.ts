/** The connectors module's state: its records and their constructors. */
import type { BotBuildStatus, ConnectionHealth, ConnectionIntent, TaskSlot } from '@/contracts/connections';

import { newId } from '../../core/db';

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

/** An organisation's getting-started setup, once finished or dismissed (no record: still pending). */
export interface SetupRecord {
  tenant: string;
  status: 'finished' | 'dismissed';
  /** Who finished or dismissed it (the Cognito sub), and when. */
  by: string;
  at: string;
}

export interface ConnectionsModuleState {
  connections: ConnectionRecord[];
  setups: SetupRecord[];
  builds: BuildRecord[];
  authorizations: AuthorizationRecord[];
  fallbacks: FallbackRecord[];
  snippets: SnippetRecord[];
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

declare module '../../core/types' {
  interface EmulatorModuleStates {
    connections: ConnectionsModuleState;
  }
}
