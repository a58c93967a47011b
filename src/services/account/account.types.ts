/**
 * The account service: one interface, three back ends (hosted platform, commerce platform, the
 * event site's own back end). Flows and machines speak only this interface and these domain
 * types; each implementation parses its back end's answers at the edge and throws the typed
 * errors below. Additive changes only: sign-in flows are built against this file.
 */
import type { WatchListsBackend } from '@/services/watch-lists/watch-lists.types';

/** Which back end signs viewers in (the `accountBackend` of the started app). */
export type AccountBackendKind = 'hosted' | 'commerce' | 'own-backend';

// ---------------------------------------------------------------------------------------------
// Domain types
// ---------------------------------------------------------------------------------------------

/** How the viewer signed in (seed 001 §3 auth state `type`). */
export type SessionType = 'manual' | 'social';

/**
 * The tokens of a signed-in viewer, normalised across back ends (seed 000 §3 access / auth
 * tokens, seed 001 §3 auth state). Machines never keep this in context: the session machines see
 * only `expiresAt`; the tokens live in the token store (storage keys of seed 000 §9 / 001 §3).
 */
export type AccountSession = {
  type: SessionType;
  /** Hosted `access_token`, commerce `jwt`, own back end `jwt`. */
  accessToken: string;
  refreshToken: string;
  /** When the access token stops being accepted, milliseconds since the epoch. */
  expiresAt: number;
};

/** Own back end sport preferences (seed 002 §3, seed 001 §3 `preferences`). */
export type UserPreferences = { id: string; sports: string[] };

/** A sport the viewer may pick on the preferences screen (`GET /auth/media-preferences`). */
export type SportOption = { id: string; title: string };

/**
 * The signed-in viewer (seed 000 §3 User, seed 001 §3 User). Fields a back end does not have are
 * null (or the neutral value noted).
 */
export type AccountUser = {
  id: string;
  uuid: string | null;
  email: string;
  /** Trimmed; '' when unknown. */
  firstName: string;
  lastName: string;
  /** seed 000 §5: falls back to the e-mail when both names are empty. */
  fullName: string;
  country: string | null;
  metadata: Record<string, unknown>;
  regDate: string | null;
  lastUserIp: string | null;
  /** Own back end: yyyy-mm-dd. */
  dob: string | null;
  /** External sign-in provider (seed 001 §3 `provider`); null for e-mail and password. */
  provider: 'google' | 'apple' | null;
  /** False for an external sign-in account that has no password yet (add-password flow). */
  hasPassword: boolean;
  /** Own back end; true elsewhere. */
  isEmailConfirmed: boolean;
  /** Own back end sport preferences; null elsewhere. */
  preferences: UserPreferences | null;
  /** Own back end e-mail notifications switch; null elsewhere. */
  sendEmailNotification: boolean | null;
};

/** What a successful sign-in (login, register, e-mail code, social) yields. */
export type SignedIn = { session: AccountSession; user: AccountUser };

/** seed 000 §3 Consent `type`, as the register form renders it. */
export type ConsentFieldType =
  'checkbox' | 'input' | 'radio' | 'select' | 'country' | 'us_state' | 'datepicker';

/** A consent or custom registration field the publisher asks for (seed 000 §3 Consent). */
export type Consent = {
  name: string;
  version: string;
  required: boolean;
  label: string;
  placeholder: string;
  type: ConsentFieldType;
  /** value -> label, for radio / select fields; empty otherwise. */
  options: Record<string, string>;
  enabledByDefault: boolean;
  /** A custom register field (hosted platform) rather than a consent proper. */
  isCustomRegisterField: boolean;
  /** A default value for input-like fields; null when none. */
  defaultValue: string | null;
};

export type ConsentState = 'accepted' | 'declined';

/** The viewer's answer to one consent (seed 000 §3 Consent `state`, `value`). */
export type CustomerConsent = {
  name: string;
  version: string;
  state: ConsentState;
  /** Custom register fields carry a value; plain consents null. */
  value: string | boolean | null;
};

/** seed 001 §3 Capture setting; `options` keeps the raw `value:label;...` string. */
export type CaptureSetting = {
  key: string;
  question: string | null;
  enabled: boolean;
  required: boolean;
  answer: unknown;
  options: string | null;
};

/** seed 001 §7 getCaptureStatus. */
export type CaptureStatus = {
  isCaptureEnabled: boolean;
  shouldCaptureBeDisplayed: boolean;
  settings: CaptureSetting[];
};

