import * as z from 'zod/mini';

/** The entitlement host's answer (seed 000 §7): `entitled` and, when granted, a token. */
export const entitlementAnswerSchema = z.looseObject({
  entitled: z.optional(z.boolean()),
  token: z.nullish(z.string()),
});
