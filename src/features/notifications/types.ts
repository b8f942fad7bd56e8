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
