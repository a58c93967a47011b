import { useSyncExternalStore } from 'react';
import type { ToastRequest } from '@machines/login/account-failure';

export type AccountToast = { id: number; request: ToastRequest };

/** seed 002 §8 names the toasts, not how many stay: the newest three do. */
const MAX_TOASTS = 3;

/**
 * The toasts the sign-in flows raise. They outlive the screen that raised them ('Registration
 * successful!' is read on /verify-otp), so they live here; the dialog host translates them and
 * the layout's toast region shows them.
 */
function createToastStore() {
  let toasts: readonly AccountToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    push(request: ToastRequest) {
      toasts = [...toasts, { id: nextId++, request }].slice(-MAX_TOASTS);
      emit();
    },
    dismiss(id: number) {
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export const accountToasts = createToastStore();

export function useAccountToasts(): readonly AccountToast[] {
  return useSyncExternalStore(accountToasts.subscribe, accountToasts.getSnapshot, accountToasts.getSnapshot);
}
