/**
 * The identity module's state: the Cognito user pool's users, and the tokens, codes and AWS credentials the
 * user pool and identity pool issued.
 */
/** Cognito user statuses the emulator models (the real service's values). */
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export type MfaPreference = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The MFA methods a user may enable (Cognito's names). */
export type MfaMethod = Exclude<MfaPreference, 'NOMFA'>;

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
    /**
     * The methods enabled by SetUserMFAPreference (Cognito's UserMFASettingList). When absent, only the
     * preferred method, if any, is enabled; the emulator always writes it.
     */
    enabled?: MfaMethod[];
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

/** Why a one-time code was sent; a user has at most one live code per purpose. */
export type CodePurpose =
  'sign-up' | 'forgot-password' | 'attribute:email' | 'attribute:phone_number' | 'sms-mfa';

/** A code Cognito would have e-mailed or texted, until it is used or expires. */
export interface VerificationCode {
  sub: string;
  purpose: CodePurpose;
  code: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Temporary AWS credentials the identity pool handed out. The emulated AWS services (the Lex runtime) find the
 * caller by the SigV4 access key id, as IAM would; `sub` is null for guest (unauthenticated) identities.
 */
export interface IssuedAwsCredentials {
  accessKeyId: string;
  identityId: string;
  sub: string | null;
  /** Epoch seconds. */
  expiration: number;
}

/** The identity module: the Cognito user pool, the identity pool, and what they issued. */
export interface IdentityState {
  users: PoolUser[];
  refreshTokens: RefreshTokenRecord[];
  /** jti / origin_jti values revoked by RevokeToken or GlobalSignOut. */
  revokedJtis: string[];
  /** Identity-pool identities by user sub. */
  identities: Record<string, string>;
  /** Live one-time codes (sign-up, forgot password, attribute verification, SMS MFA). */
  codes: VerificationCode[];
  /** Identity-pool credentials by access key id (pruned when expired). */
  awsCredentials: IssuedAwsCredentials[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    identity: IdentityState;
  }
}
