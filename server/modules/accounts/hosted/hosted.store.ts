import type { StackDatabase } from '../../../db/database.js';
import { randomUuid } from '../shared/crypto.js';
import { parseObject } from '../shared/validation.js';

export interface HostedAccountRow {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  password_hash: string | null;
  referrer: string;
  merchant_uuid: string;
  metadata: string;
  date_of_birth: number | null;
  social_provider: string | null;
  created_at: number;
  updated_at: number;
}

/** The platform's account object (id, uuid, email, full_name, metadata, created_at, ...; seconds). */
export interface HostedAccountData {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  referrer: string;
  metadata: Record<string, unknown>;
  social_apps_metadata: Array<Record<string, unknown>>;
  roles: string[];
  completed: boolean;
  created_at: number;
  updated_at: number;
  date_of_birth: number | null;
  merchant_uuid: string;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function toAccountData(row: HostedAccountRow): HostedAccountData {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    full_name: row.full_name,
    referrer: row.referrer,
    metadata: parseObject(row.metadata),
    social_apps_metadata: row.social_provider ? [{ provider: row.social_provider }] : [],
    roles: ['consumer'],
    completed: true,
    created_at: seconds(row.created_at),
    updated_at: seconds(row.updated_at),
    date_of_birth: row.date_of_birth,
    merchant_uuid: row.merchant_uuid,
  };
}

export const findHostedAccount = (db: StackDatabase, id: number) =>
  db.get<HostedAccountRow>('SELECT * FROM hosted_accounts WHERE id = ?', [id]);

export const findHostedAccountByEmail = (db: StackDatabase, email: string) =>
  db.get<HostedAccountRow>('SELECT * FROM hosted_accounts WHERE email = ?', [email]);

export interface NewHostedAccount {
  id?: number;
  email: string;
  fullName: string;
  passwordHash: string | null;
  referrer?: string;
  merchantUuid?: string;
  metadata?: Record<string, unknown>;
  socialProvider?: string;
}

export function insertHostedAccount(
  db: StackDatabase,
  input: NewHostedAccount,
  now: number,
): HostedAccountRow {
  const { lastInsertRowid } = db.run(
    `INSERT INTO hosted_accounts
       (id, uuid, email, full_name, password_hash, referrer, merchant_uuid, metadata, social_provider, created_at, updated_at)
     VALUES (:id, :uuid, :email, :fullName, :hash, :referrer, :merchant, :metadata, :social, :now, :now)`,
    {
      id: input.id ?? null,
      uuid: randomUuid(),
      email: input.email,
      fullName: input.fullName,
      hash: input.passwordHash,
      referrer: input.referrer ?? '',
      merchant: input.merchantUuid ?? '',
      metadata: JSON.stringify(input.metadata ?? {}),
      social: input.socialProvider ?? null,
      now,
    },
  );
  return findHostedAccount(db, lastInsertRowid) as HostedAccountRow;
}

export interface HostedFavorite {
  media_id: string;
  created_at: number;
}

export interface HostedWatchHistory {
  media_id: string;
  progress: number;
  created_at: number;
  updated_at: number;
}

export function listHostedFavorites(db: StackDatabase, accountId: number): HostedFavorite[] {
  return db
    .all<HostedFavorite>(
      'SELECT media_id, created_at FROM hosted_favorites WHERE account_id = ? ORDER BY created_at DESC, rowid DESC',
      [accountId],
    )
    .map((row) => ({ media_id: row.media_id, created_at: seconds(row.created_at) }));
}

export type HistoryFilter = 'all' | 'watched' | 'currently_watching';

/** Newest first. `currently_watching` is anything not finished; the app applies its own window. */
export function listHostedHistory(
  db: StackDatabase,
  accountId: number,
  filter: HistoryFilter,
): HostedWatchHistory[] {
  const where =
    filter === 'watched' ? 'AND progress >= 1' : filter === 'currently_watching' ? 'AND progress < 1' : '';
  return db
    .all<HostedWatchHistory>(
      `SELECT media_id, progress, created_at, updated_at FROM hosted_watch_history
        WHERE account_id = ? ${where} ORDER BY updated_at DESC, rowid DESC`,
      [accountId],
    )
    .map((row) => ({ ...row, created_at: seconds(row.created_at), updated_at: seconds(row.updated_at) }));
}

export function upsertHostedHistory(
  db: StackDatabase,
  accountId: number,
  mediaId: string,
  progress: number,
  now: number,
): HostedWatchHistory {
  db.run(
    `INSERT INTO hosted_watch_history (account_id, media_id, progress, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, media_id) DO UPDATE SET progress = excluded.progress, updated_at = excluded.updated_at`,
    [accountId, mediaId, progress, now, now],
  );
  const row = db.get<HostedWatchHistory>(
    'SELECT media_id, progress, created_at, updated_at FROM hosted_watch_history WHERE account_id = ? AND media_id = ?',
    [accountId, mediaId],
  ) as HostedWatchHistory;
  return { ...row, created_at: seconds(row.created_at), updated_at: seconds(row.updated_at) };
}

export function addHostedFavorite(
  db: StackDatabase,
  accountId: number,
  mediaId: string,
  now: number,
): HostedFavorite {
  db.run('INSERT OR IGNORE INTO hosted_favorites (account_id, media_id, created_at) VALUES (?, ?, ?)', [
    accountId,
    mediaId,
    now,
  ]);
  const row = db.get<HostedFavorite>(
    'SELECT media_id, created_at FROM hosted_favorites WHERE account_id = ? AND media_id = ?',
    [accountId, mediaId],
  ) as HostedFavorite;
  return { media_id: row.media_id, created_at: seconds(row.created_at) };
}
