import { createEventClient, type EventClient } from '@/services/event/event-client';

/** The page's one client of the event back end's CMS queries (seed 002 §7). */
const pageEventClient = createEventClient();

export function useEventClient(): EventClient {
  return pageEventClient;
}
