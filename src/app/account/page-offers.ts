import { useSyncExternalStore } from 'react';

/**
 * The offers of the page the viewer is on (seed 001 §4 Offer selection): a media page names its
 * own offers and whether one is premier; the account dialog's checkout starts with them. Kept
 * apart from the dialog so that a media page can say it without loading the dialog's code.
 */
export type PageOffers = { offerIds: readonly string[]; premier: boolean };

let current: PageOffers | null = null;
const listeners = new Set<() => void>();

export const pageOffers = {
  /** Called by the media page while it is shown; `null` when it goes. */
  set(next: PageOffers | null) {
    const same =
      next !== null &&
      current !== null &&
      next.premier === current.premier &&
      next.offerIds.join() === current.offerIds.join();
    if (same || next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => current,
};

export function usePageOffers(): PageOffers | null {
  return useSyncExternalStore(pageOffers.subscribe, pageOffers.get, pageOffers.get);
}

/**
 * The window event the realtime payment messages raise ('card payment success', 'subscribe
 * success', 'access revoked'): entitlement and subscription views read again (seed 001 §4).
 */
export const ACCESS_CHANGED_EVENT = 'notifications:access-changed';

/**
 * Counts the payments this page has seen go through (seed 001 §4): a media page asks its offers
 * again on each, so a one-time purchase plays without a reload.
 */
let paid = 0;
const paidListeners = new Set<() => void>();

export const payments = {
  markPaid() {
    paid += 1;
    paidListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    paidListeners.add(listener);
    return () => {
      paidListeners.delete(listener);
    };
  },
  get: () => paid,
};

export function usePaymentsSeen(): number {
  return useSyncExternalStore(payments.subscribe, payments.get, payments.get);
}
