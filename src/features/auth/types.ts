import type { SignedInUser } from '@/services/identity';

export type { Role, SignedInUser } from '@/services/identity';

/** Spec 1 §4 "Authentication" states, plus `unknown` while the stored session is being checked. */
export type AuthStatus =
  | 'unknown'
  | 'unauthenticated'
  | 'authenticated'
  | 'newPasswordRequired'
  | 'mfaRequired'
  | 'registerConfirm';

export interface Skill {
  ID: string;
  appId: string;
  lex_bot_name: string;
  tenant: string;
}

export interface SignInCredentials {
  email: string;
  password: string;
  keepSignedIn: boolean;
}

export interface AuthenticatedPayload {
  user: SignedInUser;
  skill: Skill | null;
}
