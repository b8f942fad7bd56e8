// What the identity service and its lazily loaded account-management calls share: a leaf module, so that
// neither imports the other (identity loads identity-account on first use).
import { ServiceFailure, toServiceError } from './errors';

/** Spec 1 §4: the preferred second factor. */
export type MfaMethod = 'NOMFA' | 'SMS' | 'TOTP';

/** Rethrows any identity error in the normalised shape. */
export async function normalised<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServiceFailure(toServiceError(error));
  }
}