/** seed 001 §3 capture answers. */
export type CaptureAnswers = {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  postCode?: string;
  phoneNumber?: string;
  birthDate?: string;
  country?: string;
  customAnswers?: { questionId: string; question: string; value: string }[];
};

/** An external sign-in page (seed 000 §6 "social login URLs"). */
export type SocialLoginUrl = { provider: 'google' | 'apple'; url: string };

/** Tokens a social sign-in leaves in the URL hash (seed 000 §2, seed 002 §4). */
export type SocialSignInTokens = { token: string; refreshToken: string; expires: number | null };

export type LoginInput = {
  email: string;
  password: string;
  /** The page the viewer signed in from (hosted `referrer`; own back end always sends "1"). */
  referrer?: string;
};

export type RegisterInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Own back end date of birth, yyyy-mm-dd. */
  dob?: string;
  /** The answers to the publisher's consents and custom fields (seed 000 §5). */
  consents: CustomerConsent[];
  captchaValue?: string;
  referrer?: string;
};

/**
 * Hosted and commerce sign the viewer in at once; the own back end first asks for the e-mail code
 * (seed 002 §4: "Registration success goes to /verify-otp").
 */
export type RegisterResult =
  ({ status: 'signed-in' } & SignedIn) | { status: 'confirm-email'; email: string };

/**
 * seed 001 §7 update user: names (and metadata), or e-mail with the current password. The rules
 * of seed 000 §5 (trim, 50 characters, full name falls back to e-mail) are applied by the service.
 */
export type UserUpdate = {
  firstName?: string;
  lastName?: string;
  dob?: string;
  metadata?: Record<string, unknown>;
  sendEmailNotification?: boolean;
};

export type EmailUpdate = { email: string; confirmationPassword: string };

/** Returned by the own back end's reset request (seed 002 §7 "request reset code {email} returns token"). */
export type PasswordResetRequest = { token: string | null };

export type PasswordResetInput = {
  email: string;
  password: string;
  passwordConfirmation: string;
  /** Hosted / commerce reset token from the mailed link; own back end reset token. */
  token: string;
  /** Own back end: the e-mailed code. */
  otp?: string;
};

export type PasswordChangeInput = {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};

// ---------------------------------------------------------------------------------------------
// Feature flags (seed 000 §6)
// ---------------------------------------------------------------------------------------------

/**
 * What each back end can do, one column per back end: [commerce, hosted, own back end]. The first
 * ten rows and the first two columns are the table of seed 000 §6; the own back end's column
 * (e-mail change and data export have no call, payments run on the commerce platform) and the
 * last two rows, its e-mail codes and sport preferences, are seed 002 §4, §7.
 */
export const ACCOUNT_FEATURE_TABLE = {
  canUpdateEmail: [true, false, false],
  canSupportEmptyFullName: [true, false, true],
  canRenewSubscription: [true, false, true],
  canUpdatePaymentMethod: [true, false, true],
  canChangePasswordWithOldPassword: [false, true, true],
  canExportAccountData: [false, true, false],
  canDeleteAccount: [false, true, true],
  canShowReceipts: [false, true, false],
  hasSocialURLs: [false, true, true],
  hasNotifications: [false, true, true],
  hasEmailCodes: [false, false, true],
  hasSportPreferences: [false, false, true],
} as const satisfies Record<string, readonly [commerce: boolean, hosted: boolean, ownBackend: boolean]>;

/** A back end's row of flags, read from its column of `ACCOUNT_FEATURE_TABLE`. */
export type AccountFeatures = { [F in keyof typeof ACCOUNT_FEATURE_TABLE]: boolean };

export type AccountFeature = keyof AccountFeatures;

// ---------------------------------------------------------------------------------------------
// Typed errors (seed 000 §8, seed 001 §5, §8, seed 002 §8)
// ---------------------------------------------------------------------------------------------

/**
 * What went wrong, as flows branch on it. The login, register and password codes are the seed's
 * mappings of server messages; `server` carries any other server message for display as is.
 */
