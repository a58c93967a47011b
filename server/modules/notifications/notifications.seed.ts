import type { Seeder } from '../../db/seed.js';

const MINUTE_MS = 60_000;

/**
 * Twelve notices for every viewer, newest first: more than the bell's 9 and the page's 10
 * (seed 001 §9), so 'View All' and 'Load more' have something to show. Two point at live media
 * (`/m/{streamId}`), the rest at sports or federations (`/{type}s/{slug}`); one global notice has
 * no slug, the case that only warns (seed 001 §4).
 */
export const SEEDED_NOTIFICATIONS = [
  {
    id: 'ntf-seed-01',
    type: 'stream_on_live_notification',
    title: 'Open Water Regatta is live',
    description: 'The final day has started.',
    streamId: 'EvLive01',
    ageMinutes: 5,
  },
  {
    id: 'ntf-seed-02',
    type: 'global_notification',
    title: 'Swimming schedule updated',
    description: 'Heats now start at 09:00.',
    item: { type: 'sport', title: 'Swimming', slug: 'swimming' },
    ageMinutes: 45,
  },
  {
    id: 'ntf-seed-03',
    type: 'global_notification',
    title: 'New federation profile',
    description: 'Meet the rowing federation.',
    item: { type: 'federation', title: 'World Rowing', slug: 'world-rowing' },
    ageMinutes: 3 * 60,
  },
  {
    id: 'ntf-seed-04',
    type: 'global_notification',
    title: 'Tickets for the closing ceremony',
    description: 'A few seats are left.',
    item: null,
    ageMinutes: 8 * 60,
  },
  {
    id: 'ntf-seed-05',
    type: 'global_notification',
    title: 'Athletics results are in',
    description: 'See the medal table.',
    item: { type: 'sport', title: 'Athletics', slug: 'athletics' },
    ageMinutes: 26 * 60,
  },
  {
    id: 'ntf-seed-06',
    type: 'stream_on_live_notification',
    title: 'Harbour Sprint is live',
    description: 'Watch the sprint now.',
    streamId: 'EvLive01',
    ageMinutes: 2 * 24 * 60,
  },
  {
    id: 'ntf-seed-07',
    type: 'global_notification',
    title: 'Cycling route announced',
    description: 'Four laps through the old town.',
    item: { type: 'sport', title: 'Cycling', slug: 'cycling' },
    ageMinutes: 3 * 24 * 60,
  },
  {
    id: 'ntf-seed-08',
    type: 'global_notification',
    title: 'Climbing federation joins',
    description: 'Welcome to the games.',
    item: { type: 'federation', title: 'Climbing Union', slug: 'climbing-union' },
    ageMinutes: 4 * 24 * 60,
  },
  {
    id: 'ntf-seed-09',
    type: 'global_notification',
    title: 'Volunteers wanted',
    description: 'Sign up at the info desk.',
    item: { type: 'sport', title: 'Rowing', slug: 'rowing' },
    ageMinutes: 5 * 24 * 60,
  },
  {
    id: 'ntf-seed-10',
    type: 'global_notification',
    title: 'Judo draw published',
    description: 'Brackets are online.',
    item: { type: 'sport', title: 'Judo', slug: 'judo' },
    ageMinutes: 6 * 24 * 60,
  },
  {
    id: 'ntf-seed-11',
    type: 'global_notification',
    title: 'Archery venue moved',
    description: 'Now at the north park.',
    item: { type: 'sport', title: 'Archery', slug: 'archery' },
    ageMinutes: 8 * 24 * 60,
  },
  {
    id: 'ntf-seed-12',
    type: 'global_notification',
    title: 'Welcome to the games',
    description: 'Follow your favourite sports here.',
    item: { type: 'sport', title: 'Sailing', slug: 'sailing' },
    ageMinutes: 10 * 24 * 60,
  },
] as const;

export const seedNotifications: Seeder = (db, { now }) => {
  const at = now();
  for (const n of SEEDED_NOTIFICATIONS) {
    const item = 'item' in n ? n.item : null;
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
        'streamId' in n ? n.streamId : null,
        at - n.ageMinutes * MINUTE_MS,
      ],
    );
  }
};
