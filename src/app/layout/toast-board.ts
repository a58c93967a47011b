import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Toast } from '@/components/ui/toast-region';

export type { Toast };

type Source = {
  name: string;
  /** The toasts as the feature raised them (ids unique within the feature). */
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  /** Who published last: a component that goes away takes only its own toasts with it. */
  owner: object;
};

const sameToasts = (a: readonly Toast[], b: readonly Toast[]) =>
  a.length === b.length &&
  a.every(
    (toast, index) =>
      toast.id === b[index]?.id &&
      toast.kind === b[index]?.kind &&
      toast.message === b[index]?.message &&
      toast.dismissLabel === b[index]?.dismissLabel,
  );

/**
 * The toasts of every feature (sign-in flows, account notices, favorites), shown by the one region
 * the layout holds. A feature publishes its current toasts under its name and is told when the
 * viewer closes one; how long a toast stays is the feature's own rule (a machine's delay, or the
 * sign-in flows' timer). A feature that starts showing toasts goes after those already shown.
 */
export function createToastBoard() {
  let sources: Source[] = [];
  let shown: readonly Toast[] = [];
  const listeners = new Set<() => void>();

  const refresh = () => {
    shown = sources.flatMap((source) =>
      source.toasts.map((toast) => ({ ...toast, id: `${source.name}:${toast.id}` })),
    );
    listeners.forEach((listener) => listener());
  };

  return {
    publish(name: string, toasts: readonly Toast[], onDismiss: (id: string) => void, owner: object) {
      const current = sources.find((source) => source.name === name);
      if (current && sameToasts(current.toasts, toasts)) {
        Object.assign(current, { onDismiss, owner });
        return;
      }
      const others = sources.filter((source) => source.name !== name);
      const next = { name, toasts, onDismiss, owner };
      // Newly raised toasts go last; a feature updating what it shows keeps its place.
      sources =
        current && current.toasts.length > 0
          ? sources.map((source) => (source === current ? next : source))
          : [...others, next];
      refresh();
    },
    withdraw(name: string, owner: object) {
      const current = sources.find((source) => source.name === name);
      if (!current || current.owner !== owner) return;
      sources = sources.filter((source) => source !== current);
      refresh();
    },
    /** The viewer closed a toast of the region (`<feature>:<id>`). */
    dismiss(regionId: string) {
      const source = sources.find((candidate) => regionId.startsWith(`${candidate.name}:`));
      source?.onDismiss(regionId.slice(source.name.length + 1));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => shown,
  };
}

export type ToastBoard = ReturnType<typeof createToastBoard>;

/** The page's one board (the layout shows it). */
export const toastBoard = createToastBoard();

/** Every toast to show now, in order. */
export function useBoardToasts(board: ToastBoard = toastBoard): readonly Toast[] {
  return useSyncExternalStore(board.subscribe, board.getSnapshot, board.getSnapshot);
}

/**
 * Shows `toasts` in the layout's region for as long as the calling component is mounted; an empty
 * list shows nothing. `onDismiss` receives the id the feature gave the toast.
 */
export function usePublishedToasts(
  name: string,
  toasts: readonly Toast[],
  onDismiss: (id: string) => void,
  board: ToastBoard = toastBoard,
): void {
  const owner = useRef({}).current;
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    board.publish(name, toasts, (id) => dismiss.current(id), owner);
  }, [board, name, toasts, owner]);
  useEffect(() => () => board.withdraw(name, owner), [board, name, owner]);
}
