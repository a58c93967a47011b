import type {
  AccountErrorCode,
  AccountErrorField,
  AccountSession,
  AccountUser,
  Consent,
  SignedIn,
} from '@/services/account/account.types';

/**
 * Account data for the sign-in flow fixtures: the local stack's demo viewer, and failures as the
 * account service throws them (plain copies of `AccountError`, which JSON keeps apart).
 */
export function buildUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: '362000001',
    uuid: null,
    email: 'viewer@statecast.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    fullName: 'Vera Viewer',
    country: 'NL',
    metadata: {},
    regDate: null,
    lastUserIp: null,
    dob: null,
    provider: null,
    hasPassword: true,
    isEmailConfirmed: true,
    preferences: null,
    sendEmailNotification: null,
    ...overrides,
  };
}

/** The three account back ends as the paths catalogue labels them (seed 000 §7, seed 001 §7). */
const BACKEND_LABELS = { hosted: 'hosted', commerce: 'commerce', 'own-backend': 'own back end' } as const;

/** One input per account back end, labelled by it, each with the same other fields. */
export const inputsPerBackend = <T extends object>(fields: T) =>
  (Object.keys(BACKEND_LABELS) as (keyof typeof BACKEND_LABELS)[]).map((backend) => ({
    label: BACKEND_LABELS[backend] as string,
    input: { backend, ...fields },
  }));

/** A viewer of the local stack named `firstName`, with an e-mail and full name made from it. */
export const viewerNamed = (id: string, firstName: string): AccountUser =>
  buildUser({
    id,
    email: `${firstName.toLowerCase()}@statecast.test`,
    firstName,
    fullName: `${firstName} Viewer`,
  });

export function buildSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    type: 'manual',
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    expiresAt: Date.parse('2026-11-21T13:00:00Z'),
    ...overrides,
  };
}

export function buildSignedIn(user: Partial<AccountUser> = {}): SignedIn {
  return { session: buildSession(), user: buildUser(user) };
}

export type PlainAccountError = {
  kind: 'account';
  code: AccountErrorCode;
  message: string;
  field: AccountErrorField | null;
  status: number | null;
  serverMessage: string | null;
  fieldErrors: string[];
};

/** A failure as `AccountError` carries it. */
export function accountError(
  code: AccountErrorCode,
  message: string,
  options: Partial<Omit<PlainAccountError, 'kind' | 'code' | 'message'>> = {},
): PlainAccountError {
  return {
    kind: 'account',
    code,
    message,
    field: null,
    status: null,
    serverMessage: null,
    fieldErrors: [],
    ...options,
  };
}

/**
 * seed 000 §8: the commerce and hosted platforms refuse a malformed e-mail with 'invalid param
 * email' (the own back end checks it before calling).
 */
export const wrongEmailOnPlatforms = {
  label: 'wrong email',
  error: accountError('wrong-email', 'invalid param email', {
    field: 'email',
    serverMessage: 'invalid param email',
  }),
  offer: (s: { backend?: unknown }) => s.backend !== 'own-backend',
};

/** A plain checkbox consent, off by default. */
const checkboxConsent = (consent: Pick<Consent, 'name' | 'version' | 'required' | 'label'>): Consent => ({
  ...consent,
  placeholder: '',
  type: 'checkbox',
  options: {},
  enabledByDefault: false,
  isCustomRegisterField: false,
  defaultValue: null,
});

/** The commerce platform's publisher consents on the local stack: terms (required), marketing. */
export const publisherConsents: Consent[] = [
  checkboxConsent({
    name: 'terms',
    version: '2',
    required: true,
    label: 'I accept the terms and conditions',
  }),
  checkboxConsent({ name: 'marketing', version: '1', required: false, label: 'Send me news and offers' }),
];
