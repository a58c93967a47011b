/**
 * Accounts on the subscription-commerce platform (seed 000 §7 "Commerce platform"): JSON with a
 * Bearer JWT, every answer in `{ responseData, errors }`. The session is kept under the app's
 * `auth` key (seed 000 §9) and refreshed by the commerce-session machine; favorites and history
 * live in the customer's `externalData`.
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
import { NotLoggedInError, type AccountService, type AccountSession, type SignedIn } from '../account.types';
import { emailCodeCallsOf } from '../feature-calls';
import { jwtExpiresAt } from '../jwt';
import {
  openBackendSession,
  type AccountBackendBundle,
  type AccountBackendEnvironment,
} from '../session-driver';
import { sessionTypeSchema } from '../token-store';
import { createCommerceHttp, type CommerceHttp } from './commerce-http';
import { COMMERCE_AUTH_STORAGE_KEY, COMMERCE_FEATURES, toCommerceUser } from './commerce-platform';
import { createCommerceProfile } from './commerce-profile';
import { createCommerceWatchLists } from './commerce-watch-lists';
import { commerceTokensSchema, localesSchema, type CommerceLocales } from './commerce.schemas';

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

export type CommerceAccountOptions = AccountBackendEnvironment & {
  /** `env.commerceUrl`, e.g. '/commerce'. */
  baseUrl: string;
  /** `integrations.cleeng.id` of the config. */
  publisherId: string;
};

/** The session and sign-in calls are here; the profile and the watch lists have their own files. */
export function createCommerceAccount(options: CommerceAccountOptions): AccountBackendBundle {
  const persisted = openBackendSession<Stored>(
    options,
    COMMERCE_AUTH_STORAGE_KEY,
    {
      schema: storedSchema,
      decode: (stored) => toSession(stored, stored.type ?? 'manual'),
      encode: (current) => ({
        jwt: current.accessToken,
        refreshToken: current.refreshToken,
        type: current.type,
      }),
    },
    async (current) => {
      const data = await call('POST', '/auths/refresh_token', {
        body: { refreshToken: current.refreshToken },
      });
      return toSession(parseAnswer(commerceTokensSchema, data, 'refresh'), current.type);
    },
  );

  const http: CommerceHttp = createCommerceHttp({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? platformFetch,
    gate: () => persisted.gate,
  });
  const { call, fetchCustomer, putConsents } = http;

  let locales: Promise<CommerceLocales> | null = null;
  /** GET /locales: the viewer's country, currency, locale and IP, read once per page. */
  function getLocales(): Promise<CommerceLocales> {
    locales ??= call('GET', '/locales').then((data) => parseAnswer(localesSchema, data, 'locales'));
    locales.catch(() => {
      locales = null;
    });
    return locales;
  }

  async function signedIn(tokens: unknown, what: string): Promise<SignedIn> {
    const session = toSession(parseAnswer(commerceTokensSchema, tokens, what));
    const user = toCommerceUser(await fetchCustomer(session.accessToken));
    return { session, user };
  }

  const service: AccountService = {
    kind: 'commerce',
    features: COMMERCE_FEATURES,
    watchLists: createCommerceWatchLists(http),
    ...persisted.members,

    async login({ email, password }) {
      try {
        const { ipAddress } = await getLocales().catch(() => ({ ipAddress: undefined }));
        const tokens = await call('POST', '/auths', {
          body: { email, password, publisherId: options.publisherId, customerIP: ipAddress ?? '' },
        });
        return await signedIn(tokens, 'login');
      } catch (error) {
        http.remap(error, loginErrorCode);
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
        const user = toCommerceUser(await fetchCustomer(session.accessToken));
        return { status: 'signed-in', session, user };
      } catch (error) {
        http.remap(error, registerErrorCode);
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

    async requestPasswordReset({ email, resetUrl }) {
      try {
        await call('PUT', '/customers/passwords', {
          body: { customerEmail: email, publisherId: options.publisherId, ...(resetUrl ? { resetUrl } : {}) },
        });
        return { token: null };
      } catch (error) {
        http.remap(error, passwordErrorCode);
      }
    },

    async resetPassword({ email, token, password }) {
      try {
        await call('PATCH', '/customers/passwords', {
          body: { customerEmail: email, resetPasswordToken: token, newPassword: password },
        });
      } catch (error) {
        http.remap(error, passwordErrorCode);
      }
    },

    async changePassword() {
      requireFeature(COMMERCE_FEATURES, 'canChangePasswordWithOldPassword');
    },
    ...emailCodeCallsOf(COMMERCE_FEATURES),
    ...createCommerceProfile(http, { publisherId: options.publisherId }),
  };

  return { service, session: persisted.driver };
}
