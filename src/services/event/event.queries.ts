import { ApiError, NetworkError } from '../http/http';

/**
 * seed 002 §8: only network and server errors are retried (twice, a second apart), never a 4xx
 * but 408; a missing document or a malformed answer does not get better by asking again.
 */
export function eventRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof NetworkError) return failureCount < 2;
  if (error instanceof ApiError) return (error.code >= 500 || error.code === 408) && failureCount < 2;
  return false;
}
