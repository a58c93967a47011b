/**
 * The hosted video platform's account constants and mappings (seed 000 §6, §8, §9): its feature
 * flags, its generic failure messages, and how its account and consents read as the app's.
 */
import * as z from 'zod/mini';
import { accountUserOf, featuresOf } from '../account-rules';
import type { AccountFeatures, AccountUser, CustomerConsent } from '../account.types';
import { storedConsentsSchema, type HostedAccount } from './hosted.schemas';

/** seed 000 §9: the hosted-platform token key under the app prefix. */
export const HOSTED_TOKEN_STORAGE_KEY = 'jwapp.hosted_token';

/** seed 000 §6, "Hosted-platform mode" column. */
export const HOSTED_FEATURES: AccountFeatures = featuresOf('hosted');

/** seed 000 §8 hosted-platform generic errors, by operation. */
export const HOSTED_MESSAGES = {
  login: 'Failed to authenticate user.',
  register: 'Failed to create account.',
  getUser: 'Failed to fetch user data.',
  updateUser: 'Failed to update user data.',
  changePassword: 'Failed to change password',
  resetPassword: 'Failed to reset password.',
  logout: 'Failed to sign out.',
  publisherConsents: 'Failed to fetch publisher consents.',
  customerConsents: 'Unable to fetch Customer consents.',
  updateConsents: 'Unable to update Customer consents',
  export: 'Failed to export account data',
  socialUrls: 'Failed to fetch social urls',
  itemAccess: 'Failed to check access.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function toHostedUser(account: HostedAccount): AccountUser {
  const provider = account.social_apps_metadata
    .map((entry) => entry.provider)
    .find((p): p is 'google' | 'apple' => p === 'google' || p === 'apple');
  return accountUserOf({
    id: String(account.id),
    uuid: account.uuid ?? null,
    email: account.email,
    firstName: text(account.metadata.first_name),
    lastName: text(account.metadata.surname),
    fullName: account.full_name.trim(),
    country: text(account.metadata.country) || null,
    metadata: account.metadata,
    regDate: account.created_at ? new Date(account.created_at * 1000).toISOString() : null,
    dob: account.date_of_birth ? new Date(account.date_of_birth * 1000).toISOString().slice(0, 10) : null,
    provider: provider ?? null,
    // Accounts made by social sign-in have no password of their own.
    hasPassword: !provider,
  });
}

/** Consents as the platform keeps them: each by name, and the list as JSON under `consents`. */
export function consentFields(consents: readonly CustomerConsent[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const consent of consents) {
    fields[consent.name] =
      consent.value === null || consent.value === undefined
        ? String(consent.state === 'accepted')
        : String(consent.value);
  }
  fields.consents = JSON.stringify(consents.map(({ name, version, state }) => ({ name, version, state })));
  return fields;
}

export function consentsOf(metadata: Record<string, unknown>): CustomerConsent[] {
  let raw: unknown = metadata.consents;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = [];
    }
  }
  const parsed = z.safeParse(storedConsentsSchema, raw ?? []);
  return parsed.success
    ? parsed.data.map(({ name, version, state }) => ({ name, version, state, value: null }))
    : [];
}
