/**
 * The commerce platform's account constants and mappings (seed 000 §6, §9): its feature flags,
 * its storage key, and how its customer, consents and capture status read as the app's.
 */
import type * as z from 'zod/mini';
import { accountUserOf, featuresOf } from '../account-rules';
import type { AccountFeatures, AccountUser, CaptureStatus, CustomerConsent } from '../account.types';
import type { captureStatusSchema, CommerceCustomer, customerConsentsSchema } from './commerce.schemas';

/** seed 000 §9: the commerce auth key 'auth' under the app prefix. */
export const COMMERCE_AUTH_STORAGE_KEY = 'jwapp.auth';

/** seed 000 §6, "Commerce mode" column. */
export const COMMERCE_FEATURES: AccountFeatures = featuresOf('commerce');

export function toCommerceUser(customer: CommerceCustomer): AccountUser {
  return accountUserOf({
    id: String(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    country: customer.country || null,
    metadata: customer.externalData ?? customer.metadata ?? {},
    regDate: customer.regDate || null,
    lastUserIp: customer.lastUserIp || null,
  });
}

export function toCustomerConsent(
  consent: z.infer<typeof customerConsentsSchema>['consents'][number],
): CustomerConsent {
  return { name: consent.name, version: consent.version, state: consent.state, value: null };
}

export function toCaptureStatus(status: z.infer<typeof captureStatusSchema>): CaptureStatus {
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
