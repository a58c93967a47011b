/** What a toast says: a translation key (with its namespace) and values, or words given as they are. */
export type ToastContent = { key: string; values?: Record<string, string> } | { text: string };

export type ToastKind = 'success' | 'error' | 'info';

/** One toast of the page's store; `id` is unique in the store, `source` names the feature that raised it. */
export type ToastEntry = { id: string; source: string; kind: ToastKind; content: ToastContent };

export type ToastsContext = {
  toasts: readonly ToastEntry[];
  /** The number the next toast without an id of its own takes. */
  nextId: number;
};

export type ToastsEvent =
  /** Shows a toast; one with the id of a shown toast takes its place and starts its time again. */
  | { type: 'TOAST.SHOW'; toast: Omit<ToastEntry, 'id'> & { id?: string } }
  /** The viewer closed it, or its feature took it back. */
  | { type: 'TOAST.DISMISS'; id: string }
  /** Its time is up (raised by the store itself). */
  | { type: 'TOAST.EXPIRE'; id: string };

/** Told to whoever listens when a toast goes, so that the feature can forget it too. */
export type ToastsEmitted = { type: 'toast.gone'; toast: ToastEntry; reason: 'dismissed' | 'expired' };
