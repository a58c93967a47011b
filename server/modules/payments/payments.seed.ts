import type { Seeder } from '../../db/seed.js';
import type { StackDatabase } from '../../db/database.js';
import type { AccountPlatform } from '../accounts/constants.js';
import { findCustomerByEmail } from '../accounts/commerce/commerce.store.js';
import { findHostedAccountByEmail } from '../accounts/hosted/hosted.store.js';
import { findOwnUserByEmail } from '../accounts/own/own.store.js';
import { SUBSCRIPTION_OFFERS } from '../accounts/seed.js';
import { findOffer } from './offers.js';
import { chargeOnce, listPrice, offerPlatform } from './payments.store.js';

/** The demo subscriber of the accounts README, who holds the monthly offer on every platform. */
const SUBSCRIBER_EMAIL = 'subscriber@statecast.test';

function userId(db: StackDatabase, platform: AccountPlatform): number | null {
  const row =
    platform === 'hosted'
      ? findHostedAccountByEmail(db, SUBSCRIBER_EMAIL)
      : platform === 'commerce'
        ? findCustomerByEmail(db, SUBSCRIBER_EMAIL)
        : findOwnUserByEmail(db, SUBSCRIBER_EMAIL);
  return row ? row.id : null;
}

/**
 * Gives the demo subscriber's seeded access (accounts seed) what a paid subscription has: the
 * charge, a card on file and the subscription, so the subscriptions, payment details and
 * transactions routes agree with the entitlement. Runs after the accounts seed; idempotent.
 */
export const seedPayments: Seeder = (db, { now }) => {
  for (const platform of ['hosted', 'commerce', 'own'] as const) {
    const id = userId(db, platform);
    const offer = findOffer(offerPlatform(platform), SUBSCRIPTION_OFFERS[platform]);
    const access = db.get<{ expires_at: number; granted_at: number }>(
      'SELECT expires_at, granted_at FROM account_entitlements WHERE platform = ? AND user_id = ? AND offer_id = ?',
      [platform, id, offer?.offerId ?? ''],
    );
    if (id === null || !offer || !access) continue;
    const { charge, replayed } = chargeOnce(
      db,
      {
        platform,
        userId: id,
        orderRef: `seed:${platform}:subscriber`,
        orderId: null,
        ...listPrice(offer),
        gateway: platform === 'hosted' ? 'stripe' : 'adyen',
        method: 'card',
        detail: {
          variant: 'visa',
          lastCardFourDigits: '4242',
          holderName: 'Sam Subscriber',
          cardExpirationDate: '12/2030',
        },
      },
      now(),
    );
    if (replayed) continue;
    db.run('UPDATE payment_charges SET created_at = ?, granted_at = ? WHERE id = ?', [
      access.granted_at,
      access.granted_at,
      charge.id,
    ]);
    db.run('UPDATE payment_details SET created_at = ? WHERE id = ?', [
      access.granted_at,
      charge.payment_detail_id,
    ]);
    db.run(
      `INSERT INTO payment_subscriptions
         (id, platform, user_id, offer_id, charge_id, status, trial, price, currency, gateway, method, created_at, expires_at)
       VALUES ((SELECT COALESCE(MAX(id), 590000000) + 1 FROM payment_subscriptions), ?, ?, ?, ?, 'active', 0, ?, ?, ?, 'card', ?, ?)`,
      [
        platform,
        id,
        offer.offerId,
        charge.id,
        offer.price,
        offer.currency,
        charge.gateway,
        access.granted_at,
        access.expires_at,
      ],
    );
  }
};
