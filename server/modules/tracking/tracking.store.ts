import type { StackContext } from '../../context.js';

/** One tracking event as the collector keeps it (seed 002 §7). */
export interface CollectedEvent {
  seq: number;
  /** Stack clock time it arrived. */
  receivedAt: number;
  kind: 'page_view' | 'click';
  path: string;
  target?: string;
  viewer: { id: string; name: string; email: string } | null;
  visitorId: string | null;
  at: string | null;
}

/** One error report (seed 001 §8, seed 002 §8). */
export interface CollectedErrorReport {
  seq: number;
  receivedAt: number;
  category: string;
  severity: string;
  message: string;
  source: string;
  status: number | null;
  retryable: boolean;
  path: string;
}

interface TrackingState {
  seq: number;
  events: CollectedEvent[];
  errors: CollectedErrorReport[];
}

/** Kept in memory per stack; a reset forgets everything. */
const states = new WeakMap<StackContext, TrackingState>();

export function trackingState(ctx: StackContext): TrackingState {
  let state = states.get(ctx);
  if (!state) {
    state = { seq: 0, events: [], errors: [] };
    states.set(ctx, state);
  }
  return state;
}

export function clearTracking(ctx: StackContext): void {
  states.delete(ctx);
}

/** At most this many of each are kept (a long demo session must not grow without bound). */
export const TRACKING_KEEP = 1000;
