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
    field: options.field ?? null,
    status: options.status ?? null,
    serverMessage: options.serverMessage ?? null,
    fieldErrors: options.fieldErrors ?? [],
  };
}

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
