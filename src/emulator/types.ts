import type { TenantConfig } from '@/config/tenant-schema';

import type { FaultRegistry } from './faults';

/** Cognito user statuses the emulator models (the real service's values). */
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export type MfaPreference = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** A user of the emulated Cognito user pool. Like Cognito, it keeps an SRP verifier, never the password. */
export interface PoolUser {
  /** Cognito's immutable user id; also the username in a pool that signs in by e-mail. */
  sub: string;
  username: string;
  /** Standard and custom attributes exactly as Cognito names them (email, given_name, custom:role, …). */
  attributes: Record<string, string>;
  status: UserStatus;
  enabled: boolean;
  /** SRP salt and verifier, lower-case hex. */
  salt: string;
  verifier: string;
  mfa: {
    preferred: MfaPreference;
    /** Base32 TOTP secret once verified; `pendingTotpSecret` while set-up is in progress. */
    totpSecret?: string;
    pendingTotpSecret?: string;
  };
  createdAt: string;
  updatedAt: string;
}

export interface RefreshTokenRecord {
  token: string;
  sub: string;
  clientId: string;
  /** The `origin_jti` shared by every access and id token minted from this refresh token. */
  originJti: string;
  revoked: boolean;
  createdAt: string;
}

/** A message that the real cloud would e-mail or text; the demo shows it in the outbox panel. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** The code or temporary password inside the message, for people and tests to copy. */
  code?: string;
  createdAt: string;
}

export interface SkillRecord {
  ID: string;
  appId: string;
  lex_bot_name: string;
  tenant: string;
  botAliasName: string;
}

export interface BugReportRecord {
  id: string;
  tenant: string;
  reporter: string;
  summary: string;
  description: string;
  environment: string;
  page: string;
  browser: string;
  appVersion: string;
  createdAt: string;
}

/** Everything the emulated cloud knows. Features add their own collections here as they are built. */
export interface EmulatorState {
  version: number;
  users: PoolUser[];
  refreshTokens: RefreshTokenRecord[];
  /** jti / origin_jti values revoked by RevokeToken or GlobalSignOut. */
  revokedJtis: string[];
  /** Identity-pool identities by user sub. */
  identities: Record<string, string>;
  skills: SkillRecord[];
  outbox: OutboxMessage[];
  bugReports: BugReportRecord[];
}

export interface EmulatorDb {
  /** The current state; read-only by convention: change it through `update`. */
  readonly state: EmulatorState;
  /** Applies a change and persists the result (IndexedDB in the browser; nothing in tests). */
  update<T>(change: (state: EmulatorState) => T): T;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
  /** Resolves when every pending write has reached storage. */
  flush(): Promise<void>;
  /** Calls `listener` after every change (the demo outbox panel redraws with it). */
  subscribe(listener: () => void): () => void;
}

/** What every handler module receives. */
export interface EmulatorContext {
  db: EmulatorDb;
  config: TenantConfig;
  faults: FaultRegistry;
}
