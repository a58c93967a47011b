import type { Seeder } from '../../db/seed.js';

const MINUTE_MS = 60_000;

type SeededItem = { type: 'sport' | 'federation'; title: string; slug: string };
/** What a notice opens: live media (`/m/{streamId}`), a sport or federation, or nothing. */
type About = { streamId: string } | SeededItem | null;

const HOUR = 60;
const DAY = 24 * HOUR;
const LIVE = { streamId: 'EvLive01' };
const sport = (title: string, slug: string): SeededItem => ({ type: 'sport', title, slug });
/** A federation's page. */
const fed = (title: string, slug: string): SeededItem => ({ type: 'federation', title, slug });

/** Title, description, what it opens, and how many minutes ago it was sent. */
const ROWS: [string, string, About, number][] = [
  ['Open Water Regatta is live', 'The final day has started.', LIVE, 5],
  ['Swimming schedule updated', 'Heats now start at 09:00.', sport('Swimming', 'swimming'), 45],
  ['New federation profile', 'Meet the rowing federation.', fed('World Rowing', 'world-rowing'), 3 * HOUR],
  ['Tickets for the closing ceremony', 'A few seats are left.', null, 8 * HOUR],
  ['Athletics results are in', 'See the medal table.', sport('Athletics', 'athletics'), 26 * HOUR],
  ['Harbour Sprint is live', 'Watch the sprint now.', LIVE, 2 * DAY],
  ['Cycling route announced', 'Four laps through the old town.', sport('Cycling', 'cycling'), 3 * DAY],
  ['Climbing federation joins', 'Welcome to the games.', fed('Climbing Union', 'climbing-union'), 4 * DAY],
  ['Volunteers wanted', 'Sign up at the info desk.', sport('Rowing', 'rowing'), 5 * DAY],
  ['Judo draw published', 'Brackets are online.', sport('Judo', 'judo'), 6 * DAY],
  ['Archery venue moved', 'Now at the north park.', sport('Archery', 'archery'), 8 * DAY],
  ['Welcome to the games', 'Follow your favourite sports here.', sport('Sailing', 'sailing'), 10 * DAY],
];

/**
 * Twelve notices for every viewer, newest first: more than the bell's 9 and the page's 10
 * (seed 001 §9), so 'View All' and 'Load more' have something to show. Two point at live media
 * (`/m/{streamId}`), the rest at sports or federations (`/{type}s/{slug}`); one global notice has
 * no slug, the case that only warns (seed 001 §4).
 */
export const SEEDED_NOTIFICATIONS = ROWS.map(([title, description, about, ageMinutes], index) => {
  const streamId = about !== null && 'streamId' in about ? about.streamId : null;
  return {
    id: `ntf-seed-${String(index + 1).padStart(2, '0')}`,
    type: streamId === null ? 'global_notification' : 'stream_on_live_notification',
    title,
    description,
    item: streamId === null ? (about as SeededItem | null) : null,
    streamId,
    ageMinutes,
  };
});

export const seedNotifications: Seeder = (db, { now }) => {
  const at = now();
  for (const n of SEEDED_NOTIFICATIONS) {
    const item = n.item;
    db.run(
      `INSERT OR IGNORE INTO notifications
         (id, type, user_id, title, description, item_type, item_title, item_slug, stream_id, created_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
      [
        n.id,
        n.type,
        n.title,
        n.description,
        item?.type ?? null,
        item?.title ?? null,
        item?.slug ?? null,
        n.streamId,
        at - n.ageMinutes * MINUTE_MS,
      ],
    );
  }
};
