import type { Skill } from '@/contracts/auth';
import type { SignedInUser } from '@/services/identity';

export type { MfaMethod, Role, SignedInUser } from '@/services/identity';

/** Spec 1 §4 "Authentication" states, plus `unknown` while the stored session is being checked. */
export type AuthStatus =
  'unknown' | 'unauthenticated' | 'authenticated' | 'newPasswordRequired' | 'mfaRequired' | 'registerConfirm';

export type { Skill } from '@/contracts/auth';

export interface SignInCredentials {
  email: string;
  password: string;
  keepSignedIn: boolean;
}

export interface AuthenticatedPayload {
  user: SignedInUser;
  skill: Skill | null;
  /** Where to go after signing in when it is not the remembered origin (the first-login wizard). */
  postSignInPath?: string | null;
}

/** A form's request: pending while the service answers, then its error message (shown under the form). */
export interface FormRequest {
  pending: boolean;
  error: string | null;
  /** The error's code, for flows that react to it (PasswordResetRequiredException → /forgot-password). */
  errorCode: string | null;
}
