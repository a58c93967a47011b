/**
 * Rules every account back end shares, pure so that each implementation and its tests use one
 * definition: the seed's server-message mappings (seed 000 §8, seed 001 §5), the user update
 * rules (seed 000 §5) and the feature check (seed 000 §6).
 */
import { NetworkError } from '../http/http';
import {
  ACCOUNT_FEATURE_TABLE,
  AccountError,
  FeatureDisabledError,
  type AccountBackendKind,
  type AccountErrorCode,
  type AccountErrorField,
  type AccountFeature,
  type AccountFeatures,
  type AccountUser,
  type UserUpdate,
} from './account.types';

/** seed 000 §5, §9: first and last name at most 50 characters. */
export const NAME_MAX_LENGTH = 50;

const FEATURE_COLUMN: Record<AccountBackendKind, 0 | 1 | 2> = { commerce: 0, hosted: 1, 'own-backend': 2 };

/** The flags of one back end, its column of the feature table (seed 000 §6). */
export function featuresOf(kind: AccountBackendKind): AccountFeatures {
  const column = FEATURE_COLUMN[kind];
  return Object.fromEntries(
    Object.entries(ACCOUNT_FEATURE_TABLE).map(([flag, row]) => [flag, row[column]]),
  ) as AccountFeatures;
}

export function requireFeature(features: AccountFeatures, feature: AccountFeature): void {
  if (!features[feature]) throw new FeatureDisabledError(feature);
}

/** The seed's error code, and the form field it is shown on, that a server message stands for. */
export type ErrorLabel = { code: AccountErrorCode; field: AccountErrorField | null };

/** Finds the label of a failed call by the server's words (seed 000 §8). */
export type ServerMessageRemap = (message: string | null) => ErrorLabel | null;

/** Re-labels a server failure with the code and field `label` finds for it, keeping the server's words. */
export function relabelServerError(error: unknown, label: (error: AccountError) => ErrorLabel | null): never {
  if (error instanceof AccountError && error.code === 'server') {
    const found = label(error);
    if (found)
      throw new AccountError(found.code, error.message, {
        field: found.field,
        status: error.status,
        serverMessage: error.serverMessage,
        fieldErrors: error.fieldErrors,
      });
  }
  throw error;
}

const includes = (message: string | null | undefined, needle: string) =>
  (message ?? '').toLowerCase().includes(needle.toLowerCase());

/**
 * seed 000 §8 Login: a message containing 'invalid param email' is the field error 'wrong email';
 * any other failure is the form error 'wrong combination'.
 */
export function loginErrorCode(serverMessage: string | null): ErrorLabel {
  return includes(serverMessage, 'invalid param email')
    ? { code: 'wrong-email', field: 'email' }
    : { code: 'wrong-combination', field: null };
}

/**
 * seed 000 §8 Register: 'customer already exists' / 'account already exists' -> user exists;
 * 'please enter a valid e-mail address' -> e-mail error; 'invalid param password' -> invalid
 * password; anything else -> 'failed to create'.
 */
export function registerErrorCode(serverMessage: string | null): ErrorLabel {
  if (includes(serverMessage, 'customer already exists') || includes(serverMessage, 'account already exists'))
    return { code: 'user-exists', field: null };
  if (includes(serverMessage, 'please enter a valid e-mail address'))
    return { code: 'invalid-email', field: 'email' };
  if (includes(serverMessage, 'invalid param password'))
    return { code: 'invalid-password', field: 'password' };
  return { code: 'failed-to-create', field: null };
}

/**
 * seed 001 §5: server messages that become field messages in the password flows. Returns null
 * when none applies (the caller keeps the server message).
 */
export function passwordErrorCode(serverMessage: string | null): ErrorLabel | null {
  if (includes(serverMessage, 'invalid param password'))
    return { code: 'invalid-password', field: 'password' };
  if (includes(serverMessage, 'resetPasswordToken is not valid'))
    return { code: 'invalid-reset-link', field: null };
  if (includes(serverMessage, 'score does not match standards'))
    return { code: 'weak-password', field: 'password' };
  if (includes(serverMessage, 'old password does not match'))
    return { code: 'old-password-mismatch', field: 'password' };
  if (includes(serverMessage, 'password could not be set'))
    return { code: 'invalid-reset-token', field: null };
  if (includes(serverMessage, 'invalid param email')) return { code: 'wrong-email', field: 'email' };
  return null;
}

/** seed 000 §8 Delete account: 'invalid credentials' has its own message, others a generic one. */
export function deleteErrorCode(serverMessage: string | null): AccountErrorCode {
  return includes(serverMessage, 'invalid credentials') || includes(serverMessage, 'incorrect password')
    ? 'invalid-credentials'
    : 'server';
}

/** seed 000 §5: the full name falls back to the e-mail when both names are empty. */
export function fullNameOf(firstName: string, lastName: string, email: string): string {
  const name = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  return name || email;
}

/** What every back end knows of its viewer; the rest of `AccountUser` may be given or stays neutral. */
export type UserBasics = Pick<AccountUser, 'id' | 'email'> & {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  /** The back end's own full name; the names' join (seed 000 §5) when it has none. */
  fullName?: string;
} & Partial<Omit<AccountUser, 'id' | 'email' | 'firstName' | 'lastName' | 'fullName'>>;

/** A back end's viewer as the app's user: names trimmed, fields it does not have null (or true). */
export function accountUserOf({ firstName, lastName, fullName, ...user }: UserBasics): AccountUser {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  return {
    uuid: null,
    country: null,
    metadata: {},
    regDate: null,
    lastUserIp: null,
    dob: null,
    provider: null,
    hasPassword: true,
    isEmailConfirmed: true,
    preferences: null,
    sendEmailNotification: null,
    ...user,
    firstName: first,
    lastName: last,
    fullName: fullName || fullNameOf(first, last, user.email),
  };
}

export type NormalisedNames = {
  firstName: string | undefined;
  lastName: string | undefined;
  /** What to send as the full name where the back end keeps one. */
  fullName: string;
};

/**
 * seed 000 §5 User update: names are trimmed and at most 50 characters each; the full name falls
 * back to the e-mail when both are empty; where empty full names are unsupported the stored
 * e-mail is re-sent as full name. Too long a name is refused before anything is sent.
 */
export function normaliseNameUpdate(
  update: Pick<UserUpdate, 'firstName' | 'lastName'>,
  current: { firstName: string; lastName: string; email: string },
  supportsEmptyFullName: boolean,
): NormalisedNames {
  const firstName = update.firstName === undefined ? undefined : update.firstName.trim();
  const lastName = update.lastName === undefined ? undefined : update.lastName.trim();
  for (const [field, value] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    if (value !== undefined && value.length > NAME_MAX_LENGTH) {
      throw new AccountError('server', `${field} can have max ${NAME_MAX_LENGTH} characters`, { field });
    }
  }
  const first = firstName ?? current.firstName;
  const last = lastName ?? current.lastName;
  const joined = [first.trim(), last.trim()].filter(Boolean).join(' ');
  const fullName = joined || (supportsEmptyFullName ? '' : current.email);
  return { firstName, lastName, fullName };
}

/** The message of an error for logs and toasts. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return String(error);
}

/** A request that got no answer is the account's `network` failure; anything else goes on as it is. */
export function asAccountNetworkError(error: unknown): never {
  if (error instanceof NetworkError) throw new AccountError('network', error.message);
  throw error;
}
