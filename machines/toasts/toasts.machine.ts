import { enqueueActions, setup } from 'xstate';
import { expiryId, TOAST_LIFETIME_MS, withToast } from './toasts.rules';
import type { ToastEntry, ToastsContext, ToastsEmitted, ToastsEvent } from './toasts.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The page's one toast store (seed 002 §8, seed 001 §4 'payment success'): features show toasts
 * here, each goes by itself after TOAST_LIFETIME or when the viewer closes it, and listeners
 * hear `toast.gone` either way. The layout's toast region shows the store with other features'.
 */
export const toastsMachine = setup({
  types: {} as FlowTypes<ToastsContext, ToastsEvent> & {
    emitted: ToastsEmitted;
  },
  delays: { TOAST_LIFETIME: TOAST_LIFETIME_MS },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  // One state: the store is always open; its toasts are its context.
  initial: 'open',
  states: { open: {} },
  on: {
    'TOAST.SHOW': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const toast: ToastEntry = { ...event.toast, id: event.toast.id ?? String(context.nextId) };
        const kept = withToast(context.toasts, toast);
        // Toasts pushed out by newer ones of their feature go without their timers.
        for (const gone of context.toasts) if (!kept.includes(gone)) enqueue.cancel(expiryId(gone.id));
        enqueue.cancel(expiryId(toast.id));
        enqueue.assign({ toasts: kept, nextId: context.nextId + (event.toast.id === undefined ? 1 : 0) });
        enqueue.raise(
          { type: 'TOAST.EXPIRE', id: toast.id },
          { id: expiryId(toast.id), delay: 'TOAST_LIFETIME' },
        );
      }),
    },
    'TOAST.DISMISS': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const toast = context.toasts.find((shown) => shown.id === event.id);
        if (!toast) return;
        enqueue.cancel(expiryId(toast.id));
        enqueue.assign({ toasts: context.toasts.filter((shown) => shown !== toast) });
        enqueue.emit({ type: 'toast.gone', toast, reason: 'dismissed' });
      }),
    },
    'TOAST.EXPIRE': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const toast = context.toasts.find((shown) => shown.id === event.id);
        if (!toast) return;
        enqueue.assign({ toasts: context.toasts.filter((shown) => shown !== toast) });
        enqueue.emit({ type: 'toast.gone', toast, reason: 'expired' });
      }),
    },
  },
});
