import type { StackModule } from '../../context.js';
import { notificationHub, notificationRoutes } from './notifications.routes.js';
import { seedNotifications } from './notifications.seed.js';

export { notificationHub } from './notifications.routes.js';

/**
 * Notifications of the event site's own back end (seed 001 §2, §4, §7, §9; seed 002 §2, §4): the
 * list, unread count and mark-read calls, kept in the database (migration 006), the realtime
 * channel `notification` over Server-Sent Events, and `POST /__stack/notifications/publish`.
 */
export const notificationsModule: StackModule = {
  name: 'notifications',
  routes: notificationRoutes,
  seed: seedNotifications,
  onReset: (ctx) => notificationHub(ctx).closeAll(),
};
