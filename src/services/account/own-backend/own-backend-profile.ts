/**
 * The own back end's profile calls (seed 001 §7, seed 002 §4, §7): the user and its consents (kept
 * in its metadata), sport preferences, account deletion and entitlements.
 */
import * as z from 'zod/mini';
import { parseAnswer } from '../../http/http';
import { accessGrantedEnvelopeSchema } from '../entitlements.schemas';
import { normaliseNameUpdate, requireFeature } from '../account-rules';
import { AccountError, type AccountProfileCalls, type AccountUser } from '../account.types';
import { mapped, type OwnBackendFetch } from './own-backend-http';
import { OWN_BACKEND_FEATURES, toOwnUser } from './own-backend-platform';
import {
  consentListSchema,
  ownUserSchema,
  preferencesSchema,
  sportOptionsSchema,
} from './own-backend.schemas';

/** The last user the back end answered with: consents live in its metadata, so no second call. */
export type LastUser = { current: AccountUser | null };

export function createOwnBackendProfile(request: OwnBackendFetch, memo: LastUser): AccountProfileCalls {
  const user = (body: unknown, what: string) => {
    memo.current = toOwnUser(parseAnswer(ownUserSchema, body, what));
    return memo.current;
  };

  const service: AccountProfileCalls = {
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
      const current = memo.current ?? (await service.getUser());
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

    async exportAccountData() {
      requireFeature(OWN_BACKEND_FEATURES, 'canExportAccountData');
    },

    deleteAccount: ({ password }) =>
      mapped(async () => {
        requireFeature(OWN_BACKEND_FEATURES, 'canDeleteAccount');
        // seed 002 §7: empty for a social user with no password.
        await request('/auth/account', { method: 'DELETE', ...(password ? { body: { password } } : {}) });
      }),

    async checkEntitlement(offerId) {
      const body = await request(`/entitlements/${encodeURIComponent(offerId)}`);
      return parseAnswer(accessGrantedEnvelopeSchema, body, 'entitlement').responseData.accessGranted;
    },
  };
  return service;
}
