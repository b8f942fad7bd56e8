// What the identity service and its lazily loaded parts (Amplify's client, account management) share: a leaf
// module, so that none of them imports another (identity loads the other two on first use).
import { ServiceFailure, toServiceError } from './errors';

/** Spec 1 §4: the preferred second factor. */
export type MfaMethod = 'NOMFA' | 'SMS' | 'TOTP';

/** "Keep me signed in" (docs/design.md §7): tokens in localStorage when chosen, else in sessionStorage. */
export const KEEP_SIGNED_IN_KEY = 'assistant-portal.keep-signed-in';

export type SignInResult =
  | { kind: 'signedIn' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'mfaRequired'; method: 'SMS' | 'TOTP' }
  | { kind: 'confirmSignUp' }
  | { kind: 'resetPassword' };

export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

/** Rethrows any identity error in the normalised shape. */
export async function normalised<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServiceFailure(toServiceError(error));
  }
}
