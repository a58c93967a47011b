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

function seedHosted(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  if (!findHostedAccountByEmail(db, VIEWER.email)) {
    const account = insertHostedAccount(
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
          consents: JSON.stringify([{ name: 'terms', version: '1', state: 'accepted' }]),
        },
      },
      since,
    );
    DEMO_MEDIA_IDS.favorites.forEach((mediaId, i) =>
      db.run('INSERT OR IGNORE INTO hosted_favorites (account_id, media_id, created_at) VALUES (?, ?, ?)', [
        account.id,
        mediaId,
        now - (i + 1) * DAY_MS,
      ]),
    );
    DEMO_MEDIA_IDS.history.forEach(({ mediaid, progress }, i) =>
      db.run(
        `INSERT OR IGNORE INTO hosted_watch_history (account_id, media_id, progress, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?)`,
        [account.id, mediaid, progress, now - (i + 1) * DAY_MS, now - (i + 1) * 60 * MINUTE_MS],
      ),
    );
  }
  if (!findHostedAccountByEmail(db, 'noname@statecast.test')) {
    // Registered with empty names, as the app does, so the name capture step shows (seed 000 §5).
    insertHostedAccount(
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
  }
  if (!findHostedAccountByEmail(db, GEMMA.email)) {
    insertHostedAccount(
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
}

function seedCommerce(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  if (!findCustomerByEmail(db, VIEWER.email)) {
    const customer = insertCustomer(
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
    saveCustomerConsent(db, customer.id, { name: 'terms', version: '2', state: 'accepted' }, since);
    saveCustomerConsent(db, customer.id, { name: 'marketing', version: '1', state: 'declined' }, since);
  }
  if (!findCustomerByEmail(db, 'capture@statecast.test')) {
    // No names and no answers: the capture step is due (shouldCaptureBeDisplayed).
    const customer = insertCustomer(
      db,
      { id: 362_000_002, email: 'capture@statecast.test', passwordHash: hashPassword(DEMO_PASSWORD) },
      since,
    );
    saveCustomerConsent(db, customer.id, { name: 'terms', version: '2', state: 'accepted' }, since);
  }
}

function seedOwn(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  if (!findOwnUserByEmail(db, VIEWER.email)) {
    const user = insertOwnUser(
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
        metadata: { consents: [{ name: 'terms', version: '1', state: 'accepted' }] },
      },
      since,
    );
    DEMO_MEDIA_IDS.favorites.forEach((mediaid, i) =>
      db.run('INSERT OR IGNORE INTO own_favorites (user_id, mediaid, created_at) VALUES (?, ?, ?)', [
        user.id,
        mediaid,
        now - (i + 1) * DAY_MS,
      ]),
    );
    DEMO_MEDIA_IDS.history.forEach(({ mediaid, progress }, i) =>
      db.run(
        'INSERT OR IGNORE INTO own_watch_history (user_id, mediaid, progress, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [user.id, mediaid, progress, now - (i + 1) * DAY_MS, now - (i + 1) * 60 * MINUTE_MS],
      ),
    );
  }
  if (!findOwnUserByEmail(db, 'unconfirmed@statecast.test')) {
    insertOwnUser(
      db,
      {
        id: 2,
        email: 'unconfirmed@statecast.test',
        passwordHash: hashPassword(DEMO_PASSWORD),
        firstName: 'Una',
        lastName: 'Unconfirmed',
        confirmed: false,
      },
      since,
    );
  }
  if (!findOwnUserByEmail(db, GEMMA.email)) {
    insertOwnUser(
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
  }
  if (!findOwnUserByEmail(db, 'fresh@statecast.test')) {
    insertOwnUser(
      db,
      {
        id: 4,
        email: 'fresh@statecast.test',
        passwordHash: hashPassword(DEMO_PASSWORD),
        firstName: 'Fred',
        lastName: 'Fresh',
        confirmed: true,
      },
      since,
    );
  }
}

function seedSubscribers(db: StackDatabase, now: number): void {
  const since = now - 30 * DAY_MS;
  const until = now + SUBSCRIPTION_DAYS * DAY_MS;
  const password = hashPassword(DEMO_PASSWORD);
  const fullName = `${SUBSCRIBER.firstName} ${SUBSCRIBER.lastName}`;
  if (!findHostedAccountByEmail(db, SUBSCRIBER.email)) {
    const account = insertHostedAccount(
      db,
      {
        id: 4_200_004,
        email: SUBSCRIBER.email,
        fullName,
        passwordHash: password,
        merchantUuid: HOSTED_CLIENT_ID,
        metadata: {
          first_name: SUBSCRIBER.firstName,
          surname: SUBSCRIBER.lastName,
          terms: 'true',
          consents: JSON.stringify([{ name: 'terms', version: '1', state: 'accepted' }]),
        },
      },
      since,
    );
    grantEntitlement(db, 'hosted', account.id, SUBSCRIPTION_OFFERS.hosted, until, since);
  }
  if (!findCustomerByEmail(db, SUBSCRIBER.email)) {
    const customer = insertCustomer(
      db,
      {
        id: 362_000_003,
        email: SUBSCRIBER.email,
        passwordHash: password,
        firstName: SUBSCRIBER.firstName,
        lastName: SUBSCRIBER.lastName,
        captureAnswers: { birthDate: '1985-02-11' },
      },
      since,
    );
    saveCustomerConsent(db, customer.id, { name: 'terms', version: '2', state: 'accepted' }, since);
    grantEntitlement(db, 'commerce', customer.id, SUBSCRIPTION_OFFERS.commerce, until, since);
  }
  if (!findOwnUserByEmail(db, SUBSCRIBER.email)) {
    const user = insertOwnUser(
      db,
      {
        id: 5,
        email: SUBSCRIBER.email,
        passwordHash: password,
        firstName: SUBSCRIBER.firstName,
        lastName: SUBSCRIBER.lastName,
        confirmed: true,
        sports: ['Climbing'],
      },
      since,
    );
    grantEntitlement(db, 'own', user.id, SUBSCRIPTION_OFFERS.own, until, since);
  }
}

export const seedAccounts: Seeder = (db, { now }) => {
  const at = now();
  seedHosted(db, at);
  seedCommerce(db, at);
  seedOwn(db, at);
  seedSubscribers(db, at);
};
