import type { StackDatabase } from '../../db/database.js';
import type { Seeder } from '../../db/seed.js';
import { saveCustomerConsent } from './commerce/consents.js';
import { findCustomerByEmail, insertCustomer } from './commerce/commerce.store.js';
import { DAY_MS, HOSTED_CLIENT_ID, MINUTE_MS } from './constants.js';
import { DEMO_MEDIA_IDS, DEMO_PASSWORD, SOCIAL_DEMO_USERS } from './demo-data.js';
import { findHostedAccountByEmail, insertHostedAccount } from './hosted/hosted.store.js';
import { findOwnUserByEmail, insertOwnUser } from './own/own.store.js';
import { hashPassword } from './shared/crypto.js';
import { grantEntitlement } from './shared/entitlements.js';

/** The demo accounts of README.md, created once; a later seed run finds them and does nothing. */

const VIEWER = { email: 'viewer@statecast.test', firstName: 'Vera', lastName: 'Viewer' };
const GEMMA = SOCIAL_DEMO_USERS.google;
/** Holds the monthly subscription offer on each platform, so locked media plays for them. */
const SUBSCRIBER = { email: 'subscriber@statecast.test', firstName: 'Sam', lastName: 'Subscriber' };
/** The subscription offers of the content stand-in's `productIds`: jwp on the hosted platform, cleeng elsewhere. */
export const SUBSCRIPTION_OFFERS = {
  hosted: 'S1001_4001',
  commerce: 'S100000001_NL',
  own: 'S100000001_NL',
} as const;
const SUBSCRIPTION_DAYS = 365;

/** Creates an account unless its email is taken (a later seed run): the new account, or null. */
const once =
  <T extends { email: string }, R>(
    find: (db: StackDatabase, email: string) => unknown,
    insert: (db: StackDatabase, input: T, now: number) => R,
  ) =>
  (db: StackDatabase, input: T, since: number): R | null =>
    find(db, input.email) ? null : insert(db, input, since);

const hostedOnce = once(findHostedAccountByEmail, insertHostedAccount);
const customerOnce = once(findCustomerByEmail, insertCustomer);
const ownOnce = once(findOwnUserByEmail, insertOwnUser);

/** One platform's favourites and watch-history tables, and the names of their owner and media columns. */
type ListTables = { favorites: string; history: string; owner: string; media: string };

/** The back ends that keep the lists in their own tables (the commerce platform keeps them in `externalData`). */
const LIST_TABLES: Record<'hosted' | 'own', ListTables> = {
  hosted: {
    favorites: 'hosted_favorites',
    history: 'hosted_watch_history',
    owner: 'account_id',
    media: 'media_id',
  },
  own: { favorites: 'own_favorites', history: 'own_watch_history', owner: 'user_id', media: 'mediaid' },
};

