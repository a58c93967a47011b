/**
 * Accounts on the event site's own back end (seed 001 §7, seed 002 §7): JSON with a Bearer jwt,
 * e-mail confirmation and password reset by six-digit codes, social sign-in, sport preferences,
 * favorites and watch history. The session is persisted under `auth-storage` (seed 001 §3) and
 * renewed by the backend-session machine when a call is refused (seed 001 §4).
 */
import * as z from 'zod/mini';
import { parseAnswer, platformFetch } from '../../http/http';
import { jwtExpiresAt } from '../jwt';
import { normaliseNameUpdate, requireFeature } from '../account-rules';
import {
  AccountError,
  type AccountService,
  type AccountSession,
  type SessionType,
  type SignedIn,
} from '../account.types';
import {
  openBackendSession,
  type AccountBackendBundle,
  type AccountBackendEnvironment,
} from '../session-driver';
import { sessionTypeSchema } from '../token-store';
import { createOwnBackendFetch, mapped } from './own-backend-http';
import { OWN_AUTH_STORAGE_KEY, OWN_BACKEND_FEATURES, toOwnUser } from './own-backend-platform';
import { createOwnBackendProfile, type LastUser } from './own-backend-profile';
import { createOwnBackendWatchLists } from './own-backend-watch-lists';
import {
  createUserSchema,
  type ownAuthSchema,
  resetRequestSchema,
  signedInSchema,
} from './own-backend.schemas';

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

export type OwnBackendAccountOptions = AccountBackendEnvironment & {
  /** `env.backendUrl`; '' is the app's own origin. */
  baseUrl: string;
  /** Where the hosted auth client's provider pages live (seed 002 §7 social sign-in). */
  socialAuthUrl?: string;
};

function toSession(auth: z.infer<typeof ownAuthSchema>, type: SessionType, now: number): AccountSession {
  const expiresAt = auth.expiresAt ?? jwtExpiresAt(auth.jwt) ?? now + (auth.expiresIn ?? 0) * 1000;
  return { type, accessToken: auth.jwt, refreshToken: auth.refreshToken, expiresAt };
}

/** The session and sign-in calls are here; the profile and the watch lists have their own files. */
export function createOwnBackendAccount(options: OwnBackendAccountOptions): AccountBackendBundle {
  const now = options.now ?? Date.now;
  const socialBase = (options.socialAuthUrl ?? '/__stack/social').replace(/\/+$/, '');
  const persisted = openBackendSession<Stored>(
    options,
    OWN_AUTH_STORAGE_KEY,
    {
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
    },
    async (current) => {
      // seed 001 §7: GET /auth/refresh-token with the refresh token as Bearer -> auth and user.
      const body = await request('/auth/refresh-token', { auth: { token: current.refreshToken } });
      return toSession(parseAnswer(signedInSchema, body, 'refresh').auth, current.type, now());
    },
  );
  const { store } = persisted;
  const request = createOwnBackendFetch({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? platformFetch,
    gate: () => persisted.gate,
  });

  const lastUser: LastUser = { current: null };

  const signedIn = (body: unknown, what: string, type: SessionType = 'manual'): SignedIn => {
    const parsed = parseAnswer(signedInSchema, body, what);
    lastUser.current = toOwnUser(parsed.user);
    return { session: toSession(parsed.auth, type, now()), user: lastUser.current };
  };

  const service: AccountService = {
    kind: 'own-backend',
    features: OWN_BACKEND_FEATURES,
    watchLists: createOwnBackendWatchLists(request),
    ...persisted.members,

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
      lastUser.current = null;
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

    ...createOwnBackendProfile(request, lastUser),
  };

  return { service, session: persisted.driver };
}
