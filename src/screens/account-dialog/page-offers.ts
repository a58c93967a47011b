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
