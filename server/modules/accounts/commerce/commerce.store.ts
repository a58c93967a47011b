import type { StackDatabase } from '../../../db/database.js';
import { COMMERCE_PUBLISHER_ID } from '../constants.js';
import { randomToken } from '../shared/crypto.js';
import { parseObject } from '../shared/validation.js';

export interface CommerceCustomerRow {
  id: number;
  email: string;
  password_hash: string;
  publisher_id: string;
  customer_token: string;
  first_name: string;
  last_name: string;
  country: string;
  locale: string;
  currency: string;
  external_id: string;
  external_data: string;
  capture_answers: string;
  last_user_ip: string;
  reg_date: number;
  last_login_date: number | null;
}

/**
 * The customer as the platform answers it (reference payload customer.json): `metadata` holds
 * what the app stored (favorites, history). The platform's own name for that field,
 * `externalData`, carries the same object, so a parser written for either name works.
 */
export interface CommerceCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  regDate: string;
  lastLoginDate: string;
  lastUserIp: string;
  externalId: string;
  metadata: Record<string, unknown>;
  externalData: Record<string, unknown>;
}

/** `2021-04-28 13:03:26` in UTC, the platform's date format. */
export const platformDate = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function toCustomer(row: CommerceCustomerRow): CommerceCustomer {
  const external = parseObject(row.external_data);
  return {
    id: String(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    regDate: platformDate(row.reg_date),
    lastLoginDate: row.last_login_date === null ? '' : platformDate(row.last_login_date),
    lastUserIp: row.last_user_ip,
    externalId: row.external_id,
    metadata: external,
    externalData: external,
  };
}

export const findCustomer = (db: StackDatabase, id: number) =>
  db.get<CommerceCustomerRow>('SELECT * FROM commerce_customers WHERE id = ?', [id]);

export const findCustomerByEmail = (db: StackDatabase, email: string) =>
  db.get<CommerceCustomerRow>('SELECT * FROM commerce_customers WHERE email = ?', [email]);

/** Customer ids are nine digits like the platform's; new ones follow the highest. */
const FIRST_CUSTOMER_ID = 362_000_001;

export interface NewCustomer {
  id?: number;
  email: string;
  passwordHash: string;
  publisherId?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  locale?: string;
  currency?: string;
  externalId?: string;
  externalData?: Record<string, unknown>;
  captureAnswers?: Record<string, unknown>;
  lastUserIp?: string;
}

export function insertCustomer(db: StackDatabase, input: NewCustomer, now: number): CommerceCustomerRow {
  const next =
    input.id ??
    Math.max(
      FIRST_CUSTOMER_ID,
      (db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM commerce_customers')?.id ?? 0) + 1,
    );
  db.run(
    `INSERT INTO commerce_customers
       (id, email, password_hash, publisher_id, customer_token, first_name, last_name, country, locale, currency,
        external_id, external_data, capture_answers, last_user_ip, reg_date)
     VALUES (:id, :email, :hash, :publisher, :token, :first, :last, :country, :locale, :currency,
        :externalId, :externalData, :capture, :ip, :now)`,
    {
      id: next,
      email: input.email,
      hash: input.passwordHash,
      publisher: input.publisherId ?? COMMERCE_PUBLISHER_ID,
      token: randomToken(24),
      first: input.firstName ?? '',
      last: input.lastName ?? '',
      country: input.country || 'NL',
      locale: input.locale || 'en_US',
      currency: input.currency || 'EUR',
      externalId: input.externalId ?? '',
      externalData: JSON.stringify(input.externalData ?? {}),
      capture: JSON.stringify(input.captureAnswers ?? {}),
      ip: input.lastUserIp ?? '',
      now,
    },
  );
  return findCustomer(db, next) as CommerceCustomerRow;
}