/** The demo favourites and watch history, a day apart, newest first. */
function seedLists(db: StackDatabase, now: number, ownerId: number, t: ListTables): void {
  DEMO_MEDIA_IDS.favorites.forEach((mediaId, i) =>
    db.run(`INSERT OR IGNORE INTO ${t.favorites} (${t.owner}, ${t.media}, created_at) VALUES (?, ?, ?)`, [
      ownerId,
      mediaId,
      now - (i + 1) * DAY_MS,
    ]),
  );
  DEMO_MEDIA_IDS.history.forEach(({ mediaid, progress }, i) =>
    db.run(
      `INSERT OR IGNORE INTO ${t.history} (${t.owner}, ${t.media}, progress, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
      [ownerId, mediaid, progress, now - (i + 1) * DAY_MS, now - (i + 1) * 60 * MINUTE_MS],
    ),
  );
}

const TERMS_V1 = { name: 'terms', version: '1', state: 'accepted' };
const TERMS_V2 = { name: 'terms', version: '2', state: 'accepted' } as const;

function seedHosted(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  const viewer = hostedOnce(
    db,
    {
      id: 4_200_001,
      email: VIEWER.email,
      fullName: `${VIEWER.firstName} ${VIEWER.lastName}`,
      passwordHash: hashPassword(DEMO_PASSWORD),
      merchantUuid: HOSTED_CLIENT_ID,
      metadata: {
        first_name: VIEWER.firstName,
        surname: VIEWER.lastName,
        terms: 'true',
        viewing_habit: 'tv',
        consents: JSON.stringify([TERMS_V1]),
      },
    },
    since,
  );
  if (viewer) seedLists(db, now, viewer.id, LIST_TABLES.hosted);
  // Registered with empty names, as the app does, so the name capture step shows (seed 000 §5).
  hostedOnce(
    db,
    {
      id: 4_200_002,
      email: 'noname@statecast.test',
      fullName: 'noname@statecast.test',
      passwordHash: hashPassword(DEMO_PASSWORD),
      merchantUuid: HOSTED_CLIENT_ID,
      metadata: { first_name: ' ', surname: ' ', terms: 'true' },
    },
    since,
  );
  hostedOnce(
    db,
    {
      id: 4_200_003,
      email: GEMMA.email,
      fullName: `${GEMMA.firstName} ${GEMMA.lastName}`,
      passwordHash: null,
      merchantUuid: HOSTED_CLIENT_ID,
      metadata: { first_name: GEMMA.firstName, surname: GEMMA.lastName },
      socialProvider: 'google',
    },
    since,
  );
}

function seedCommerce(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  const viewer = customerOnce(
    db,
    {
      id: 362_000_001,
      email: VIEWER.email,
      passwordHash: hashPassword(DEMO_PASSWORD),
      firstName: VIEWER.firstName,
      lastName: VIEWER.lastName,
      lastUserIp: '127.0.0.1',
      externalData: {
        history: DEMO_MEDIA_IDS.history.map(({ mediaid, progress }) => ({ mediaid, progress })),
        favorites: DEMO_MEDIA_IDS.favorites.map((mediaid) => ({ mediaid })),
      },
      captureAnswers: { birthDate: '1990-05-17', customAnswers: { custom_2: 'yes' } },
    },
    since,
  );
  if (viewer) {
    saveCustomerConsent(db, viewer.id, TERMS_V2, since);
    saveCustomerConsent(db, viewer.id, { name: 'marketing', version: '1', state: 'declined' }, since);
  }
  // No names and no answers: the capture step is due (shouldCaptureBeDisplayed).
  const capture = customerOnce(
    db,
    { id: 362_000_002, email: 'capture@statecast.test', passwordHash: hashPassword(DEMO_PASSWORD) },
    since,
  );
  if (capture) saveCustomerConsent(db, capture.id, TERMS_V2, since);
}

function seedOwn(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  const viewer = ownOnce(
    db,
    {
      id: 1,
      email: VIEWER.email,
      passwordHash: hashPassword(DEMO_PASSWORD),
      firstName: VIEWER.firstName,
      lastName: VIEWER.lastName,
      dob: '1990-05-17',
      country: 'NL',
      confirmed: true,
      sports: ['Climbing', 'Korfball'],
      metadata: { consents: [TERMS_V1] },
    },
    since,
  );
  if (viewer) seedLists(db, now, viewer.id, LIST_TABLES.own);
  const password = hashPassword(DEMO_PASSWORD);
  ownOnce(
    db,
    {
      id: 2,
      email: 'unconfirmed@statecast.test',
      passwordHash: password,
      firstName: 'Una',
      lastName: 'Unconfirmed',
      confirmed: false,
    },
    since,
  );
  ownOnce(
    db,
    {
      id: 3,
      email: GEMMA.email,
      passwordHash: null,
      firstName: GEMMA.firstName,
      lastName: GEMMA.lastName,
      provider: 'google',
      confirmed: true,
      sports: ['Archery'],
    },
    since,
  );
  ownOnce(
    db,
    {
      id: 4,
      email: 'fresh@statecast.test',
      passwordHash: password,
      firstName: 'Fred',
      lastName: 'Fresh',
      confirmed: true,
    },
    since,
  );
}

function seedSubscribers(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  const until = now + SUBSCRIPTION_DAYS * DAY_MS;
  const password = hashPassword(DEMO_PASSWORD);
  const { email, firstName, lastName } = SUBSCRIBER;
  const hosted = hostedOnce(
    db,
    {
      id: 4_200_004,
      email,
      fullName: `${firstName} ${lastName}`,
      passwordHash: password,
      merchantUuid: HOSTED_CLIENT_ID,
      metadata: {
        first_name: firstName,
        surname: lastName,
        terms: 'true',
        consents: JSON.stringify([TERMS_V1]),
      },
    },
    since,
  );
  if (hosted) grantEntitlement(db, 'hosted', hosted.id, SUBSCRIPTION_OFFERS.hosted, until, since);
  const customer = customerOnce(
    db,
    {
      id: 362_000_003,
      email,
      passwordHash: password,
      firstName,
      lastName,
      captureAnswers: { birthDate: '1985-02-11' },
    },
    since,
  );
  if (customer) {
    saveCustomerConsent(db, customer.id, TERMS_V2, since);
    grantEntitlement(db, 'commerce', customer.id, SUBSCRIPTION_OFFERS.commerce, until, since);
  }
  const own = ownOnce(
    db,
    { id: 5, email, passwordHash: password, firstName, lastName, confirmed: true, sports: ['Climbing'] },
    since,
  );
  if (own) grantEntitlement(db, 'own', own.id, SUBSCRIPTION_OFFERS.own, until, since);
}

export const seedAccounts: Seeder = (db, { now }) => {
  const at = now();
  seedHosted(db, at);
  seedCommerce(db, at);
  seedOwn(db, at);
  seedSubscribers(db, at);
};
