import { useSyncExternalStore } from 'react';
import { createActor, type Actor } from 'xstate';
import { toastsMachine } from '@machines/toasts/toasts.machine';
import { selectToasts } from '@machines/toasts/toasts.selectors';
import type { ToastEntry, ToastsEvent } from '@machines/toasts/toasts.types';

export type { ToastEntry };

let actor: Actor<typeof toastsMachine> | null = null;

/** The page's toast store, started the first time a toast is shown or read. */
function store(): Actor<typeof toastsMachine> {
  if (!actor) {
    actor = createActor(toastsMachine);
    actor.start();
  }
  return actor;
}

const EMPTY: readonly ToastEntry[] = [];

/**
 * The page's one toast store (machines/toasts): the sign-in flows, the payment and the account's
 * notices show their toasts here, and every toast goes by the store's one rule.
 */
export const toasts = {
  show(toast: Extract<ToastsEvent, { type: 'TOAST.SHOW' }>['toast']): void {
    store().send({ type: 'TOAST.SHOW', toast });
  },
  dismiss(id: string): void {
    store().send({ type: 'TOAST.DISMISS', id });
  },
  /** Calls `listener` with each toast that goes (closed or timed out); returns the unsubscribe. */
  onGone(listener: (toast: ToastEntry) => void): () => void {
    const subscription = store().on('toast.gone', (event) => listener(event.toast));
    return () => subscription.unsubscribe();
  },
  subscribe(listener: () => void): () => void {
    const subscription = store().subscribe(listener);
    return () => subscription.unsubscribe();
  },
  getSnapshot: (): readonly ToastEntry[] => (actor ? selectToasts(actor.getSnapshot()) : EMPTY),
};

/** Every toast of the store, oldest first. */
export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
}
