-- Payment stand-ins (server/modules/payments): orders of the commerce platform, charges (one per
-- paid order, so a replayed payment charges once), provider steps waiting for the viewer (3-D
-- Secure, Adyen redirect, PayPal approval), subscriptions and stored payment details. Rows
-- belong to a user of one platform ('hosted', 'commerce', 'own'); the own back end pays through
-- the commerce platform's routes. Times are milliseconds since the epoch on the stack clock.

CREATE TABLE payment_orders (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  payment_method_id INTEGER,
  coupon_code TEXT,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- order_ref is 'order:<id>' on the commerce platform and 'fee:<accountId>:<feeId>:<n>' on the
-- hosted platform; UNIQUE is what makes a second completion of the same order a replay.
CREATE TABLE payment_charges (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  order_ref TEXT NOT NULL UNIQUE,
  order_id INTEGER,
  offer_id TEXT NOT NULL,
  amount REAL NOT NULL,
  amount_excl_tax REAL NOT NULL,
  tax REAL NOT NULL,
  discount REAL NOT NULL,
  currency TEXT NOT NULL,
  coupon_code TEXT,
  trial INTEGER NOT NULL DEFAULT 0,
  gateway TEXT NOT NULL,
  method TEXT NOT NULL,
  payment_detail_id INTEGER,
  transaction_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  checks INTEGER NOT NULL DEFAULT 0,
  granted_at INTEGER
);

CREATE TABLE payment_intents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('card', 'adyen', 'paypal')),
  platform TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  order_ref TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  status TEXT NOT NULL DEFAULT 'pending',
  redirect_result TEXT UNIQUE,
  charge_id INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE payment_subscriptions (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  charge_id INTEGER NOT NULL UNIQUE,
  status TEXT NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0,
  price REAL NOT NULL,
  currency TEXT NOT NULL,
  gateway TEXT NOT NULL,
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE payment_details (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  gateway TEXT NOT NULL,
  method TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);

CREATE INDEX payment_charges_user ON payment_charges (platform, user_id);
CREATE INDEX payment_subscriptions_user ON payment_subscriptions (platform, user_id);
