/**
 * The commerce platform's profile calls (seed 000 §4, §5, §7): the customer, its e-mail, consents
 * and capture answers, and entitlements.
 */
import { parseAnswer } from '../../http/http';
import { accessGrantedSchema } from '../entitlements.schemas';
import { normaliseNameUpdate, requireFeature } from '../account-rules';
import { AccountError, SessionExpiredError, type AccountProfileCalls, type Consent } from '../account.types';
import { sportPreferenceCallsOf } from '../feature-calls';
import type { CommerceHttp } from './commerce-http';
import { COMMERCE_FEATURES, toCaptureStatus, toCommerceUser, toCustomerConsent } from './commerce-platform';
import { captureStatusSchema, customerConsentsSchema, publisherConsentsSchema } from './commerce.schemas';

export function createCommerceProfile(
  http: CommerceHttp,
  options: { publisherId: string },
): AccountProfileCalls {
  const { call, replay, currentCustomerId, fetchCustomer, patchCustomer, putConsents } = http;
  const service: AccountProfileCalls = {
    async getUser() {
      try {
        return toCommerceUser(await replay(fetchCustomer));
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
      return toCommerceUser(await patchCustomer(body));
    },

    async updateEmail({ email, confirmationPassword }) {
      requireFeature(COMMERCE_FEATURES, 'canUpdateEmail');
      try {
        return toCommerceUser(await patchCustomer({ email, confirmationPassword }));
      } catch (error) {
        http.remap(error, (message) =>
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
      return replay((token) => putConsents(token, consents));
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

    ...sportPreferenceCallsOf(COMMERCE_FEATURES),

    async exportAccountData() {
      requireFeature(COMMERCE_FEATURES, 'canExportAccountData');
    },
    async deleteAccount() {
      requireFeature(COMMERCE_FEATURES, 'canDeleteAccount');
    },

    async checkEntitlement(offerId) {
      const data = await call('GET', `/entitlements/${encodeURIComponent(offerId)}`, { auth: 'gate' });
      return parseAnswer(accessGrantedSchema, data, 'entitlement').accessGranted;
    },
  };
  return service;
}
