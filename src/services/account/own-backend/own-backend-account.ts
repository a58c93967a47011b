/**
 * Accounts on the event site's own back end (seed 001 §7, seed 002 §7): JSON with a Bearer jwt,
 * e-mail confirmation and password reset by six-digit codes, social sign-in, sport preferences,
 * favorites and watch history. The session is persisted under `auth-storage` (seed 001 §3) and
 * renewed by the backend-session machine when a call is refused (seed 001 §4).
 */
import * as z from 'zod/mini';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import { jwtExpiresAt, parseAnswer, platformFetch, type FetchLike } from '../account-http';
import { normaliseNameUpdate, requireFeature } from '../account-rules';
import {
  AccountError,
  type AccountErrorCode,
  type AccountErrorField,
  type AccountFeatures,
  type AccountService,
  type AccountSession,
  type AccountUser,
  type SessionGate,
  type SessionType,
  type SignedIn,
} from '../account.types';
import { createDirectGate, type AccountBackendBundle, type SessionDriver } from '../session-driver';
import { createTokenStore, sessionTypeSchema, type KeyValueStorage } from '../token-store';
import { createOwnBackendFetch } from './own-backend-fetch';
import {
  consentListSchema,
  createUserSchema,
  favoritesSchema,
  historySchema,
  type ownAuthSchema,
  ownUserSchema,
  preferencesSchema,
  resetRequestSchema,
  signedInSchema,
  sportOptionsSchema,
  type OwnUser,
} from './own-backend.schemas';
import { accessGrantedEnvelopeSchema } from '../entitlements.schemas';

/** seed 001 §3: the auth state is persisted in local storage under auth-storage. */
export const OWN_AUTH_STORAGE_KEY = 'auth-storage';

/**
 * The own back end's abilities. Not in seed 000 §6's table: e-mail change and data export have
 * no call (seed 002 §7); payments run on the commerce platform, so the payment flags are its.
 */
export const OWN_BACKEND_FEATURES: AccountFeatures = {
  canUpdateEmail: false,
  canSupportEmptyFullName: true,
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
  canChangePasswordWithOldPassword: true,
  canExportAccountData: false,
  canDeleteAccount: true,
  canShowReceipts: false,
  hasSocialURLs: true,
  hasNotifications: true,
  hasEmailCodes: true,
  hasSportPreferences: true,
};

/** seed 002 §7: login sends referrer "1". */
const LOGIN_REFERRER = '1';

const storedSchema = z.looseObject({
  type: sessionTypeSchema,
  jwt: z.string(),
  refreshToken: z.string(),
  expiresIn: z.catch(z.optional(z.number()), undefined),
  expiresAt: z.number(),
});

type Stored = z.infer<typeof storedSchema>;

export type OwnBackendAccountOptions = {
  /** `env.backendUrl`; '' is the app's own origin. */
  baseUrl: string;
  storage: KeyValueStorage | null;
  fetch?: FetchLike;
  createGate?: (driver: SessionDriver) => SessionGate;
  now?: () => number;
  /** Where the hosted auth client's provider pages live (seed 002 §7 social sign-in). */
  socialAuthUrl?: string;
};

function toSession(auth: z.infer<typeof ownAuthSchema>, type: SessionType, now: number): AccountSession {
  const expiresAt = auth.expiresAt ?? jwtExpiresAt(auth.jwt) ?? now + (auth.expiresIn ?? 0) * 1000;
  return { type, accessToken: auth.jwt, refreshToken: auth.refreshToken, expiresAt };
}

export function toOwnUser(user: OwnUser): AccountUser {
  const firstName = (user.firstName ?? '').trim();
  const lastName = (user.lastName ?? '').trim();
  return {
    id: String(user.id),
    uuid: user.uuid ?? null,
    email: user.email,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || user.email,
    country: user.country ?? null,
    metadata: user.metadata,
    regDate: null,
    lastUserIp: null,
    dob: user.dob ?? null,
    provider: user.provider ?? null,
    hasPassword: user.isPasswordSet ?? user.metadata.has_password !== false,
    isEmailConfirmed: user.isEmailConfirmed ?? true,
    preferences: user.preferences
      ? { id: user.preferences._id ?? '', sports: user.preferences.sports }
      : null,
    sendEmailNotification: user.sendEmailNotification ?? null,
  };
}

const matches = (message: string | null | undefined, needle: string) =>
  (message ?? '').toLowerCase().includes(needle.toLowerCase());

