/**
 * Accounts on the subscription-commerce platform (seed 000 §7 "Commerce platform"): JSON with a
 * Bearer JWT, every answer in `{ responseData, errors }`. The session is kept under the app's
 * `auth` key (seed 000 §9) and refreshed by the commerce-session machine; favorites and history
 * live in the customer's `externalData`.
 */
import * as z from 'zod/mini';
import {
  storedFavoritesSchema,
  storedHistorySchema,
  toFavoriteEntry,
  toHistoryEntry,
} from '../../watch-lists/watch-lists.schemas';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import {
  bearer,
  jwtExpiresAt,
  jwtPayload,
  parseAnswer,
  platformFetch,
  send,
  type FetchLike,
} from '../account-http';
import {
  loginErrorCode,
  normaliseNameUpdate,
  passwordErrorCode,
  registerErrorCode,
  requireFeature,
} from '../account-rules';
import {
  AccountError,
  NotLoggedInError,
  SessionExpiredError,
  type AccountErrorCode,
  type AccountErrorField,
  type AccountFeatures,
  type AccountService,
  type AccountSession,
  type AccountUser,
  type CaptureStatus,
  type Consent,
  type CustomerConsent,
  type SessionGate,
  type SignedIn,
} from '../account.types';
import {
  createDirectGate,
  withSessionReplay,
  type AccountBackendBundle,
  type SessionDriver,
} from '../session-driver';
import { createTokenStore, sessionTypeSchema, type KeyValueStorage } from '../token-store';
import {
  captureStatusSchema,
  commerceTokensSchema,
  customerConsentsSchema,
  customerSchema,
  envelopeSchema,
  localesSchema,
  publisherConsentsSchema,
  type CommerceCustomer,
  type CommerceLocales,
} from './commerce.schemas';
import { accessGrantedSchema } from '../entitlements.schemas';

/** seed 000 §9: the commerce auth key 'auth' under the app prefix. */
export const COMMERCE_AUTH_STORAGE_KEY = 'jwapp.auth';

/** seed 000 §6, "Commerce mode" column. */
export const COMMERCE_FEATURES: AccountFeatures = {
  canUpdateEmail: true,
  canSupportEmptyFullName: true,
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
  canChangePasswordWithOldPassword: false,
  canExportAccountData: false,
  canDeleteAccount: false,
  canShowReceipts: false,
  hasSocialURLs: false,
  hasNotifications: false,
  hasEmailCodes: false,
  hasSportPreferences: false,
};

/** What the platform's clients store: the JWT, the refresh token and the customer token. */
const storedSchema = z.looseObject({
  jwt: z.string(),
  refreshToken: z.string(),
  customerToken: z.optional(z.nullable(z.string())),
  type: z.optional(sessionTypeSchema),
});

type Stored = z.infer<typeof storedSchema>;

function toSession(
  tokens: { jwt: string; refreshToken: string },
  type: AccountSession['type'] = 'manual',
): AccountSession {
  // A JWT without `exp` is treated as already expired, so the first call refreshes it.
  return {
    type,
    accessToken: tokens.jwt,
    refreshToken: tokens.refreshToken,
    expiresAt: jwtExpiresAt(tokens.jwt) ?? 0,
  };
}

export type CommerceAccountOptions = {
  /** `env.commerceUrl`, e.g. '/commerce'. */
  baseUrl: string;
  /** `integrations.cleeng.id` of the config. */
  publisherId: string;
  storage: KeyValueStorage | null;
  fetch?: FetchLike;
  /** The session layer; without one a direct gate refreshes inline (tests). */
  createGate?: (driver: SessionDriver) => SessionGate;
  now?: () => number;
};

type CallOptions = {
  body?: unknown;
  /** `gate`: a valid session is needed; a string: use this token (just signed in). */
  auth?: 'gate' | string;
};

