import type { StackContext } from '../../context.js';
import type { CatalogueItem } from './catalogue.js';

/**
 * What the content stand-in keeps per running stack besides its tables: the anchor the live
 * events are laid around. It is the stack's start (or last reset) rounded down to the minute, so
 * a freshly started stack always has one event scheduled, one live and one ended (seed 000 §4),
 * and moving the clock moves the events through their states.
 */
export interface ContentState {
  anchor: number;
}

const states = new WeakMap<StackContext, ContentState>();

const MINUTE = 60_000;
const anchorAt = (now: number): number => Math.floor(now / MINUTE) * MINUTE;

export function contentState(ctx: StackContext): ContentState {
  let state = states.get(ctx);
  if (!state) {
    state = { anchor: anchorAt(ctx.clock.now()) };
    states.set(ctx, state);
  }
  return state;
}

/** After a reset the clock shift is gone, so the events are laid out again around the real now. */
export function resetContentState(ctx: StackContext): void {
  states.set(ctx, { anchor: anchorAt(ctx.clock.now()) });
}

/** seed 000 §4 event states, as the content host reports them in `VCH.EventState`. */
export type EventState = 'PRE_LIVE' | 'LIVE_PUBLISHED' | 'VOD_PUBLIC';

export interface EventTiming {
  start: number;
  end: number;
  state: EventState;
}

export function eventTiming(item: CatalogueItem, anchor: number, now: number): EventTiming | undefined {
  if (!item.event) return undefined;
  const start = anchor + item.event.startMinutes * MINUTE;
  const end = anchor + item.event.endMinutes * MINUTE;
  const state: EventState = now < start ? 'PRE_LIVE' : now < end ? 'LIVE_PUBLISHED' : 'VOD_PUBLIC';
  return { start, end, state };
}

/** Live channels always, events until they end: these play the live HLS window. */
export function playsLive(item: CatalogueItem, anchor: number, now: number): boolean {
  if (item.kind === 'livechannel') return true;
  const timing = eventTiming(item, anchor, now);
  return timing !== undefined && timing.state !== 'VOD_PUBLIC';
}

// --- Geo blocking (seed 000 §8): one row per blocked item; the reset wipes the table. ---------

export function isGeoBlocked(ctx: StackContext, mediaId: string): boolean {
  return ctx.db.get('SELECT media_id FROM content_geo_blocks WHERE media_id = ?', [mediaId]) !== undefined;
}

export function setGeoBlocked(ctx: StackContext, mediaId: string, blocked: boolean): void {
  if (blocked) {
    ctx.db.run('INSERT OR IGNORE INTO content_geo_blocks (media_id, blocked_at) VALUES (?, ?)', [
      mediaId,
      new Date(ctx.clock.now()).toISOString(),
    ]);
  } else {
    ctx.db.run('DELETE FROM content_geo_blocks WHERE media_id = ?', [mediaId]);
  }
}

export function geoBlockedIds(ctx: StackContext): string[] {
  return ctx.db
    .all<{ media_id: string }>('SELECT media_id FROM content_geo_blocks ORDER BY media_id')
    .map((row) => row.media_id);
}
