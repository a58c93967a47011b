import type { TrackingEvent } from '@/domain/tracking.types';

/** Where the local stack collects tracking events and error reports (server/modules/tracking). */
export const TRACKING_COLLECT_URL = '/__tracking/collect';
export const ERROR_REPORT_URL = '/__tracking/errors';

/** What the collector receives: the event, the anonymous visitor and when it happened. */
export type CollectedEvent = TrackingEvent & { visitorId: string | null; at: string };

export type TrackingClientDeps = {
  fetch: typeof fetch;
  now: () => number;
  url?: string;
};

/**
 * Sends one tracking event to the collector. `keepalive` lets a click that leaves the page still
 * arrive; a failed send is dropped (tracking never gets in a viewer's way).
 */
export function createTrackingClient(deps: TrackingClientDeps) {
  const url = deps.url ?? TRACKING_COLLECT_URL;
  return {
    async send(event: TrackingEvent, visitorId: string | null): Promise<boolean> {
      const body: CollectedEvent = { ...event, visitorId, at: new Date(deps.now()).toISOString() };
      try {
        const response = await deps.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          keepalive: true,
        });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

export type TrackingClient = ReturnType<typeof createTrackingClient>;