export function createCommerceAccount(options: CommerceAccountOptions): AccountBackendBundle {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? platformFetch;
  const now = options.now ?? Date.now;
  const store = createTokenStore<Stored>(options.storage, COMMERCE_AUTH_STORAGE_KEY, {
    schema: storedSchema,
    decode: (stored) => toSession(stored, stored.type ?? 'manual'),
    encode: (session) => ({
      jwt: session.accessToken,
      refreshToken: session.refreshToken,
      type: session.type,
    }),
  });

  /** One call: the envelope's first error (or the status) becomes an AccountError with the server's words. */
  async function call(method: string, path: string, options: CallOptions = {}): Promise<unknown> {
    // seed 001 §4: a call refused for its token is replayed once after a refresh.
    if (options.auth === 'gate')
      return withSessionReplay(gate, (token) => callWith(method, path, options.body, token));
    return callWith(method, path, options.body, options.auth ?? null);
  }

  async function callWith(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<unknown> {
    const answer = await send(fetchImpl, `${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = z.safeParse(envelopeSchema, answer.body);
    const firstError = envelope.success
      ? envelope.data.errors.find((e): e is string => typeof e === 'string')
      : undefined;
    if (!answer.ok || firstError) {
      const message = firstError ?? `Request failed with ${answer.status}`;
      throw new AccountError('server', message, { status: answer.status, serverMessage: message });
    }
    if (!envelope.success)
      throw new AccountError('server', `The ${path} answer is not the platform's envelope`, {
        status: answer.status,
      });
    return envelope.data.responseData;
  }

  /** Re-labels a failed call with the seed's mapping, keeping the server's words. */
  function remap(
    error: unknown,
    map: (message: string | null) => { code: AccountErrorCode; field: AccountErrorField | null } | null,
  ): never {
    if (error instanceof AccountError && error.code === 'server') {
      const mapped = map(error.serverMessage);
      if (mapped) {
        throw new AccountError(mapped.code, error.message, {
          field: mapped.field,
          status: error.status,
          serverMessage: error.serverMessage,
        });
      }
    }
    throw error;
  }

  const customerIdOf = (token: string): string => {
    const id = jwtPayload(token)?.customerId;
    if (typeof id !== 'string' && typeof id !== 'number')
      throw new SessionExpiredError(undefined, 'Invalid JWT token');
    return String(id);
  };

  async function currentCustomerId(): Promise<{ token: string; id: string }> {
    const token = await gate.accessToken();
    if (!token) throw new NotLoggedInError();
    return { token, id: customerIdOf(token) };
  }

  let locales: Promise<CommerceLocales> | null = null;
  /** GET /locales: the viewer's country, currency, locale and IP, read once per page. */
  function getLocales(): Promise<CommerceLocales> {
    locales ??= call('GET', '/locales').then((data) => parseAnswer(localesSchema, data, 'locales'));
    locales.catch(() => {
      locales = null;
    });
    return locales;
  }

  function toUser(customer: CommerceCustomer): AccountUser {
    const firstName = (customer.firstName ?? '').trim();
    const lastName = (customer.lastName ?? '').trim();
    return {
      id: String(customer.id),
      uuid: null,
      email: customer.email,
      firstName,
      lastName,
      fullName: [firstName, lastName].filter(Boolean).join(' ') || customer.email,
      country: customer.country || null,
      metadata: customer.externalData ?? customer.metadata ?? {},
      regDate: customer.regDate || null,
      lastUserIp: customer.lastUserIp || null,
      dob: null,
      provider: null,
      hasPassword: true,
      isEmailConfirmed: true,
      preferences: null,
      sendEmailNotification: null,
    };
  }

  async function fetchCustomer(token: string): Promise<CommerceCustomer> {
    const data = await call('GET', `/customers/${encodeURIComponent(customerIdOf(token))}`, { auth: token });
    return parseAnswer(customerSchema, data, 'customer');
  }

  async function patchCustomer(body: Record<string, unknown>): Promise<CommerceCustomer> {
    const { id } = await currentCustomerId();
    const data = await call('PATCH', `/customers/${encodeURIComponent(id)}`, { body, auth: 'gate' });
    return parseAnswer(customerSchema, data, 'customer update');
  }

  async function signedIn(tokens: unknown, what: string): Promise<SignedIn> {
    const session = toSession(parseAnswer(commerceTokensSchema, tokens, what));
    const user = toUser(await fetchCustomer(session.accessToken));
    return { session, user };
  }

  async function putConsents(token: string, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
    const id = customerIdOf(token);
    const data = await call('PUT', `/customers/${encodeURIComponent(id)}/consents`, {
      auth: token,
      body: { id, consents: consents.map(({ name, version, state }) => ({ name, version, state })) },
    });
    return parseAnswer(customerConsentsSchema, data, 'customer consents').consents.map(toCustomerConsent);
  }

  const driver: SessionDriver = {
    store,
    channelName: COMMERCE_AUTH_STORAGE_KEY,
    async refresh(current) {
      const data = await call('POST', '/auths/refresh_token', {
        body: { refreshToken: current.refreshToken },
      });
      return toSession(parseAnswer(commerceTokensSchema, data, 'refresh'), current.type);
    },
  };
  const gate = options.createGate ? options.createGate(driver) : createDirectGate(driver, now);

  async function readLists(): Promise<Record<string, unknown>> {
    const customer = await withSessionReplay(gate, fetchCustomer);
    return customer.externalData ?? customer.metadata ?? {};
  }

  const watchLists: WatchListsBackend = {
    kind: 'commerce',
    async loadFavorites() {
      const parsed = z.safeParse(storedFavoritesSchema, (await readLists()).favorites ?? []);
      return parsed.success ? parsed.data.map(toFavoriteEntry) : [];
    },
    async persistFavorites(list: readonly FavoriteEntry[]) {
      await patchCustomer({ externalData: { favorites: list } });
      return 'saved';
    },
    async loadHistory() {
      const parsed = z.safeParse(storedHistorySchema, (await readLists()).history ?? []);
      return parsed.success ? parsed.data.map(toHistoryEntry) : [];
    },
    async persistHistory(list: readonly HistoryEntry[]) {
      await patchCustomer({ externalData: { history: list } });
      return 'saved';
    },
  };

  const service: AccountService = {
    kind: 'commerce',
    features: COMMERCE_FEATURES,
    watchLists,

    hasStoredSession: () => store.read() !== null,

    async login({ email, password }) {
      try {
        const { ipAddress } = await getLocales().catch(() => ({ ipAddress: undefined }));
        const tokens = await call('POST', '/auths', {
          body: { email, password, publisherId: options.publisherId, customerIP: ipAddress ?? '' },
        });
        return await signedIn(tokens, 'login');
      } catch (error) {
        remap(error, loginErrorCode);
      }
    },

    async register(input) {
      try {
        const locale = await getLocales();
        const names = normaliseNameUpdate(
          { firstName: input.firstName ?? '', lastName: input.lastName ?? '' },
          { firstName: '', lastName: '', email: input.email },
          true,
        );
        const tokens = await call('POST', '/customers', {
          body: {
            email: input.email,
            password: input.password,
            publisherId: options.publisherId,
            locale: locale.locale,
            country: locale.country,
            currency: locale.currency,
            customerIP: locale.ipAddress ?? '',
            ...(names.firstName ? { firstName: names.firstName } : {}),
            ...(names.lastName ? { lastName: names.lastName } : {}),
            // seed 001 §7 register: the captcha value, which the platform verifies with the provider.
            ...(input.captchaValue ? { captchaValue: input.captchaValue } : {}),
          },
        });
        const session = toSession(parseAnswer(commerceTokensSchema, tokens, 'register'));
        const consents = input.consents.filter((c) => c.name !== '');
        if (consents.length > 0) await putConsents(session.accessToken, consents);
        const user = toUser(await fetchCustomer(session.accessToken));
        return { status: 'signed-in', session, user };
      } catch (error) {
        remap(error, registerErrorCode);
      }
    },

    // The platform has no sign-out call: ending the session is forgetting its tokens.
    async logout() {},

    async completeSocialSignIn() {
      requireFeature(COMMERCE_FEATURES, 'hasSocialURLs');
      throw new NotLoggedInError();
    },
    async getSocialLoginUrls() {
      requireFeature(COMMERCE_FEATURES, 'hasSocialURLs');
      return [];
    },
    async confirmEmail() {
      requireFeature(COMMERCE_FEATURES, 'hasEmailCodes');
      throw new NotLoggedInError();
    },
    async resendEmailConfirmation() {
      requireFeature(COMMERCE_FEATURES, 'hasEmailCodes');
    },

    async getUser() {
      try {
        return toUser(await withSessionReplay(gate, fetchCustomer));
      } catch (error) {
        // seed 000 §8: 'Invalid JWT token' while loading the user logs out.
        if (error instanceof AccountError && error.serverMessage?.includes('Invalid JWT token'))
          throw new SessionExpiredError(undefined, error.serverMessage);
        throw error;
      }
    },

    async updateUser(update) {
      const current = await service.getUser();
      const names = normaliseNameUpdate(update, current, COMMERCE_FEATURES.canSupportEmptyFullName);
      const body: Record<string, unknown> = {};
      if (names.firstName !== undefined) body.firstName = names.firstName;
      if (names.lastName !== undefined) body.lastName = names.lastName;
      if (update.metadata) body.externalData = update.metadata;
      return toUser(await patchCustomer(body));
    },

    async updateEmail({ email, confirmationPassword }) {
      requireFeature(COMMERCE_FEATURES, 'canUpdateEmail');
      try {
        return toUser(await patchCustomer({ email, confirmationPassword }));
      } catch (error) {
        remap(error, (message) =>
          message?.includes('confirmationPassword')
            ? { code: 'invalid-credentials', field: 'confirmationPassword' }
            : message?.includes('customer already exists')
              ? { code: 'user-exists', field: 'email' }
              : message?.includes('invalid param email')
                ? { code: 'invalid-email', field: 'email' }
                : null,
        );
      }
    },

    async getPublisherConsents() {
      const data = await call('GET', `/publishers/${encodeURIComponent(options.publisherId)}/consents`);
      return parseAnswer(publisherConsentsSchema, data, 'publisher consents').consents.map(
        (consent): Consent => ({
          name: consent.name,
          version: consent.version,
          required: consent.required,
          label: consent.label,
          placeholder: consent.placeholder,
          type: 'checkbox',
          options: {},
          enabledByDefault: consent.enabledByDefault,
          isCustomRegisterField: false,
          defaultValue: null,
        }),
      );
    },

    async getCustomerConsents() {
      const { id } = await currentCustomerId();
      const data = await call('GET', `/customers/${encodeURIComponent(id)}/consents`, { auth: 'gate' });
      return parseAnswer(customerConsentsSchema, data, 'customer consents').consents.map(toCustomerConsent);
    },

    async updateCustomerConsents(consents) {
      return withSessionReplay(gate, (token) => putConsents(token, consents));
    },

    async getCaptureStatus() {
      const { id } = await currentCustomerId();
      const data = await call('GET', `/customers/${encodeURIComponent(id)}/capture`, { auth: 'gate' });
      return toCaptureStatus(parseAnswer(captureStatusSchema, data, 'capture status'));
    },

    async updateCaptureAnswers(answers) {
      const { id } = await currentCustomerId();
      await call('PUT', `/customers/${encodeURIComponent(id)}/capture`, { auth: 'gate', body: answers });
      return service.getUser();
    },

    async getSportOptions() {
      requireFeature(COMMERCE_FEATURES, 'hasSportPreferences');
      return [];
    },
    async updatePreferences() {
      requireFeature(COMMERCE_FEATURES, 'hasSportPreferences');
      return { id: '', sports: [] };
    },

    async requestPasswordReset({ email, resetUrl }) {
      try {
        await call('PUT', '/customers/passwords', {
          body: { customerEmail: email, publisherId: options.publisherId, ...(resetUrl ? { resetUrl } : {}) },
        });
        return { token: null };
      } catch (error) {
        remap(error, passwordErrorCode);
      }
    },

    async verifyPasswordResetCode() {
      requireFeature(COMMERCE_FEATURES, 'hasEmailCodes');
    },

    async resetPassword({ email, token, password }) {
      try {
        await call('PATCH', '/customers/passwords', {
          body: { customerEmail: email, resetPasswordToken: token, newPassword: password },
        });
      } catch (error) {
        remap(error, passwordErrorCode);
      }
    },

    async changePassword() {
      requireFeature(COMMERCE_FEATURES, 'canChangePasswordWithOldPassword');
    },
    async setPassword() {
      requireFeature(COMMERCE_FEATURES, 'hasEmailCodes');
    },
    async exportAccountData() {
      requireFeature(COMMERCE_FEATURES, 'canExportAccountData');
    },
    async deleteAccount() {
      requireFeature(COMMERCE_FEATURES, 'canDeleteAccount');
    },

    accessToken: () => gate.accessToken(),

    async checkEntitlement(offerId) {
      const data = await call('GET', `/entitlements/${encodeURIComponent(offerId)}`, { auth: 'gate' });
      return parseAnswer(accessGrantedSchema, data, 'entitlement').accessGranted;
    },
  };

  return { service, session: driver };
}

function toCustomerConsent(
  consent: z.infer<typeof customerConsentsSchema>['consents'][number],
): CustomerConsent {
  return { name: consent.name, version: consent.version, state: consent.state, value: null };
}

function toCaptureStatus(status: z.infer<typeof captureStatusSchema>): CaptureStatus {
  return {
    isCaptureEnabled: status.isCaptureEnabled,
    shouldCaptureBeDisplayed: status.shouldCaptureBeDisplayed,
    settings: status.settings.map((setting) => ({
      key: setting.key,
      question: setting.question ?? null,
      enabled: setting.enabled,
      required: setting.required,
      answer: setting.answer ?? null,
      // The platform names the `value:label;...` string `value`; the seed calls it options.
      options: setting.options ?? setting.value ?? null,
    })),
  };
}
