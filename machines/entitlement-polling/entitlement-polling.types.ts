/**
 * Types of the entitlement-polling flow: after a payment, ask every 3000 ms, at most 5 times,
 * whether the offer is now entitled (seed 001 §4 "Waiting for payment", §9).
 */

/** seed 001 §4, §9: entitlements are polled every 3000 ms, up to 5 times. */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_MAX_CHECKS = 5;

export type EntitlementPollingInput = {
  /** The offer just paid for; its prefix decides where a granted payment leads. */
  offerId: string;
};

export type EntitlementPollingContext = EntitlementPollingInput & {
  /** Checks answered so far (granted or not, failed ones included). */
  checks: number;
  /** The last check said yes. */
  granted: boolean;
};

/** What the actor is asked on every check. */
export type CheckEntitlementsInput = { offerId: string };

/**
 * Where the viewer goes (seed 001 §4): the base (media) page for a one-time offer (offer id
 * starting with C or P), welcome for a subscription; or the 'payment.longer_than_usual' notice.
 */
export type EntitlementPollingOutput =
  | { outcome: 'granted'; route: 'base-page' | 'welcome' }
  | { outcome: 'timed-out'; messageKey: 'payment.longer_than_usual' };
