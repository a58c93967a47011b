-- Account stand-ins (server/modules/accounts): the hosted platform, the commerce platform and the
-- own back end keep their users apart; sessions, refresh and reset tokens and the dev mailbox
-- are shared tables told apart by a platform column ('hosted', 'commerce', 'own').
-- Times are milliseconds since the epoch on the stack clock.

CREATE TABLE hosted_accounts (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name TEXT NOT NULL,
  password_hash TEXT,
  referrer TEXT NOT NULL DEFAULT '',
  merchant_uuid TEXT NOT NULL DEFAULT '',
  metadata TEXT NOT NULL DEFAULT '{}',
  date_of_birth INTEGER,
  social_provider TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE hosted_favorites (
  account_id INTEGER NOT NULL REFERENCES hosted_accounts (id) ON DELETE CASCADE,
  media_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, media_id)
);

CREATE TABLE hosted_watch_history (
  account_id INTEGER NOT NULL REFERENCES hosted_accounts (id) ON DELETE CASCADE,
  media_id TEXT NOT NULL,
  progress REAL NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, media_id)
);

CREATE TABLE commerce_customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  publisher_id TEXT NOT NULL,
  customer_token TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT 'NL',
  locale TEXT NOT NULL DEFAULT 'en_US',
  currency TEXT NOT NULL DEFAULT 'EUR',
  external_id TEXT NOT NULL DEFAULT '',
  external_data TEXT NOT NULL DEFAULT '{}',
  capture_answers TEXT NOT NULL DEFAULT '{}',
  last_user_ip TEXT NOT NULL DEFAULT '',
  reg_date INTEGER NOT NULL,
  last_login_date INTEGER
);

CREATE TABLE commerce_customer_consents (
  customer_id INTEGER NOT NULL REFERENCES commerce_customers (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  version TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('accepted', 'declined')),
  date INTEGER NOT NULL,
  PRIMARY KEY (customer_id, name)
);

CREATE TABLE own_users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  dob TEXT,
  country TEXT NOT NULL DEFAULT '',
  provider TEXT,
  is_email_confirmed INTEGER NOT NULL DEFAULT 0,
  send_email_notification INTEGER NOT NULL DEFAULT 1,
  preferences_id TEXT NOT NULL,
  preferred_sports TEXT NOT NULL DEFAULT '[]',
  metadata TEXT NOT NULL DEFAULT '{}',
  -- 1 until the app has fetched a social account created on the sign-in page (isNewUser).
  is_new_social_user INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE own_otps (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES own_users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
  code TEXT NOT NULL,
  -- the token /auth/forgot-password answers with; null for e-mail confirmation
  reset_token TEXT UNIQUE,
  expires_at INTEGER NOT NULL,
  verified_at INTEGER,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE own_favorites (
  user_id INTEGER NOT NULL REFERENCES own_users (id) ON DELETE CASCADE,
  mediaid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mediaid)
);

CREATE TABLE own_watch_history (
  user_id INTEGER NOT NULL REFERENCES own_users (id) ON DELETE CASCADE,
  mediaid TEXT NOT NULL,
  progress REAL NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mediaid)
);

-- One row per sign-in; access tokens carry its id (sid) so that logout revokes them.
CREATE TABLE account_sessions (
  id TEXT PRIMARY KEY,
  platform TEXT NOT NULL CHECK (platform IN ('hosted', 'commerce', 'own')),
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX account_sessions_user ON account_sessions (platform, user_id);

-- Single-use refresh tokens: a used one stays (used_at set) so that a replay is refused.
CREATE TABLE account_refresh_tokens (
  token TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES account_sessions (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE account_reset_tokens (
  token TEXT PRIMARY KEY,
  platform TEXT NOT NULL CHECK (platform IN ('hosted', 'commerce', 'own')),
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

-- The dev mailbox: every mail a stand-in sends, read through GET /__stack/mailbox.
CREATE TABLE stack_mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  platform TEXT NOT NULL,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  otp TEXT,
  token TEXT,
  link TEXT,
  created_at INTEGER NOT NULL
);
