import { notify } from './slice';

/**
 * The one way to announce a message: `yield put(notifySuccess('User invited.', 'users/invite'))`. `key` names
 * the action the message is about, so a later message about it (a retry's success) replaces the earlier one.
 * Errors persist until dismissed; the others close by themselves.
 */
export const notifySuccess = (message: string, key?: string) => notify({ message, variant: 'success', key });
export const notifyError = (message: string, key?: string) => notify({ message, variant: 'error', key });
export const notifyInfo = (message: string, key?: string) => notify({ message, variant: 'info', key });
export const notifyWarning = (message: string, key?: string) => notify({ message, variant: 'warning', key });
