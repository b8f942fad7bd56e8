import { createAction, nanoid } from '@reduxjs/toolkit';

export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  id: string;
  message: string;
  variant: NotificationVariant;
  /**
   * A persistent toast stays until dismissed: one that asks the user to act (`notifyActionRequired`), or any
   * toast a caller makes persistent. Every other toast, errors included, hides after 5 s (docs/design.md §3).
   */
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
      persist: input.persist ?? false,
      createdAt: Date.now(),
      ...(input.key ? { key: input.key } : {}),
    } satisfies Notification,
  }),
);

/**
 * The one way to announce from a saga: `yield put(notifySuccess('User invited.', 'users/invite'))`. `key` names
 * the action the message is about, so a later message about it (a retry's success) replaces the earlier one.
 * Toasts close by themselves after 5 s, errors too: a failed attempt shows on the page it was made on (the
 * value put back, the dialog still open) and can be tried again there, and the top bar's list keeps the message.
 */
export const notifySuccess = (message: string, key?: string) => notify({ message, variant: 'success', key });
export const notifyError = (message: string, key?: string) => notify({ message, variant: 'error', key });
/**
 * An error that asks the user to do something the page they are on does not show (click BUILD on another page,
 * sign in again, use another card): it stays until dismissed (docs/design.md §3).
 */
export const notifyActionRequired = (message: string, key?: string) =>
  notify({ message, variant: 'error', key, persist: true });
export const notifyInfo = (message: string, key?: string) => notify({ message, variant: 'info', key });
export const notifyWarning = (message: string, key?: string) => notify({ message, variant: 'warning', key });