export type AccountErrorCode =
  // login (seed 000 §8)
  | 'wrong-email'
  | 'wrong-combination'
  | 'email-not-confirmed'
  // register (seed 000 §8)
  | 'user-exists'
  | 'invalid-email'
  | 'invalid-password'
  | 'failed-to-create'
  // passwords (seed 001 §5 server messages)
  | 'invalid-reset-link'
  | 'weak-password'
  | 'old-password-mismatch'
  | 'invalid-reset-token'
  // delete account (seed 000 §8)
  | 'invalid-credentials'
  // session
  | 'not-logged-in'
  | 'session-expired'
  // capability
  | 'feature-disabled'
  | 'email-update-unsupported'
  // anything else: the server's message (or the hosted platform's generic one)
  | 'server'
  | 'network';

/** The form field a failure belongs to; null for a form-level message. */
export type AccountErrorField =
  'email' | 'password' | 'confirmationPassword' | 'otp' | 'firstName' | 'lastName';

/**
 * A failed account call. `message` is what to show when no translation applies (the server's
 * text, or the seed's message such as 'Failed to authenticate user.'); `serverMessage` is the raw
 * answer, kept for the seed rules that match on it.
 */
export class AccountError extends Error {
  readonly kind = 'account' as const;
  readonly code: AccountErrorCode;
  readonly field: AccountErrorField | null;
  readonly status: number | null;
  readonly serverMessage: string | null;
  /** Own back end field errors (seed 001 §8 "shown per field, joined by commas"). */
  readonly fieldErrors: string[];
  constructor(
    code: AccountErrorCode,
    message: string,
    options: {
      field?: AccountErrorField | null;
      status?: number | null;
      serverMessage?: string | null;
      fieldErrors?: string[];
    } = {},
  ) {
    super(message);
    this.name = 'AccountError';
    this.code = code;
    this.field = options.field ?? null;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}

/** seed 000 §6: 'Using a disabled feature fails with {feature} is not enabled'. */
export class FeatureDisabledError extends AccountError {
  readonly feature: AccountFeature;
  constructor(feature: AccountFeature) {
    super('feature-disabled', `${feature} is not enabled`);
    this.name = 'FeatureDisabledError';
    this.feature = feature;
  }
}

/** seed 001 §8: the session could not be renewed; the viewer must sign in again. */
export const AUTH_FAILED_MESSAGE = 'Authentication failed - please log in again.';

export class SessionExpiredError extends AccountError {
  constructor(message = AUTH_FAILED_MESSAGE, serverMessage: string | null = null) {
    super('session-expired', message, { status: 401, serverMessage });
    this.name = 'SessionExpiredError';
  }
}

/** seed 000 §8 'User not logged in': an authenticated call without a session. */
export class NotLoggedInError extends AccountError {
  constructor() {
    super('not-logged-in', 'User not logged in');
    this.name = 'NotLoggedInError';
  }
}

export function isAccountError(error: unknown): error is AccountError {
  return (
    error instanceof AccountError ||
    (typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'account')
  );
}

// ---------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------

/**
 * One account back end. Calls that need a session get a valid token from the session layer
 * (waiting while a refresh is under way) and fail with `NotLoggedInError` without one. A call
 * the back end cannot make fails with `FeatureDisabledError` ('{feature} is not enabled').
 */
export interface AccountService {
  readonly kind: AccountBackendKind;
  readonly features: AccountFeatures;

  // --- session --------------------------------------------------------------------------------
  /** Whether this browser holds a session (tokens in storage); does not call the back end. */
  hasStoredSession(): boolean;
  /** seed 000 §8 login mappings; own back end: an unconfirmed e-mail is `email-not-confirmed`. */
  login(input: LoginInput): Promise<SignedIn>;
  /** seed 000 §8 register mappings. */
  register(input: RegisterInput): Promise<RegisterResult>;
  /** Tells the back end the session ends. Local clean-up is the account actor's. */
  logout(): Promise<void>;
  /** Builds a session from the tokens of a social sign-in and fetches (or creates) the account. */
  completeSocialSignIn(tokens: SocialSignInTokens): Promise<SignedIn & { isNewUser: boolean }>;
  /** Needs `hasSocialURLs`. `redirect` is where the provider sends the viewer back. */
  getSocialLoginUrls(redirect: string): Promise<SocialLoginUrl[]>;

  // --- e-mail codes (own back end; `hasEmailCodes`) -------------------------------------------
  confirmEmail(input: { email: string; otp: string }): Promise<SignedIn>;
  resendEmailConfirmation(input: { email: string }): Promise<void>;

