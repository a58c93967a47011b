/**
 * What both checkout clients share: a signed-in call, its failure as a `CheckoutError` with the
 * server's words, and parsing at the edge.
 */
import type * as z from 'zod/mini';
import { MalformedResponseError, NetworkError, parseAnswer, send, type FetchLike } from '../http/http';
import { CheckoutError, type CheckoutErrorCode } from './checkout.types';

/** The session's access token (the account flow's session gate); null when signed out. */
export type AccessTokenSource = () => Promise<string | null>;

/** seed 000 §8 Update order: the server messages the checkout tells apart. */
export function codeOfServerMessage(message: string): CheckoutErrorCode {
  if (message === 'Order not found') return 'order_not_found';
  if (message === 'Invalid coupon code') return 'coupon_not_valid';
  if (message === 'Invalid coupon code for this offer') return 'coupon_not_valid_for_offer';
  return 'server';
}

export async function requireToken(accessToken: AccessTokenSource): Promise<string> {
  const token = await accessToken();
  // seed 000 §8 'User not logged in'.
  if (!token) throw new CheckoutError('not_logged_in', 'User not logged in');
  return token;
}

/** One request; a transport failure is a `network` CheckoutError. */
export async function sendChecked(fetchImpl: FetchLike, url: string, init: RequestInit) {
  try {
    return await send(fetchImpl, url, init);
  } catch (error) {
    if (error instanceof NetworkError) throw new CheckoutError('network', error.message);
    throw error;
  }
}

/** Parses an answer; a body that breaks its contract is a `malformed` CheckoutError listing why. */
export function parseChecked<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.infer<T> {
  try {
    return parseAnswer(schema, body, what);
  } catch (error) {
    if (error instanceof MalformedResponseError)
      throw new CheckoutError('malformed', `${error.message}: ${error.issues.join('; ')}`);
    throw error;
  }
}

/** A server failure with its own words, coded by the seed's mapping. */
export function serverError(message: string, status: number | null, shown = message): CheckoutError {
  return new CheckoutError(codeOfServerMessage(message), shown, { status, serverMessage: message });
}

export function unsupported(operation: string): CheckoutError {
  return new CheckoutError('server', `${operation} is not supported by this back end`);
}
