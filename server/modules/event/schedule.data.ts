import type { EventDocument } from './event.data.js';

/**
 * The schedule the CMS stand-in serves (seed 002 §2 "Schedule", §3 "Schedule entry"), laid
 * around the anchor (the stack clock at the first request after start or a reset) over six UTC
 * days, two before the anchor's day to three after:
 *
 * - two events are live at the anchor (started 30 min before, ending 90 min after);
 * - events at 23:30 and 00:30 UTC land on another day in a time zone east or west of UTC;
 * - the last day has one event ('1 event'); one event has no location ('-');
 * - events with a live stream open the media screen of their media id.
 *
 * Each is a `scheduleEvent` document with a reference to its sport, read with GROQ.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Slot = {
  /** UTC days after the anchor's day (negative: before). */
  day: number;
  /** UTC time of day, in hours. */
  at: number;
  hours: number;
  sport: string;
  name: string;
  location: string | null;
  mediaId: string | null;
};

export const SCHEDULE_SLOTS: readonly Slot[] = [
  { day: -2, at: 9, hours: 2, sport: 'archery', name: "Men's Individual Qualification", location: 'North Arena', mediaId: 'EvDone01' },
  { day: -2, at: 15, hours: 2, sport: 'korfball', name: 'Group A: Netherlands v Belgium', location: 'Harbour Hall', mediaId: null },
  { day: -1, at: 10, hours: 1.5, sport: 'billiards', name: 'Pool Quarter-finals', location: 'Park Pavilion', mediaId: 'EvDone01' },
  { day: -1, at: 13, hours: 2, sport: 'flying-disc', name: 'Ultimate: Japan v United States', location: 'River Fields', mediaId: null },
  { day: -1, at: 18, hours: 3, sport: 'dancesport', name: 'Breaking Finals', location: 'North Arena', mediaId: 'EvDone01' },
  { day: 1, at: 8, hours: 2, sport: 'orienteering', name: 'Sprint Relay', location: 'City Park', mediaId: 'EvSchd01' },
  { day: 1, at: 12, hours: 2, sport: 'ju-jitsu', name: "Women's -57 kg Finals", location: null, mediaId: null },
  { day: 1, at: 23.5, hours: 1, sport: 'lifesaving', name: 'Night Ocean Race', location: 'Harbour Beach', mediaId: 'EvSchd01' },
  { day: 2, at: 0.5, hours: 1.5, sport: 'canoe-marathon', name: "Men's K1 Short Race", location: 'River Course', mediaId: null },
  { day: 2, at: 14, hours: 2, sport: 'fistball', name: "Women's Final", location: 'Harbour Hall', mediaId: 'EvSchd01' },
  { day: 3, at: 16, hours: 2, sport: 'sport-climbing', name: 'Boulder Finals', location: 'Climbing Wall', mediaId: 'EvSchd01' },
];

/** The two events live at the anchor (relative to it, not to its day). */
const LIVE_NOW: readonly Omit<Slot, 'day' | 'at' | 'hours'>[] = [
  { sport: 'beach-handball', name: "Women's Semi-final", location: 'Sand Court 1', mediaId: 'EvLive01' },
  { sport: 'powerlifting', name: "Men's Heavyweight", location: 'Strength Hall', mediaId: 'EvLive01' },
];

const ref = (id: string) => ({ _type: 'reference', _ref: id });

export function buildScheduleDocuments(anchorMs: number): EventDocument[] {
  const dayStart = Math.floor(anchorMs / DAY) * DAY;
  const doc = (id: string, slot: Omit<Slot, 'day' | 'at' | 'hours'>, start: number, end: number): EventDocument => ({
    _id: id,
    _type: 'scheduleEvent',
    eventName: slot.name,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    location: slot.location,
    liveStream: slot.mediaId ? { mediaId: slot.mediaId } : null,
    sport: ref(`sport-${slot.sport}`),
  });
  const documents = SCHEDULE_SLOTS.map((slot, index) => {
    const start = dayStart + slot.day * DAY + slot.at * HOUR;
    return doc(`schedule-${String(index + 1).padStart(2, '0')}`, slot, start, start + slot.hours * HOUR);
  });
  LIVE_NOW.forEach((slot, index) => {
    documents.push(doc(`schedule-live-${index + 1}`, slot, anchorMs - 30 * 60_000 - index * 15 * 60_000, anchorMs + 90 * 60_000));
  });
  return documents;
}

/**
 * The live page (seed 002 §2 "/live: live page with playlist rows", §7 the live page query): a
 * title, a banner and the playlist rows, live events first. It lives with the schedule, the
 * other page of what is on when.
 */
export function buildLivePageDocument(): EventDocument {
  return {
    _id: 'livePage',
    _type: 'livePage',
    title: 'Live',
    description: 'Every live stream of the Games, and the replays of what you missed.',
    heroBanner: { url: '/event/images/banner/live.svg', title: 'Live' },
    playlists: [
      { _key: 'live-now', title: 'Live now', playlist: 'EvEnTs01' },
      { _key: 'replays', title: 'Replays', playlist: 'MoViEs01' },
      { _key: 'featured', title: 'Featured', playlist: 'FeAtUr01' },
    ],
  };
}
