export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  id: string;
  message: string;
  variant: NotificationVariant;
  /** A persistent toast stays until dismissed; error toasts always stay (spec 1 §9). */
  persist: boolean;
  createdAt: number;
}
