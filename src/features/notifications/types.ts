export type { Notification, NotificationVariant } from '@/lib/redux/notify';
