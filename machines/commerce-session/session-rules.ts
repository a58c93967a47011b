/**
 * Rules both session machines share, pure so that guards and tests use one definition.
 */

/** A token this close to its expiry counts as expired, so no call leaves with one that dies in flight. */
export const EXPIRY_MARGIN_MS = 10_000;

/** Whether a session that expires at `expiresAt` needs renewing at `at` (both epoch milliseconds). */
export function isExpiredAt(expiresAt: number | null, at: number): boolean {
  return expiresAt === null || expiresAt - EXPIRY_MARGIN_MS <= at;
}

/** seed 001 §4, §9: the refresh endpoint is called up to 3 times, waiting 1 s then 2 s between calls. */
export const MAX_REFRESH_ATTEMPTS = 3;
export const REFRESH_BACKOFF_MS = [1000, 2000] as const;

/** How long to wait after the `attempts`-th failed refresh call (1-based). */
export const refreshBackoffMs = (attempts: number): number =>
  REFRESH_BACKOFF_MS[Math.min(Math.max(attempts, 1), REFRESH_BACKOFF_MS.length) - 1] ?? 0;

/**
 * Refresh answers that mean the refresh token is spent: seed 000 §8 'Refresh token is expired or
 * does not exist' and 'Missing or invalid parameter' (commerce), the own back end's 'Refresh token
 * is missing', and any 401 to the refresh call. Retrying those cannot help.
 */
export const REFUSED_REFRESH_MESSAGES = [
  'Refresh token is expired or does not exist',
  'Missing or invalid parameter',
  'Refresh token is missing',
] as const;

export type RefreshFailure = { message?: string; serverMessage?: string | null; status?: number | null };

const failureText = (failure: RefreshFailure) => `${failure.serverMessage ?? ''} ${failure.message ?? ''}`;

/** A refusal in the back end's own words (seed 000 §8): logout at once, no retry. */
export function isDefinitiveRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const text = failureText(error as RefreshFailure);
  return REFUSED_REFRESH_MESSAGES.some((message) => text.includes(message));
}

/** A refusal in words or by status: after its retries, the session ends as refused. */
export function isRefusedRefresh(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  return (error as RefreshFailure).status === 401 || isDefinitiveRefusal(error);
}
