/**
 * Accounts on the hosted video platform (seed 000 §7 "Hosted-platform accounts"): form-encoded
 * requests with a Bearer access token, an hour-long token refreshed with a rotating refresh
 * token. Failures carry the platform's generic messages of seed 000 §8; the server's own words
 * stay in `serverMessage` for the seed's mappings (login, register, passwords).
 */
import * as z from 'zod/mini';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import { bearer, formEncode, parseAnswer, platformFetch, send, type FetchLike } from '../account-http';
import {
  deleteErrorCode,
  fullNameOf,
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
  type Consent,
  type CustomerConsent,
  type SessionGate,
  type SignedIn,
  type SocialLoginUrl,
} from '../account.types';
import {
  createDirectGate,
  withSessionReplay,
  type AccountBackendBundle,
  type SessionDriver,
} from '../session-driver';
import { createTokenStore, sessionTypeSchema, type KeyValueStorage } from '../token-store';
import {
  favoritesSchema,
  historySchema,
  hostedAccountSchema,
  hostedAuthSchema,
  hostedErrorSchema,
  registerFieldsSchema,
  socialUrlsSchema,
  storedConsentsSchema,
  type HostedAccount,
} from './hosted.schemas';
import { HOSTED_NO_ACCESS_STATUSES, hostedItemAccessSchema } from '../entitlements.schemas';

/** seed 000 §9: the hosted-platform token key under the app prefix. */
export const HOSTED_TOKEN_STORAGE_KEY = 'jwapp.hosted_token';

/** seed 000 §6, "Hosted-platform mode" column. */
export const HOSTED_FEATURES: AccountFeatures = {
  canUpdateEmail: false,
  canSupportEmptyFullName: false,
  canRenewSubscription: false,
  canUpdatePaymentMethod: false,
  canChangePasswordWithOldPassword: true,
  canExportAccountData: true,
  canDeleteAccount: true,
  canShowReceipts: true,
  hasSocialURLs: true,
  hasNotifications: true,
  hasEmailCodes: false,
  hasSportPreferences: false,
};

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

/** The platform's own register fields that the app shows as its name fields. */
const NAME_FIELDS = new Set(['first_name', 'surname']);

const storedSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.catch(z.string(), ''),
  /** Seconds since the epoch, as the platform answers. */
  expires: z.number(),
  type: z.optional(sessionTypeSchema),
});

type Stored = z.infer<typeof storedSchema>;

export type HostedAccountOptions = {
  /** `env.hostedPlatformUrl`, e.g. '/hosted'. */
  baseUrl: string;
  /** `integrations.jwp.clientId` of the config. */
  clientId: string;
  storage: KeyValueStorage | null;
  fetch?: FetchLike;
  createGate?: (driver: SessionDriver) => SessionGate;
  now?: () => number;
};

type CallOptions = {
  form?: Record<string, unknown>;
  auth?: 'gate' | string;
  /** The generic message of seed 000 §8 this call fails with. */
  failure: string;
};

