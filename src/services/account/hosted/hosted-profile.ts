/**
 * The hosted platform's profile calls (seed 000 §4, §5, §7): the user and its name capture,
 * consents and custom register fields, data export, account deletion and item access.
 */
import { parseAnswer } from '../../http/http';
import { HOSTED_NO_ACCESS_STATUSES, hostedItemAccessSchema } from '../entitlements.schemas';
import { deleteErrorCode, normaliseNameUpdate, requireFeature } from '../account-rules';
import { AccountError, SessionExpiredError, type AccountProfileCalls, type Consent } from '../account.types';
import { sportPreferenceCallsOf } from '../feature-calls';
import type { HostedHttp } from './hosted-http';
import { consentFields, consentsOf, HOSTED_FEATURES, HOSTED_MESSAGES, toHostedUser } from './hosted-platform';
import { registerFieldsSchema } from './hosted.schemas';

/** The platform's own register fields that the app shows as its name fields. */
const NAME_FIELDS = new Set(['first_name', 'surname']);

/** A call whose server failure reads as the platform's generic message (seed 000 §8), its own words kept. */
async function failingWith<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError && error.code === 'server')
      throw new AccountError('server', message, { status: error.status, serverMessage: error.serverMessage });
    throw error;
  }
}

export function createHostedProfile(
  { call, remap, fetchAccount, putAccount }: HostedHttp,
  options: { clientId: string; now: () => number },
): AccountProfileCalls {
  const { now } = options;
  const service: AccountProfileCalls = {
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
      return failingWith(HOSTED_MESSAGES.customerConsents, async () => {
        const account = await fetchAccount('gate');
        return consentsOf(account.metadata);
      });
    },

    async updateCustomerConsents(consents) {
      const current = await service.getUser();
      const names = normaliseNameUpdate({}, current, HOSTED_FEATURES.canSupportEmptyFullName);
      return failingWith(HOSTED_MESSAGES.updateConsents, async () => {
        const account = await putAccount({ full_name: names.fullName, metadata: consentFields(consents) });
        return consentsOf(account.metadata);
      });
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

    ...sportPreferenceCallsOf(HOSTED_FEATURES),

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

  return service;
}
