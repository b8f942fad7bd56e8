import { createAction, nanoid } from '@reduxjs/toolkit';

export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  id: string;
  message: string;
  variant: NotificationVariant;
  /** A persistent toast stays until dismissed; error toasts always stay (spec 1 §9). */
  persist: boolean;
  createdAt: number;
  /**
   * The action the message is about ('users/invite', 'support/bug-report'…). A newer message with the same key
   * replaces the older one, on screen and in the list: a retry's success closes the failure it answers.
   */
  key?: string;
}

/**
 * Any feature announces a message; the notifications feature's pacing saga releases it. Features import it,
 * and the helpers below, from `@/features/notifications`; it lives here, in shared code, because the
 * notifications feature itself depends on auth (whose sagas announce too), and features must not import each
 * other in a circle.
 */
export const notify = createAction(
  'notifications/notify',
  (input: { message: string; variant: NotificationVariant; persist?: boolean; key?: string }) => ({
    payload: {
      id: nanoid(),
      message: input.message,
      variant: input.variant,
      persist: input.persist ?? input.variant === 'error',
      createdAt: Date.now(),
      ...(input.key ? { key: input.key } : {}),
    } satisfies Notification,
  }),
);

/**
 * The one way to announce from a saga: `yield put(notifySuccess('User invited.', 'users/invite'))`. `key` names
 * the action the message is about, so a later message about it (a retry's success) replaces the earlier one.
 * Errors persist until dismissed; the others close by themselves.
 */
export const notifySuccess = (message: string, key?: string) => notify({ message, variant: 'success', key });
export const notifyError = (message: string, key?: string) => notify({ message, variant: 'error', key });
export const notifyInfo = (message: string, key?: string) => notify({ message, variant: 'info', key });
export const notifyWarning = (message: string, key?: string) => notify({ message, variant: 'warning', key });
