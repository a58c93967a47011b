import * as z from 'zod/mini';

/** PUT .../access/generate and .../access/refresh answer (seed 000 §3 Access tokens). */
export const accessTokensDocumentSchema = z.looseObject({
  passport: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});

/** Access tokens as kept in storage: the answer plus the expiry the app sets (seed 000 §9). */
export const storedAccessTokensSchema = z.object({
  passport: z.string().check(z.minLength(1)),
  refresh_token: z.string(),
  expires: z.number(),
});

/** Entitled plan (seed 000 §3): id, metadata.access_model. */
const entitledPlanSchema = z.looseObject({
  id: z.string(),
  metadata: z._default(z.looseObject({ access_model: z.nullish(z.string()) }), {}),
});

/** GET /v3/sites/{siteId}/entitlements: the plans, bare or wrapped. */
export const entitlementsDocumentSchema = z.union([
  z.array(entitledPlanSchema),
  z.looseObject({ entitled_plans: z.array(entitledPlanSchema) }),
  z.looseObject({ plans: z.array(entitledPlanSchema) }),
]);

/** GET /v2/items/jw-media/token: the token, bare or as `{ token }`. */
export const mediaTokenDocumentSchema = z.union([
  z.string().check(z.minLength(1)),
  z.looseObject({ token: z.string().check(z.minLength(1)) }),
]);
