/**
 * The stack's notion of "now". Every stand-in reads time from here (token expiry, programme
 * guides relative to now, order dates), so tests can inject a base clock and browser tests can
 * shift the running stack forward without waiting.
 */
export interface StackClock {
  now(): number;
  /** Milliseconds added to the base clock; 0 unless a test shifted time. */
  readonly offsetMs: number;
  setOffset(offsetMs: number): void;
}

export function createClock(base: () => number = Date.now): StackClock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    setOffset(next) {
      offsetMs = next;
    },
  };
}
