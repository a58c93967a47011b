-- Entitlements of the account stand-ins (server/modules/accounts/shared/entitlements.ts): which
-- offers a user of each platform may watch, and until when. Granted by the demo seed, by
-- `POST /__stack/entitlements`, and by completed payments. Times are milliseconds since the
-- epoch on the stack clock.

CREATE TABLE account_entitlements (
  platform TEXT NOT NULL CHECK (platform IN ('hosted', 'commerce', 'own')),
  user_id INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (platform, user_id, offer_id)
);
