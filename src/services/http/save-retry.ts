/**
 * How every remote save is tried again (issue 16; docs/decisions.md "Saves that are never lost"):
 * up to {@link SAVE_ATTEMPTS} calls, {@link SAVE_RETRY_DELAYS_MS} apart, when a call fails on the
 * network or with a 5xx or 408 (seed 002 §8: retry only network and api errors, never a 4xx
 * except 408). A 401 is refreshed and replayed once by each back end's HTTP layer (seed 001 §4).
 *
 * The numbers are those of the session refresh (seed 001 §4): 3 attempts, 1 s then 2 s apart.
 */
export const SAVE_ATTEMPTS = 3;
export const SAVE_RETRY_DELAYS_MS = [1_000, 2_000] as const;

type Failure = { code?: unknown; status?: unknown; kind?: unknown };

/** The network did not answer (a dropped connection, offline). */
export function isOffline(error: unknown): boolean {
  const failure = (error ?? {}) as Failure;
  return failure.code === 'network' || failure.kind === 'network' || error instanceof TypeError;
}

/** seed 002 §8: network errors and server errors are tried again; a 4xx never, except 408. */
export function isRetryable(error: unknown): boolean {
  if (isOffline(error)) return true;
  const status = (error ?? {}) as Failure;
  return typeof status.status === 'number' && (status.status >= 500 || status.status === 408);
}

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` until it succeeds, fails for good, or has been tried {@link SAVE_ATTEMPTS} times. */
export async function withRetry<T>(call: () => Promise<T>, sleep: Sleep = realSleep): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= SAVE_ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(SAVE_RETRY_DELAYS_MS[Math.min(attempt, SAVE_RETRY_DELAYS_MS.length) - 1] ?? 0);
    }
  }
}
