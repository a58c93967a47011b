import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, AnyActorRef, EventObject, Snapshot } from 'xstate';
import { useAppRuntime } from '@/app/providers';

/** A long-lived flow the root spawns once the app runs, found by its system id. */
export function useAppSystemActor<TActor extends AnyActorRef>(systemId: string): TActor {
  const { appActor } = useAppRuntime();
  const actor = appActor.system.get(systemId) as TActor | undefined;
  if (!actor) throw new Error(`The ${systemId} flow starts with the app: use it under the router`);
  return actor;
}

/** How a watch list's flow is read: on or off, loading, its items and its clear confirmation. */
export type ClearableListSelectors<TSnapshot, TItem> = {
  enabled: (snapshot: TSnapshot) => boolean;
  loading: (snapshot: TSnapshot) => boolean;
  items: (snapshot: TSnapshot) => readonly TItem[];
  canClear: (snapshot: TSnapshot) => boolean;
  confirmingClear: (snapshot: TSnapshot) => boolean;
};

/** The events that ask, confirm and cancel clearing the list, e.g. `FAVORITES.CLEAR_REQUEST`. */
type ClearEvent<TPrefix extends string> = {
  type: `${TPrefix}.CLEAR_REQUEST` | `${TPrefix}.CLEAR_CONFIRM` | `${TPrefix}.CLEAR_CANCEL`;
};

/** The same items in the same order: the list filtered anew from unchanged entries. */
const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** A watch list for its page and shelf (seed 001 §2): its items, and clearing after a confirmation. */
export function useClearableList<TSnapshot extends Snapshot<unknown>, TItem, TPrefix extends string>(
  actor: ActorRef<TSnapshot, ClearEvent<TPrefix> & EventObject>,
  prefix: TPrefix,
  select: ClearableListSelectors<TSnapshot, TItem>,
) {
  const enabled = useSelector(actor, select.enabled);
  const loading = useSelector(actor, select.loading);
  const items = useSelector(actor, select.items, sameItems);
  const canClear = useSelector(actor, select.canClear);
  const confirmingClear = useSelector(actor, select.confirmingClear);
  return useMemo(() => {
    const send = (step: 'REQUEST' | 'CONFIRM' | 'CANCEL') =>
      actor.send({ type: `${prefix}.CLEAR_${step}` } as ClearEvent<TPrefix> & EventObject);
    return {
      enabled,
      loading,
      items,
      canClear,
      confirmingClear,
      requestClear: () => send('REQUEST'),
      confirmClear: () => send('CONFIRM'),
      cancelClear: () => send('CANCEL'),
    };
  }, [actor, prefix, enabled, loading, items, canClear, confirmingClear]);
}