  // --- user -----------------------------------------------------------------------------------
  /** seed 000 §8: 'Invalid JWT token' here is a `session-expired` error (the caller logs out). */
  getUser(): Promise<AccountUser>;
  /** seed 000 §5 rules: trimmed names of at most 50 characters, full name fallback. */
  updateUser(update: UserUpdate): Promise<AccountUser>;
  /** Needs `canUpdateEmail`. */
  updateEmail(update: EmailUpdate): Promise<AccountUser>;
  getPublisherConsents(): Promise<Consent[]>;
  getCustomerConsents(): Promise<CustomerConsent[]>;
  updateCustomerConsents(consents: CustomerConsent[]): Promise<CustomerConsent[]>;
  getCaptureStatus(): Promise<CaptureStatus>;
  updateCaptureAnswers(answers: CaptureAnswers): Promise<AccountUser>;
  /** Needs `hasSportPreferences`. */
  getSportOptions(): Promise<SportOption[]>;
  /** Needs `hasSportPreferences`. */
  updatePreferences(input: { sports: string[] }): Promise<UserPreferences>;

  // --- passwords ------------------------------------------------------------------------------
  /** Mails a reset link (hosted, commerce) or a code (own back end, which returns its token). */
  requestPasswordReset(input: { email: string; resetUrl?: string }): Promise<PasswordResetRequest>;
  /** Own back end: checks the mailed code before the new password form (`hasEmailCodes`). */
  verifyPasswordResetCode(input: { token: string; otp: string }): Promise<void>;
  resetPassword(input: PasswordResetInput): Promise<void>;
  /** Needs `canChangePasswordWithOldPassword`. */
  changePassword(input: PasswordChangeInput): Promise<void>;
  /** Own back end: a social account without a password sets one (`hasEmailCodes`). */
  setPassword(input: { password: string }): Promise<void>;

  // --- account data ---------------------------------------------------------------------------
  /** Needs `canExportAccountData`. */
  exportAccountData(): Promise<void>;
  /** Needs `canDeleteAccount`. `password` null for a social account without one. */
  deleteAccount(input: { password: string | null }): Promise<void>;

  // --- access ---------------------------------------------------------------------------------
  /**
   * Whether the signed-in viewer may watch what an offer sells (seed 002 §4 "checked per media
   * offer for signed-in users"): hosted GET /items/{id}/access, commerce GET /entitlements/{offerId},
   * own back end GET /entitlements/{offerId}. False is an answer; a failed call throws.
   */
  checkEntitlement(offerId: string): Promise<boolean>;
  /**
   * A valid access token of the session (waiting while a refresh is under way), or null when
   * signed out: the payment client of the same platform speaks with it (seed 000 §7).
   */
  accessToken(): Promise<string | null>;

  // --- lists ----------------------------------------------------------------------------------
  /** Favorites and watch history kept with the account (seed 000 §7, 002 §7). */
  readonly watchLists: WatchListsBackend;
}

/** The profile half of an account service: the calls each back end's profile module makes. */
export type AccountProfileCalls = Pick<
  AccountService,
  | 'getUser'
  | 'updateUser'
  | 'updateEmail'
  | 'getPublisherConsents'
  | 'getCustomerConsents'
  | 'updateCustomerConsents'
  | 'getCaptureStatus'
  | 'updateCaptureAnswers'
  | 'getSportOptions'
  | 'updatePreferences'
  | 'exportAccountData'
  | 'deleteAccount'
  | 'checkEntitlement'
>;

/** Where a service keeps its session; read synchronously, shared by the tabs of one browser. */
export interface TokenStore {
  read(): AccountSession | null;
  write(session: AccountSession): void;
  clear(): void;
}

/**
 * What a service asks of the session layer before an authenticated call: a valid access token
 * (waiting while a refresh is under way) or null when signed out. `reportUnauthorized` tells it a
 * call was refused with the token it got (own back end 401 / 403); it resolves with a fresh
 * token to replay with, or rejects with `SessionExpiredError`.
 */
export interface SessionGate {
  accessToken(): Promise<string | null>;
  reportUnauthorized(rejectedToken: string): Promise<string>;
}

/** seed 000 §3, seed 001 §3 Subscription: what the account shows and the access rules read. */
export type SubscriptionStatus = 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';

export type Subscription = {
  subscriptionId: string;
  offerId: string;
  status: SubscriptionStatus;
  offerTitle: string;
  /** Seconds since the epoch (seed 001 §3). */
  expiresAt: number;
  /** month, year, day, week or granted (seed 001 §3). */
  period: string;
  nextPaymentPrice: number;
  nextPaymentCurrency: string;
  paymentMethod: string | null;
};
