/**
 * Accounts on the hosted video platform (seed 000 §7 "Hosted-platform accounts"): form-encoded
 * requests with a Bearer access token, an hour-long token refreshed with a rotating refresh
 * token. Failures carry the platform's generic messages of seed 000 §8; the server's own words
 * stay in `serverMessage` for the seed's mappings (login, register, passwords).
 */
import * as z from 'zod/mini';
import { parseAnswer, platformFetch } from '../../http/http';
import {
  loginErrorCode,
  normaliseNameUpdate,
  passwordErrorCode,
  registerErrorCode,
  requireFeature,
} from '../account-rules';
import {
  type AccountService,
  type AccountSession,
  type SignedIn,
  type SocialLoginUrl,
} from '../account.types';
import { emailCodeCallsOf } from '../feature-calls';
import {
  openBackendSession,
  type AccountBackendBundle,
  type AccountBackendEnvironment,
} from '../session-driver';
import { sessionTypeSchema } from '../token-store';
import { createHostedHttp, type HostedHttp } from './hosted-http';
import {
  consentFields,
  HOSTED_FEATURES,
  HOSTED_MESSAGES,
  HOSTED_TOKEN_STORAGE_KEY,
  toHostedUser,
} from './hosted-platform';
import { createHostedProfile } from './hosted-profile';
import { createHostedWatchLists } from './hosted-watch-lists';
import { hostedAuthSchema, socialUrlsSchema } from './hosted.schemas';

const storedSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.catch(z.string(), ''),
  /** Seconds since the epoch, as the platform answers. */
  expires: z.number(),
  type: z.optional(sessionTypeSchema),
});

type Stored = z.infer<typeof storedSchema>;

export type HostedAccountOptions = AccountBackendEnvironment & {
  /** `env.hostedPlatformUrl`, e.g. '/hosted'. */
  baseUrl: string;
  /** `integrations.jwp.clientId` of the config. */
  clientId: string;
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

/** The session and sign-in calls are here; the profile and the watch lists have their own files. */
export function createHostedAccount(options: HostedAccountOptions): AccountBackendBundle {
  const now = options.now ?? Date.now;
  const persisted = openBackendSession<Stored>(
    options,
    HOSTED_TOKEN_STORAGE_KEY,
    {
      schema: storedSchema,
      decode: (stored) => toSession(stored, stored.type ?? 'manual'),
      encode: (session) => ({
        access_token: session.accessToken,
        refresh_token: session.refreshToken,
        expires: Math.floor(session.expiresAt / 1000),
        type: session.type,
      }),
    },
    async (current) => {
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
  );

  const http: HostedHttp = createHostedHttp({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? platformFetch,
    gate: () => persisted.gate,
  });
  const { call, fetchAccount } = http;

  const signedIn = (body: unknown, what: string): SignedIn => {
    const auth = parseAnswer(hostedAuthSchema, body, what);
    return { session: toSession(auth, 'manual'), user: toHostedUser(auth.account) };
  };

  const service: AccountService = {
    kind: 'hosted',
    features: HOSTED_FEATURES,
    watchLists: createHostedWatchLists(http),
    ...persisted.members,

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
        http.remap(error, loginErrorCode);
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
        http.remap(error, registerErrorCode);
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

    async requestPasswordReset({ email }) {
      try {
        await call('POST', '/accounts/forgot-password', {
          form: { email, merchant_uuid: options.clientId, branding_id: 0 },
          failure: HOSTED_MESSAGES.resetPassword,
        });
        return { token: null };
      } catch (error) {
        http.remap(error, passwordErrorCode);
      }
    },

    async resetPassword({ token, password, passwordConfirmation }) {
      try {
        await call('PUT', `/accounts/forgot-password/${encodeURIComponent(token)}`, {
          form: { password, password_confirmation: passwordConfirmation, branding_id: 0 },
          failure: HOSTED_MESSAGES.resetPassword,
        });
      } catch (error) {
        http.remap(error, passwordErrorCode);
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
        http.remap(error, passwordErrorCode);
      }
    },

    ...emailCodeCallsOf(HOSTED_FEATURES),

    ...createHostedProfile(http, { clientId: options.clientId, now }),
  };

  return { service, session: persisted.driver };
}
