import type { StackModule } from '../../context.js';
import { trackingRoutes } from './tracking.routes.js';
import { clearTracking } from './tracking.store.js';

export type { CollectedErrorReport, CollectedEvent } from './tracking.store.js';

/**
 * Tracking and error reporting (seed 002 §7, §8): the collector the app sends page views and
 * clicks to after consent, the error-reporting service, the two stand-in scripts a config may
 * name, and `/__stack/tracking` so tests can count what arrived. Kept in memory; a reset forgets it.
 */
export const trackingModule: StackModule = {
  name: 'tracking',
  routes: trackingRoutes,
  onReset: clearTracking,
};