function toSession(
  auth: { access_token: string; refresh_token: string; expires: number },
  type: AccountSession['type'],
): AccountSession {
  return {
    type,
    accessToken: auth.access_token,
    refreshToken: auth.refresh_token,
    expiresAt: auth.expires * 1000,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function toHostedUser(account: HostedAccount): AccountUser {
  const firstName = text(account.metadata.first_name);
  const lastName = text(account.metadata.surname);
  const provider = account.social_apps_metadata
    .map((entry) => entry.provider)
    .find((p): p is 'google' | 'apple' => p === 'google' || p === 'apple');
  return {
    id: String(account.id),
    uuid: account.uuid ?? null,
    email: account.email,
    firstName,
    lastName,
    fullName: account.full_name.trim() || fullNameOf(firstName, lastName, account.email),
    country: text(account.metadata.country) || null,
    metadata: account.metadata,
    regDate: account.created_at ? new Date(account.created_at * 1000).toISOString() : null,
    lastUserIp: null,
    dob: account.date_of_birth ? new Date(account.date_of_birth * 1000).toISOString().slice(0, 10) : null,
    provider: provider ?? null,
    // Accounts made by social sign-in have no password of their own.
    hasPassword: !provider,
    isEmailConfirmed: true,
    preferences: null,
    sendEmailNotification: null,
  };
}

export function createHostedAccount(options: HostedAccountOptions): AccountBackendBundle {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? platformFetch;
  const now = options.now ?? Date.now;
  const store = createTokenStore<Stored>(options.storage, HOSTED_TOKEN_STORAGE_KEY, {
    schema: storedSchema,
    decode: (stored) => toSession(stored, stored.type ?? 'manual'),
    encode: (session) => ({
      access_token: session.accessToken,
      refresh_token: session.refreshToken,
      expires: Math.floor(session.expiresAt / 1000),
      type: session.type,
    }),
  });

  async function call(method: string, path: string, options: CallOptions): Promise<unknown> {
    // seed 001 §4: a call refused for its token is replayed once after a refresh.
    if (options.auth === 'gate')
      return withSessionReplay(gate, (token) => callWith(method, path, options, token));
    return callWith(method, path, options, options.auth ?? null);
  }

  async function callWith(
    method: string,
    path: string,
    { form, failure }: CallOptions,
    token: string | null,
  ): Promise<unknown> {
    const answer = await send(fetchImpl, `${base}${path}`, {
      method,
      headers: {
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...bearer(token),
      },
      ...(form ? { body: formEncode(form) } : {}),
    });
    if (!answer.ok) {
      const parsed = z.safeParse(hostedErrorSchema, answer.body);
      const serverMessage =
        (parsed.success ? parsed.data.message : undefined) ?? `Request failed with ${answer.status}`;
      const fieldErrors =
        parsed.success && parsed.data.errors && typeof parsed.data.errors === 'object'
          ? Object.values(parsed.data.errors as Record<string, unknown>).filter(
              (e): e is string => typeof e === 'string',
            )
          : [];
      throw new AccountError('server', failure, { status: answer.status, serverMessage, fieldErrors });
    }
    return answer.body;
  }

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
          fieldErrors: error.fieldErrors,
        });
      }
    }
    throw error;
  }

  async function fetchAccount(auth: 'gate' | string): Promise<HostedAccount> {
    const body = await call('GET', '/accounts', { auth, failure: HOSTED_MESSAGES.getUser });
    return parseAnswer(hostedAccountSchema, body, 'account');
  }

  async function putAccount(fields: Record<string, unknown>): Promise<HostedAccount> {
    const body = await call('PUT', '/accounts', {
      form: fields,
      auth: 'gate',
      failure: HOSTED_MESSAGES.updateUser,
    });
    return parseAnswer(hostedAccountSchema, body, 'account update');
  }

  const driver: SessionDriver = {
    store,
    channelName: HOSTED_TOKEN_STORAGE_KEY,
    async refresh(current) {
      // The platform's SDK refreshes on the first version of the route.
      const body = await call('POST', '/accounts/authenticate', {
        form: {
          client_id: options.clientId,
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
        },
        failure: HOSTED_MESSAGES.login,
      });
      return toSession(parseAnswer(hostedAuthSchema, body, 'refresh'), current.type);
    },
  };
  const gate = options.createGate ? options.createGate(driver) : createDirectGate(driver, now);

  const signedIn = (body: unknown, what: string): SignedIn => {
    const auth = parseAnswer(hostedAuthSchema, body, what);
    return { session: toSession(auth, 'manual'), user: toHostedUser(auth.account) };
  };

  const watchLists: WatchListsBackend = {
    kind: 'hosted',
    async loadFavorites() {
      const body = await call('GET', '/v2/accounts/media/favorites', {
        auth: 'gate',
        failure: 'Failed to get favorites',
      });
      return parseAnswer(favoritesSchema, body, 'favorites').collection.map((item): FavoriteEntry => ({
        mediaid: item.media_id,
      }));
    },
    async persistFavorites(_list, change) {
      const failure = 'Failed to update favorites';
      if (change.type === 'add') {
        await call('POST', '/v2/accounts/media/favorites', {
          form: { media_id: change.entry.mediaid },
          auth: 'gate',
          failure,
        });
      } else if (change.type === 'remove') {
        await call('DELETE', `/v2/accounts/media/favorites/${encodeURIComponent(change.mediaid)}`, {
          auth: 'gate',
          failure,
        });
      } else {
        const current = await watchLists.loadFavorites();
        for (const entry of current) {
          await call('DELETE', `/v2/accounts/media/favorites/${encodeURIComponent(entry.mediaid)}`, {
            auth: 'gate',
            failure,
          });
        }
      }
      return 'saved';
    },
    async loadHistory() {
      // seed 000 §7: the watch history is read with filter currently_watching.
      const body = await call('GET', '/v2/accounts/media/watch-history?filter=currently_watching', {
        auth: 'gate',
        failure: 'Failed to get watch history',
      });
      return parseAnswer(historySchema, body, 'watch history').collection.map((item): HistoryEntry => ({
        mediaid: item.media_id,
        progress: item.progress,
      }));
    },
    async persistHistory(_list, change) {
      const failure = 'Failed to update watch history';
      const save = (mediaid: string, progress: number) =>
        call('PATCH', '/v2/accounts/media/watch-history', {
          form: { media_id: mediaid, progress },
          auth: 'gate',
          failure,
        });
      if (change.type === 'save') {
        await save(change.entry.mediaid, change.entry.progress);
      } else {
        // The platform keeps no way to delete history: progress 0 drops an item from continue watching.
        for (const entry of await watchLists.loadHistory()) await save(entry.mediaid, 0);
      }
      return 'saved';
    },
  };

  const service: AccountService = {
    kind: 'hosted',
    features: HOSTED_FEATURES,
    watchLists,

    hasStoredSession: () => store.read() !== null,

    async login({ email, password, referrer }) {
      try {
        const body = await call('POST', '/v2/accounts/authenticate', {
          form: {
            client_id: options.clientId,
            grant_type: 'password',
            referrer: referrer ?? '',
            username: email,
            password,
          },
          failure: HOSTED_MESSAGES.login,
        });
        return signedIn(body, 'login');
      } catch (error) {
        remap(error, loginErrorCode);
      }
    },

    async register(input) {
      try {
        const names = normaliseNameUpdate(
          { firstName: input.firstName ?? '', lastName: input.lastName ?? '' },
          { firstName: '', lastName: '', email: input.email },
          HOSTED_FEATURES.canSupportEmptyFullName,
        );
        // The platform's register has no captcha field, so a captcha value is not sent (seed 001 §7).
        const body = await call('POST', '/accounts', {
          form: {
            full_name: names.fullName,
            username: input.email,
            password: input.password,
            password_confirmation: input.password,
            client_id: options.clientId,
            type: 'consumer',
            referrer: input.referrer ?? '',
            grant_type: 'password',
            metadata: {
              first_name: names.firstName ?? '',
              surname: names.lastName ?? '',
              ...consentFields(input.consents),
            },
          },
          failure: HOSTED_MESSAGES.register,
        });
        return { status: 'signed-in', ...signedIn(body, 'register') };
      } catch (error) {
        remap(error, registerErrorCode);
      }
    },

    async logout() {
      await call('GET', '/accounts/logout', { auth: 'gate', failure: HOSTED_MESSAGES.logout });
    },

    async completeSocialSignIn(tokens) {
      requireFeature(HOSTED_FEATURES, 'hasSocialURLs');
      const session: AccountSession = {
        type: 'social',
        accessToken: tokens.token,
        refreshToken: tokens.refreshToken,
        expiresAt: (tokens.expires ?? 0) * 1000,
      };
      const user = toHostedUser(await fetchAccount(session.accessToken));
      return { session, user, isNewUser: false };
    },

    async getSocialLoginUrls(redirect) {
      requireFeature(HOSTED_FEATURES, 'hasSocialURLs');
      const state = btoa(JSON.stringify({ client_id: options.clientId, redirect }));
      const body = await call('GET', `/accounts/social?state=${encodeURIComponent(state)}`, {
        failure: HOSTED_MESSAGES.socialUrls,
      });
      return parseAnswer(socialUrlsSchema, body, 'social urls').social_urls.flatMap((entry) =>
        Object.entries(entry)
          .filter(
            (pair): pair is [SocialLoginUrl['provider'], string] =>
              pair[0] === 'google' || pair[0] === 'apple',
          )
          .map(([provider, url]) => ({ provider, url })),
      );
    },

    async confirmEmail() {
      requireFeature(HOSTED_FEATURES, 'hasEmailCodes');
      throw new NotLoggedInError();
    },
    async resendEmailConfirmation() {
      requireFeature(HOSTED_FEATURES, 'hasEmailCodes');
    },

    async getUser() {
      try {
        return toHostedUser(await fetchAccount('gate'));
      } catch (error) {
        if (error instanceof AccountError && error.status === 401)
          throw new SessionExpiredError(undefined, error.serverMessage);
        throw error;
      }
    },

    async updateUser(update) {
      const current = await service.getUser();
      const names = normaliseNameUpdate(update, current, HOSTED_FEATURES.canSupportEmptyFullName);
      const metadata: Record<string, unknown> = { ...(update.metadata ?? {}) };
      if (names.firstName !== undefined) metadata.first_name = names.firstName;
      if (names.lastName !== undefined) metadata.surname = names.lastName;
      return toHostedUser(
        await putAccount({
          full_name: names.fullName,
          metadata,
          ...(update.dob ? { date_of_birth: update.dob } : {}),
        }),
      );
    },

    async updateEmail() {
      requireFeature(HOSTED_FEATURES, 'canUpdateEmail');
      throw new AccountError('email-update-unsupported', 'Email update not supported');
    },

    async getPublisherConsents() {
      const body = await call('GET', `/accounts/register-fields/${encodeURIComponent(options.clientId)}`, {
        failure: HOSTED_MESSAGES.publisherConsents,
      });
      return parseAnswer(registerFieldsSchema, body, 'register fields')
        .collection.filter((field) => !NAME_FIELDS.has(field.name))
        .map((field): Consent => ({
          name: field.name,
          version: '1',
          required: field.required,
          label: field.label,
          placeholder: field.placeholder,
          type: field.type,
          options: field.options,
          enabledByDefault: field.default_value === 'true',
          // Checkboxes are consents; every other field is a custom question.
          isCustomRegisterField: field.type !== 'checkbox',
          defaultValue: field.type === 'checkbox' ? null : (field.default_value ?? null) || null,
        }));
    },

    async getCustomerConsents() {
      try {
        const account = await fetchAccount('gate');
        return consentsOf(account.metadata);
      } catch (error) {
        if (error instanceof AccountError && error.code === 'server')
          throw new AccountError('server', HOSTED_MESSAGES.customerConsents, {
            status: error.status,
            serverMessage: error.serverMessage,
          });
        throw error;
      }
    },

    async updateCustomerConsents(consents) {
      const current = await service.getUser();
      const names = normaliseNameUpdate({}, current, HOSTED_FEATURES.canSupportEmptyFullName);
      try {
        const account = await putAccount({ full_name: names.fullName, metadata: consentFields(consents) });
        return consentsOf(account.metadata);
      } catch (error) {
        if (error instanceof AccountError && error.code === 'server')
          throw new AccountError('server', HOSTED_MESSAGES.updateConsents, {
            status: error.status,
            serverMessage: error.serverMessage,
          });
        throw error;
      }
    },

    // seed 000 §5: name capture is shown when first or last name is missing.
    async getCaptureStatus() {
      const user = await service.getUser();
      return {
        isCaptureEnabled: true,
        shouldCaptureBeDisplayed: !user.firstName || !user.lastName,
        settings: [
          {
            key: 'firstNameLastName',
            question: null,
            enabled: true,
            required: true,
            answer: { firstName: user.firstName || null, lastName: user.lastName || null },
            options: null,
          },
        ],
      };
    },

    async updateCaptureAnswers(answers) {
      return service.updateUser({
        ...(answers.firstName !== undefined ? { firstName: answers.firstName } : {}),
        ...(answers.lastName !== undefined ? { lastName: answers.lastName } : {}),
        ...(answers.birthDate ? { dob: answers.birthDate } : {}),
      });
    },

    async getSportOptions() {
      requireFeature(HOSTED_FEATURES, 'hasSportPreferences');
      return [];
    },
    async updatePreferences() {
      requireFeature(HOSTED_FEATURES, 'hasSportPreferences');
      return { id: '', sports: [] };
    },

    async requestPasswordReset({ email }) {
      try {
        await call('POST', '/accounts/forgot-password', {
          form: { email, merchant_uuid: options.clientId, branding_id: 0 },
          failure: HOSTED_MESSAGES.resetPassword,
        });
        return { token: null };
      } catch (error) {
        remap(error, passwordErrorCode);
      }
    },

    async verifyPasswordResetCode() {
      requireFeature(HOSTED_FEATURES, 'hasEmailCodes');
    },

    async resetPassword({ token, password, passwordConfirmation }) {
      try {
        await call('PUT', `/accounts/forgot-password/${encodeURIComponent(token)}`, {
          form: { password, password_confirmation: passwordConfirmation, branding_id: 0 },
          failure: HOSTED_MESSAGES.resetPassword,
        });
      } catch (error) {
        remap(error, passwordErrorCode);
      }
    },

    async changePassword({ oldPassword, newPassword, newPasswordConfirmation }) {
      requireFeature(HOSTED_FEATURES, 'canChangePasswordWithOldPassword');
      try {
        await call('POST', '/accounts/change-password', {
          form: {
            old_password: oldPassword,
            password: newPassword,
            password_confirmation: newPasswordConfirmation,
          },
          auth: 'gate',
          failure: HOSTED_MESSAGES.changePassword,
        });
      } catch (error) {
        remap(error, passwordErrorCode);
      }
    },

    async setPassword() {
      requireFeature(HOSTED_FEATURES, 'hasEmailCodes');
    },

    async exportAccountData() {
      requireFeature(HOSTED_FEATURES, 'canExportAccountData');
      await call('POST', '/accounts/export', { auth: 'gate', form: {}, failure: HOSTED_MESSAGES.export });
    },

    async deleteAccount({ password }) {
      requireFeature(HOSTED_FEATURES, 'canDeleteAccount');
      try {
        await call('DELETE', '/accounts/erase', {
          form: { ...(password ? { password } : {}), branding_id: 0 },
          auth: 'gate',
          failure: 'Failed to delete account',
        });
      } catch (error) {
        remap(error, (message) => ({ code: deleteErrorCode(message), field: null }));
      }
    },

    accessToken: () => gate.accessToken(),

    async checkEntitlement(offerId) {
      let body: unknown;
      try {
        body = await call('GET', `/items/${encodeURIComponent(offerId)}/access`, {
          auth: 'gate',
          failure: HOSTED_MESSAGES.itemAccess,
        });
      } catch (error) {
        if (error instanceof AccountError && HOSTED_NO_ACCESS_STATUSES.includes(error.status ?? 0))
          return false;
        throw error;
      }
      const { expires_at: expiresAt } = parseAnswer(hostedItemAccessSchema, body, 'item access');
      return expiresAt === 0 || expiresAt * 1000 > now();
    },
  };

  return { service, session: driver };
}

/** Consents as the platform keeps them: each by name, and the list as JSON under `consents`. */
function consentFields(consents: readonly CustomerConsent[]): Record<string, string> {
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

function consentsOf(metadata: Record<string, unknown>): CustomerConsent[] {
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
