import type { StackDatabase } from '../../../db/database.js';
import type { AccountPlatform } from '../constants.js';
import { randomToken, randomUuid } from './crypto.js';

/**
 * Sign-in sessions shared by the three platforms. An access token names its session (`sid`), so
 * logging out or resetting the password revokes every token of that session at once; refresh
 * tokens are single-use and rotate within the session.
 */

export interface IssuedRefresh {
  sessionId: string;
  userId: number;
  refreshToken: string;
}

export function openSession(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  now: number,
): string {
  const id = randomUuid();
  db.run('INSERT INTO account_sessions (id, platform, user_id, created_at) VALUES (?, ?, ?, ?)', [
    id,
    platform,
    userId,
    now,
  ]);
  return id;
}

export function issueRefreshToken(db: StackDatabase, sessionId: string, now: number, ttlMs: number): string {
  const token = randomToken();
  db.run(
    'INSERT INTO account_refresh_tokens (token, session_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    [token, sessionId, now + ttlMs, now],
  );
  return token;
}

/** A new session with its first refresh token. */
export function startSession(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  now: number,
  refreshTtlMs: number,
): IssuedRefresh {
  const sessionId = openSession(db, platform, userId, now);
  return { sessionId, userId, refreshToken: issueRefreshToken(db, sessionId, now, refreshTtlMs) };
}

/**
 * Trades a refresh token for a new one in the same session. Null when the token is unknown,
 * belongs to another platform, has expired, was used already or its session was revoked: the
 * caller answers with its platform's message.
 */
export function rotateRefreshToken(
  db: StackDatabase,
  platform: AccountPlatform,
  token: string,
  now: number,
  ttlMs: number,
): IssuedRefresh | null {
  return db.transaction(() => {
    const row = db.get<{ session_id: string; user_id: number; expires_at: number; used_at: number | null }>(
      `SELECT r.session_id, s.user_id, r.expires_at, r.used_at
         FROM account_refresh_tokens r JOIN account_sessions s ON s.id = r.session_id
        WHERE r.token = ? AND s.platform = ? AND s.revoked_at IS NULL`,
      [token, platform],
    );
    if (!row || row.used_at !== null || row.expires_at <= now) return null;
    db.run('UPDATE account_refresh_tokens SET used_at = ? WHERE token = ?', [now, token]);
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      refreshToken: issueRefreshToken(db, row.session_id, now, ttlMs),
    };
  });
}

export function isSessionActive(db: StackDatabase, platform: AccountPlatform, sessionId: unknown): boolean {
  if (typeof sessionId !== 'string') return false;
  return (
    db.get('SELECT 1 AS ok FROM account_sessions WHERE id = ? AND platform = ? AND revoked_at IS NULL', [
      sessionId,
      platform,
    ]) !== undefined
  );
}

export function revokeSession(db: StackDatabase, sessionId: string, now: number): void {
  db.run('UPDATE account_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [now, sessionId]);
}

/** Signs a user out everywhere (password reset, account deletion). */
export function revokeUserSessions(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  now: number,
): void {
  db.run(
    'UPDATE account_sessions SET revoked_at = ? WHERE platform = ? AND user_id = ? AND revoked_at IS NULL',
    [now, platform, userId],
  );
}

/** Forgets every session and reset token of a deleted user. */
export function forgetUser(db: StackDatabase, platform: AccountPlatform, userId: number): void {
  db.run('DELETE FROM account_sessions WHERE platform = ? AND user_id = ?', [platform, userId]);
  db.run('DELETE FROM account_reset_tokens WHERE platform = ? AND user_id = ?', [platform, userId]);
}

// Reset-password tokens mailed by the hosted and commerce platforms.

export function issueResetToken(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  now: number,
  ttlMs: number,
): string {
  const token = randomToken(24);
  db.run(
    'INSERT INTO account_reset_tokens (token, platform, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    [token, platform, userId, now + ttlMs, now],
  );
  return token;
}

/** Marks a valid reset token used and returns its user; null when unknown, expired or used. */
export function consumeResetToken(
  db: StackDatabase,
  platform: AccountPlatform,
  token: string,
  now: number,
  userId?: number,
): number | null {
  const row = db.get<{ user_id: number; expires_at: number; used_at: number | null }>(
    'SELECT user_id, expires_at, used_at FROM account_reset_tokens WHERE token = ? AND platform = ?',
    [token, platform],
  );
  if (!row || row.used_at !== null || row.expires_at <= now) return null;
  if (userId !== undefined && row.user_id !== userId) return null;
  db.run('UPDATE account_reset_tokens SET used_at = ? WHERE token = ?', [now, token]);
  return row.user_id;
}
