/**
 * The consent categories and what is tracked (seed 001 §4, seed 002 §7), shared by the cookie
 * consent flow (machines/cookie-consent) and the tracking effects (src/services/tracking).
 */

/** A script that may load: both its id and its source exist. */
export type LoadableScript = { kind: 'analytics' | 'marketing'; id: string; src: string };

/** seed 002 §7: the viewer is identified with id, name and e-mail. */
export type TrackedViewer = { id: string; name: string; email: string };

/** What the collector receives (seed 002 §7: a page view per route, a click per click). */
export type TrackingEvent =
  | { kind: 'page_view'; path: string; viewer: TrackedViewer | null }
  | { kind: 'click'; path: string; target: string; viewer: TrackedViewer | null };
