import type { StackDatabase } from '../../../db/database.js';
import { randomToken, randomUuid } from '../shared/crypto.js';

export interface OwnUserRow {
  id: number;
  uuid: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  dob: string | null;
  country: string;
  provider: string | null;
  is_email_confirmed: number;
  send_email_notification: number;
  preferences_id: string;
  preferred_sports: string;
  metadata: string;
  is_new_social_user: number;
  created_at: number;
  updated_at: number;
}

/** The user as the own back end answers it (seed 001 §3, seed 002 §3 "User"). */
export interface OwnUser {
  id: string;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  dob: string | null;
  country: string;
  provider: string | null;
  isPasswordSet: boolean;
  isEmailConfirmed: boolean;
  sendEmailNotification: boolean;
  preferences: { _id: string; sports: string[] };
  metadata: Record<string, unknown>;
}

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toOwnUser(row: OwnUserRow): OwnUser {
  const stored = parseJson<Record<string, unknown>>(row.metadata, {});
  return {
    id: String(row.id),
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    country: row.country,
    provider: row.provider,
    isPasswordSet: row.password_hash !== null,
    isEmailConfirmed: row.is_email_confirmed === 1,
    sendEmailNotification: row.send_email_notification === 1,
    preferences: { _id: row.preferences_id, sports: parseJson<string[]>(row.preferred_sports, []) },
    metadata: {
      consents: [],
      ...stored,
      register_source: row.provider ?? 'email',
      has_password: row.password_hash !== null,
    },
  };
}

export const findOwnUser = (db: StackDatabase, id: number) =>
  db.get<OwnUserRow>('SELECT * FROM own_users WHERE id = ?', [id]);

export const findOwnUserByEmail = (db: StackDatabase, email: string) =>
  db.get<OwnUserRow>('SELECT * FROM own_users WHERE email = ?', [email]);

export interface NewOwnUser {
  id?: number;
  email: string;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  dob?: string | null;
  country?: string;
  provider?: string | null;
  confirmed?: boolean;
  sports?: readonly string[];
  metadata?: Record<string, unknown>;
  newSocialUser?: boolean;
}

export function insertOwnUser(db: StackDatabase, input: NewOwnUser, now: number): OwnUserRow {
  const { lastInsertRowid } = db.run(
    `INSERT INTO own_users
       (id, uuid, email, password_hash, first_name, last_name, dob, country, provider, is_email_confirmed,
        preferences_id, preferred_sports, metadata, is_new_social_user, created_at, updated_at)
     VALUES (:id, :uuid, :email, :hash, :first, :last, :dob, :country, :provider, :confirmed,
        :prefs, :sports, :metadata, :newSocial, :now, :now)`,
    {
      id: input.id ?? null,
      uuid: randomUuid(),
      email: input.email,
      hash: input.passwordHash,
      first: input.firstName ?? '',
      last: input.lastName ?? '',
      dob: input.dob ?? null,
      country: input.country ?? '',
      provider: input.provider ?? null,
      confirmed: input.confirmed ?? false,
      // 24 hex characters, the shape of the document ids the real back end uses.
      prefs: randomToken(12),
      sports: JSON.stringify(input.sports ?? []),
      metadata: JSON.stringify(input.metadata ?? {}),
      newSocial: input.newSocialUser ?? false,
      now,
    },
  );
  return findOwnUser(db, lastInsertRowid) as OwnUserRow;
}

export interface OwnFavorite {
  mediaid: string;
  createdAt: string;
}

export interface OwnHistoryItem {
  mediaid: string;
  progress: number;
  createdAt: string;
  updatedAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function listOwnFavorites(db: StackDatabase, userId: number): OwnFavorite[] {
  return db
    .all<{ mediaid: string; created_at: number }>(
      'SELECT mediaid, created_at FROM own_favorites WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
      [userId],
    )
    .map((row) => ({ mediaid: row.mediaid, createdAt: iso(row.created_at) }));
}

export function findOwnFavorite(db: StackDatabase, userId: number, mediaid: string): OwnFavorite | undefined {
  const row = db.get<{ mediaid: string; created_at: number }>(
    'SELECT mediaid, created_at FROM own_favorites WHERE user_id = ? AND mediaid = ?',
    [userId, mediaid],
  );
  return row && { mediaid: row.mediaid, createdAt: iso(row.created_at) };
}

export function listOwnHistory(db: StackDatabase, userId: number): OwnHistoryItem[] {
  return db
    .all<{ mediaid: string; progress: number; created_at: number; updated_at: number }>(
      `SELECT mediaid, progress, created_at, updated_at FROM own_watch_history
        WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC`,
      [userId],
    )
    .map((row) => ({
      mediaid: row.mediaid,
      progress: row.progress,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
}

export function saveOwnHistory(
  db: StackDatabase,
  userId: number,
  mediaid: string,
  progress: number,
  now: number,
): OwnHistoryItem {
  db.run(
    `INSERT INTO own_watch_history (user_id, mediaid, progress, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, mediaid) DO UPDATE SET progress = excluded.progress, updated_at = excluded.updated_at`,
    [userId, mediaid, progress, now, now],
  );
  return listOwnHistory(db, userId).find((item) => item.mediaid === mediaid) as OwnHistoryItem;
}
