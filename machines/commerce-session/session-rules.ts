/**
 * Rules both session machines share, pure so that guards and tests use one definition.
 */

/** A token this close to its expiry counts as expired, so no call leaves with one that dies in flight. */
export const EXPIRY_MARGIN_MS = 10_000;

/** Whether a session that expires at `expiresAt` needs renewing at `at` (both epoch milliseconds). */
export function isExpiredAt(expiresAt: number | null, at: number): boolean {
  return expiresAt === null || expiresAt - EXPIRY_MARGIN_MS <= at;
}

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

export function isRefusedRefresh(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const failure = error as RefreshFailure;
  const text = `${failure.serverMessage ?? ''} ${failure.message ?? ''}`;
  return failure.status === 401 || REFUSED_REFRESH_MESSAGES.some((message) => text.includes(message));
}
