import type { SnapshotFrom } from 'xstate';
import type { toastsMachine } from './toasts.machine';
import type { ToastEntry } from './toasts.types';

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** Every toast of the store, oldest first. */
export const selectToasts = (snapshot: ToastsSnapshot): readonly ToastEntry[] => snapshot.context.toasts;
