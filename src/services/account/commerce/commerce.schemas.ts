/**
 * The commerce platform's answers (seed 000 §7 "Commerce platform"): every body is the envelope
 * `{ responseData, errors }`; a failure carries its message as the first entry of `errors`. The
 * customer schema accepts the reference payload (reference/payloads/customer.json).
 */
import * as z from 'zod/mini';

export const envelopeSchema = z.looseObject({
  responseData: z.optional(z.unknown()),
  errors: z._default(z.array(z.unknown()), []),
});

export const commerceTokensSchema = z.looseObject({
  jwt: z.string(),
  refreshToken: z.string(),
  customerToken: z.optional(z.nullable(z.string())),
});

const text = z.catch(z.optional(z.nullable(z.string())), null);

export const customerSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  firstName: text,
  lastName: text,
  country: text,
  regDate: text,
  lastLoginDate: text,
  lastUserIp: text,
  externalId: text,
  metadata: z.catch(z.optional(z.nullable(z.record(z.string(), z.unknown()))), null),
  externalData: z.catch(z.optional(z.nullable(z.record(z.string(), z.unknown()))), null),
});

export type CommerceCustomer = z.infer<typeof customerSchema>;

export const localesSchema = z.looseObject({
  country: z.string(),
  currency: z.string(),
  locale: z.string(),
  ipAddress: z.optional(z.string()),
});

export type CommerceLocales = z.infer<typeof localesSchema>;

export const publisherConsentSchema = z.looseObject({
  name: z.string(),
  version: z.catch(z.string(), '1'),
  label: z.catch(z.string(), ''),
  placeholder: z.catch(z.string(), ''),
  required: z.catch(z.boolean(), false),
  enabledByDefault: z.catch(z.boolean(), false),
  value: z.optional(z.unknown()),
});

export const publisherConsentsSchema = z.looseObject({ consents: z.array(publisherConsentSchema) });

export const customerConsentSchema = z.looseObject({
  name: z.string(),
  version: z.catch(z.string(), '1'),
  state: z.catch(z.enum(['accepted', 'declined']), 'declined'),
  value: z.optional(z.unknown()),
});

export const customerConsentsSchema = z.looseObject({ consents: z.array(customerConsentSchema) });

export const captureSettingSchema = z.looseObject({
  key: z.string(),
  enabled: z.catch(z.boolean(), false),
  required: z.catch(z.boolean(), false),
  answer: z.optional(z.unknown()),
  question: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(z.string())),
  options: z.optional(z.nullable(z.string())),
});

export const captureStatusSchema = z.looseObject({
  isCaptureEnabled: z.catch(z.boolean(), false),
  shouldCaptureBeDisplayed: z.catch(z.boolean(), false),
  settings: z._default(z.array(captureSettingSchema), []),
});
