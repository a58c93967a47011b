import type { ToastEntry } from './toasts.types';

/**
 * seed 002 §8 names the toasts, not how long they stay: long enough to read twice. Every toast of
 * the page goes after this (the sign-in flows', the payment's and the account's notices).
 */
export const TOAST_LIFETIME_MS = 6_000;

/** seed 002 §8 names the toasts, not how many stay: the newest three of each feature do. */
export const MAX_TOASTS_PER_SOURCE = 3;

/** The store with `toast` added last (in place of one with its id), keeping the newest of its feature. */
export function withToast(toasts: readonly ToastEntry[], toast: ToastEntry): ToastEntry[] {
  const others = toasts.filter((shown) => shown.id !== toast.id);
  const next = [...others, toast];
  const ofSource = next.filter((shown) => shown.source === toast.source);
  const dropped = new Set(ofSource.slice(0, Math.max(0, ofSource.length - MAX_TOASTS_PER_SOURCE)));
  return next.filter((shown) => !dropped.has(shown));
}

/** The timer of a toast, cancelled when the toast goes first. */
export const expiryId = (toastId: string) => `toast-expiry:${toastId}`;