/** Server messages of seed 002 §8 / the stand-in README that forms show on a field. */
function ownErrorCode(
  error: AccountError,
): { code: AccountErrorCode; field: AccountErrorField | null } | null {
  const m = error.message;
  if (error.status === 409 || matches(m, 'already exists')) return { code: 'user-exists', field: 'email' };
  if (matches(m, 'valid email')) return { code: 'invalid-email', field: 'email' };
  if (matches(m, 'password must be')) return { code: 'invalid-password', field: 'password' };
  if (matches(m, 'old password is incorrect')) return { code: 'old-password-mismatch', field: 'password' };
  if (matches(m, 'incorrect password')) return { code: 'invalid-credentials', field: 'password' };
  if (matches(m, 'reset token')) return { code: 'invalid-reset-token', field: null };
  if (matches(m, 'otp')) return { code: 'server', field: 'otp' };
  return null;
}

export function createOwnBackendAccount(options: OwnBackendAccountOptions): AccountBackendBundle {
  const fetchImpl = options.fetch ?? platformFetch;
  const now = options.now ?? Date.now;
  const socialBase = (options.socialAuthUrl ?? '/__stack/social').replace(/\/+$/, '');
  const store = createTokenStore<Stored>(options.storage, OWN_AUTH_STORAGE_KEY, {
    schema: storedSchema,
    decode: (stored) => ({
      type: stored.type,
      accessToken: stored.jwt,
      refreshToken: stored.refreshToken,
      expiresAt: stored.expiresAt,
    }),
    encode: (session) => ({
      type: session.type,
      jwt: session.accessToken,
      refreshToken: session.refreshToken,
      expiresIn: Math.max(0, Math.round((session.expiresAt - now()) / 1000)),
      expiresAt: session.expiresAt,
    }),
  });

  const driver: SessionDriver = {
    store,
    channelName: OWN_AUTH_STORAGE_KEY,
    async refresh(current) {
      // seed 001 §7: GET /auth/refresh-token with the refresh token as Bearer -> auth and user.
      const body = await request('/auth/refresh-token', { auth: { token: current.refreshToken } });
      return toSession(parseAnswer(signedInSchema, body, 'refresh').auth, current.type, now());
    },
  };
  const gate = options.createGate ? options.createGate(driver) : createDirectGate(driver, now);
  const request = createOwnBackendFetch({ baseUrl: options.baseUrl, fetch: fetchImpl, gate: () => gate });

  /** Labels a failure with the code its message stands for; the message stays the server's. */
  async function mapped<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AccountError && error.code === 'server') {
        const code = ownErrorCode(error);
        if (code)
          throw new AccountError(code.code, error.message, {
            field: code.field,
            status: error.status,
            serverMessage: error.serverMessage,
            fieldErrors: error.fieldErrors,
          });
      }
      throw error;
    }
  }

  /** The last user the back end answered with: consents live in its metadata, so no second call. */
  let lastUser: AccountUser | null = null;

  const signedIn = (body: unknown, what: string, type: SessionType = 'manual'): SignedIn => {
    const parsed = parseAnswer(signedInSchema, body, what);
    lastUser = toOwnUser(parsed.user);
    return { session: toSession(parsed.auth, type, now()), user: lastUser };
  };

  const user = (body: unknown, what: string) => {
    lastUser = toOwnUser(parseAnswer(ownUserSchema, body, what));
    return lastUser;
  };

  const watchLists: WatchListsBackend = {
    kind: 'own-backend',
    async loadFavorites() {
      const body = await request('/favorite');
      return parseAnswer(favoritesSchema, body, 'favorites').map((item): FavoriteEntry => ({
        mediaid: item.mediaid,
      }));
    },
    async persistFavorites(_list, change) {
      if (change.type === 'add') {
        await request('/favorite', { method: 'POST', body: { mediaid: change.entry.mediaid } });
      } else if (change.type === 'remove') {
        await request(`/favorite/${encodeURIComponent(change.mediaid)}`, { method: 'DELETE' });
      } else {
        for (const entry of await watchLists.loadFavorites()) {
          await request(`/favorite/${encodeURIComponent(entry.mediaid)}`, { method: 'DELETE' });
        }
      }
      return 'saved';
    },
    async loadHistory() {
      const body = await request('/watch-history');
      return parseAnswer(historySchema, body, 'watch history').map((item): HistoryEntry => ({
        mediaid: item.mediaid,
        progress: item.progress,
      }));
    },
    async persistHistory(_list, change) {
      if (change.type === 'save') {
        await request('/watch-history', {
          method: 'POST',
          body: { mediaid: change.entry.mediaid, progress: change.entry.progress },
        });
      } else {
        // No delete call exists: progress 0 takes an item out of continue watching.
        for (const entry of await watchLists.loadHistory()) {
          await request('/watch-history', { method: 'POST', body: { mediaid: entry.mediaid, progress: 0 } });
        }
      }
      return 'saved';
    },
  };

  const service: AccountService = {
    kind: 'own-backend',
    features: OWN_BACKEND_FEATURES,
    watchLists,

    hasStoredSession: () => store.read() !== null,

    login: ({ email, password }) =>
      mapped(async () => {
        try {
          const body = await request('/auth/login', {
            method: 'POST',
            body: { email, password, referrer: LOGIN_REFERRER },
            auth: 'skip',
          });
          return signedIn(body, 'login');
        } catch (error) {
          // seed 002 §8: the server's message is shown on a failed login.
          if (error instanceof AccountError && error.code === 'server' && error.status === 401)
            throw new AccountError('wrong-combination', error.message, {
              status: 401,
              serverMessage: error.serverMessage,
            });
          throw error;
        }
      }),

    register: (input) =>
      mapped(async () => {
        const names = normaliseNameUpdate(
          { firstName: input.firstName ?? '', lastName: input.lastName ?? '' },
          { firstName: '', lastName: '', email: input.email },
          true,
        );
        await request('/auth/register', {
          method: 'POST',
          auth: 'skip',
          body: {
            firstName: names.firstName ?? '',
            lastName: names.lastName ?? '',
            email: input.email,
            password: input.password,
            ...(input.dob ? { dob: input.dob } : {}),
            ...(input.consents.length
              ? { consents: input.consents.map(({ name, version, state }) => ({ name, version, state })) }
              : {}),
          },
        });
        // seed 002 §4: registration success goes to /verify-otp.
        return { status: 'confirm-email', email: input.email };
      }),

    async logout() {
      lastUser = null;
      if (!store.read()) return;
      await request('/auth/logout', { method: 'POST' });
    },

    completeSocialSignIn: (tokens) =>
      mapped(async () => {
        const session: AccountSession = {
          type: 'social',
          accessToken: tokens.token,
          refreshToken: tokens.refreshToken,
          expiresAt: tokens.expires ? tokens.expires * 1000 : (jwtExpiresAt(tokens.token) ?? now()),
        };
        const body = await request('/auth/create-user', {
          method: 'POST',
          auth: { token: session.accessToken },
        });
        const created = parseAnswer(createUserSchema, body, 'create user');
        return { session, user: toOwnUser(created.user), isNewUser: created.isNewUser };
      }),

    async getSocialLoginUrls(redirect) {
      requireFeature(OWN_BACKEND_FEATURES, 'hasSocialURLs');
      const link = (provider: 'google' | 'apple') =>
        `${socialBase}/${provider}?platform=own&redirect=${encodeURIComponent(redirect)}`;
      return [
        { provider: 'google', url: link('google') },
        { provider: 'apple', url: link('apple') },
      ];
    },

    confirmEmail: ({ email, otp }) =>
      mapped(async () =>
        signedIn(
          await request('/auth/confirm-email', { method: 'POST', auth: 'skip', body: { otp, email } }),
          'confirm email',
        ),
      ),

    resendEmailConfirmation: ({ email }) =>
      mapped(async () => {
        await request('/auth/resend-email-confirmation', { method: 'POST', auth: 'skip', body: { email } });
      }),

    // seed 002 §7: GET /auth/user is never cached.
    getUser: async () => user(await request('/auth/user'), 'user'),

    updateUser: (update) =>
      mapped(async () => {
        const current = user(await request('/auth/user'), 'user');
        const names = normaliseNameUpdate(update, current, OWN_BACKEND_FEATURES.canSupportEmptyFullName);
        const body: Record<string, unknown> = {};
        if (names.firstName !== undefined) body.firstName = names.firstName;
        if (names.lastName !== undefined) body.lastName = names.lastName;
        if (update.dob !== undefined) body.dob = update.dob;
        if (update.metadata) body.metadata = update.metadata;
        if (update.sendEmailNotification !== undefined)
          body.sendEmailNotification = update.sendEmailNotification;
        return user(await request('/auth/user', { method: 'PATCH', body }), 'user update');
      }),

    async updateEmail() {
      requireFeature(OWN_BACKEND_FEATURES, 'canUpdateEmail');
      throw new AccountError('email-update-unsupported', 'Email update not supported');
    },

    // The back end has no publisher consents: registration keeps what the form sends in metadata.
    getPublisherConsents: async () => [],

    async getCustomerConsents() {
      const current = lastUser ?? (await service.getUser());
      const parsed = z.safeParse(consentListSchema, current.metadata.consents ?? []);
      return parsed.success
        ? parsed.data.map(({ name, version, state }) => ({ name, version, state, value: null }))
        : [];
    },

    async updateCustomerConsents(consents) {
      const updated = await service.updateUser({
        metadata: { consents: consents.map(({ name, version, state }) => ({ name, version, state })) },
      });
      const parsed = z.safeParse(consentListSchema, updated.metadata.consents ?? []);
      return parsed.success
        ? parsed.data.map(({ name, version, state }) => ({ name, version, state, value: null }))
        : [];
    },

    // No capture step on the event site: its profile and preferences screens ask instead.
    getCaptureStatus: async () => ({
      isCaptureEnabled: false,
      shouldCaptureBeDisplayed: false,
      settings: [],
    }),

    updateCaptureAnswers: (answers) =>
      service.updateUser({
        ...(answers.firstName !== undefined ? { firstName: answers.firstName } : {}),
        ...(answers.lastName !== undefined ? { lastName: answers.lastName } : {}),
        ...(answers.birthDate ? { dob: answers.birthDate } : {}),
      }),

    async getSportOptions() {
      requireFeature(OWN_BACKEND_FEATURES, 'hasSportPreferences');
      const body = await request('/auth/media-preferences', { auth: 'skip' });
      return parseAnswer(sportOptionsSchema, body, 'media preferences').map((s) => ({
        id: String(s.id),
        title: s.title,
      }));
    },

    updatePreferences: ({ sports }) =>
      mapped(async () => {
        requireFeature(OWN_BACKEND_FEATURES, 'hasSportPreferences');
        const body = await request('/auth/user/preferences', {
          method: 'PATCH',
          body: { preferences: { sports } },
        });
        const parsed = parseAnswer(preferencesSchema, body, 'preferences');
        return { id: parsed._id ?? '', sports: parsed.sports };
      }),

    requestPasswordReset: ({ email }) =>
      mapped(async () => {
        const body = await request('/auth/forgot-password', {
          method: 'POST',
          auth: 'skip',
          body: { email },
        });
        return { token: parseAnswer(resetRequestSchema, body, 'forgot password').token ?? null };
      }),

    verifyPasswordResetCode: ({ token, otp }) =>
      mapped(async () => {
        await request('/auth/verify-reset-password-otp', {
          method: 'POST',
          auth: 'skip',
          body: { otp, token },
        });
      }),

    resetPassword: ({ token, password, otp }) =>
      mapped(async () => {
        await request('/auth/reset-password', {
          method: 'POST',
          auth: 'skip',
          body: { password, token, otp: otp ?? '' },
        });
      }),

    changePassword: ({ oldPassword, newPassword }) =>
      mapped(async () => {
        requireFeature(OWN_BACKEND_FEATURES, 'canChangePasswordWithOldPassword');
        await request('/auth/update-password', { method: 'PATCH', body: { oldPassword, newPassword } });
      }),

    setPassword: ({ password }) =>
      mapped(async () => {
        await request('/auth/set-password-after-oauth', { method: 'POST', body: { password } });
      }),

    async exportAccountData() {
      requireFeature(OWN_BACKEND_FEATURES, 'canExportAccountData');
    },

    deleteAccount: ({ password }) =>
      mapped(async () => {
        requireFeature(OWN_BACKEND_FEATURES, 'canDeleteAccount');
        // seed 002 §7: empty for a social user with no password.
        await request('/auth/account', { method: 'DELETE', ...(password ? { body: { password } } : {}) });
      }),

    accessToken: () => gate.accessToken(),

    async checkEntitlement(offerId) {
      const body = await request(`/entitlements/${encodeURIComponent(offerId)}`);
      return parseAnswer(accessGrantedEnvelopeSchema, body, 'entitlement').responseData.accessGranted;
    },
  };

  return { service, session: driver };
}
