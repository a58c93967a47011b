/**
 * Answers to "may this viewer watch this offer" (seed 000 §7, seed 002 §9), parsed at the edge.
 * The commerce platform and the own back end answer `accessGranted` (in the commerce envelope's
 * `responseData`); the hosted platform answers the access itself, or refuses.
 */
import * as z from 'zod/mini';

/** seed 002 §9 "Entitlement response: responseData.accessGranted" (the envelope already opened). */
export const accessGrantedSchema = z.looseObject({
  accessGranted: z.boolean(),
  /** Seconds since the epoch; 0 or absent when unknown. */
  expiresAt: z.optional(z.nullable(z.number())),
});

/** The own back end sends the whole envelope. */
export const accessGrantedEnvelopeSchema = z.looseObject({ responseData: accessGrantedSchema });

/** seed 000 §7 hosted GET /items/{id}/access: the viewer's access to the item. */
export const hostedItemAccessSchema = z.looseObject({
  /** Seconds since the epoch; 0 for access that does not expire. */
  expires_at: z.catch(z.number(), 0),
});

/** Statuses with which the hosted platform says "no access" rather than "something failed". */
export const HOSTED_NO_ACCESS_STATUSES: readonly number[] = [402, 403, 404];
