/**
 * The hosted video platform's account answers (seed 000 §7 "Hosted-platform accounts"): JSON
 * bodies, errors `{ code, message, errors? }`, times in seconds since the epoch.
 */
import * as z from 'zod/mini';

export const hostedErrorSchema = z.looseObject({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  errors: z.optional(z.unknown()),
});

export const hostedAccountSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  uuid: z.catch(z.optional(z.nullable(z.string())), null),
  email: z.string(),
  full_name: z.catch(z.string(), ''),
  metadata: z.catch(z.record(z.string(), z.unknown()), {}),
  social_apps_metadata: z.catch(z.array(z.record(z.string(), z.unknown())), []),
  created_at: z.catch(z.optional(z.nullable(z.number())), null),
  date_of_birth: z.catch(z.optional(z.nullable(z.number())), null),
});

export type HostedAccount = z.infer<typeof hostedAccountSchema>;

/** authenticate, register and the refresh grant: tokens, `expires` in seconds, and the account. */
export const hostedAuthSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.catch(z.string(), ''),
  expires: z.number(),
  account: hostedAccountSchema,
});

export const registerFieldSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  name: z.string(),
  label: z.catch(z.string(), ''),
  type: z.catch(
    z.enum(['checkbox', 'input', 'radio', 'select', 'country', 'us_state', 'datepicker']),
    'input',
  ),
  required: z.catch(z.boolean(), false),
  default_value: z.catch(z.optional(z.nullable(z.string())), null),
  placeholder: z.catch(z.string(), ''),
  options: z.catch(z.record(z.string(), z.string()), {}),
});

export const registerFieldsSchema = z.looseObject({ collection: z.array(registerFieldSchema) });

export const socialUrlsSchema = z.looseObject({
  social_urls: z.array(z.record(z.string(), z.string())),
});

export const favoritesSchema = z.looseObject({
  collection: z.array(z.looseObject({ media_id: z.string() })),
});

export const historySchema = z.looseObject({
  collection: z.array(z.looseObject({ media_id: z.string(), progress: z.number() })),
});

/** Consents kept in the account's metadata: a JSON string (forms carry strings) or a list. */
export const storedConsentsSchema = z.array(
  z.looseObject({
    name: z.string(),
    version: z.catch(z.string(), '1'),
    state: z.catch(z.enum(['accepted', 'declined']), 'declined'),
  }),
);
