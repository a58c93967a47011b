import type { Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { COMMERCE_JWT_TTL_MS, COMMERCE_REFRESH_TOKEN_TTL_MS, JWT_SECRETS } from '../constants.js';
import { signJwt, verifyJwt } from '../shared/crypto.js';
import { bearer } from '../shared/http.js';
import { isSessionActive, startSession } from '../shared/sessions.js';
import { findCustomer, type CommerceCustomerRow } from './commerce.store.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 422;

/** The platform's envelope: `{ responseData, errors: [] }`. */
export const commerceOk = <T>(c: Context<StackEnv>, responseData: T) =>
  c.json({ responseData, errors: [] as string[] });

/** A failure in the same envelope: empty data and the message as the only entry of `errors`. */
export const commerceError = (c: Context<StackEnv>, status: ErrorStatus, message: string): Response =>
  c.json({ responseData: {}, errors: [message] }, status);

/** The JWT carries customerId and publisherId (and exp), as the platform's does. */
export function commerceJwt(ctx: StackContext, customer: CommerceCustomerRow, sessionId: string): string {
  return signJwt(
    { customerId: String(customer.id), publisherId: customer.publisher_id, sid: sessionId },
    JWT_SECRETS.commerce,
    ctx.clock.now(),
    COMMERCE_JWT_TTL_MS,
  );
}

export function signInCommerce(ctx: StackContext, customer: CommerceCustomerRow) {
  const issued = startSession(
    ctx.db,
    'commerce',
    customer.id,
    ctx.clock.now(),
    COMMERCE_REFRESH_TOKEN_TTL_MS,
  );
  return {
    jwt: commerceJwt(ctx, customer, issued.sessionId),
    customerToken: customer.customer_token,
    refreshToken: issued.refreshToken,
  };
}

/**
 * The customer a route names, if the Bearer JWT is valid and belongs to them. A missing, broken,
 * expired or revoked JWT is 'Invalid JWT token' (seed 000 §8: it makes the app log out).
 */
export function authenticateCustomer(
  ctx: StackContext,
  c: Context<StackEnv>,
  /** The customer the path names; null for calls that name none (the JWT's customer is meant). */
  customerId: string | null,
): CommerceCustomerRow | Response {
  const token = bearer(c);
  const check = token ? verifyJwt(token, JWT_SECRETS.commerce, ctx.clock.now()) : null;
  if (!check?.ok || !isSessionActive(ctx.db, 'commerce', check.payload.sid))
    return commerceError(c, 401, 'Invalid JWT token');
  const customer = findCustomer(ctx.db, Number(check.payload.customerId));
  if (!customer) return commerceError(c, 401, 'Invalid JWT token');
  if (customerId !== null && String(customer.id) !== customerId)
    return commerceError(c, 403, 'Access denied: the JWT belongs to another customer');
  return customer;
}
