import type { EventObject } from 'xstate';
import type { WatchListsBackendKind } from '@/services/watch-lists/watch-lists.types';

/**
 * What the favorites and the watch history have in common (seed 000 §4): the feature may be off,
 * the list lives in this browser or in the account, and the root says where with
 * `LISTS.BACKEND_CHANGE`. On a site with accounts a list waits for the account first, and a
 * registration carries the local list over before the account's list loads.
 */

/** What the root hands a watch-list flow once the app runs. */
export type WatchListInput = {
  /** The config turns the list on (seed 000 §3 features). */
  enabled: boolean;
  /**
   * Where the list lives; null on a site with accounts until the account has restored: then the
   * flow waits for `LISTS.BACKEND_CHANGE` rather than show this browser's list for a moment.
   */
  backend: WatchListsBackendKind | null;
};

/**
 * Where the lists are kept changed (sent by the root when the account signs in or out, to
 * favorites and watch history alike). seed 000 §4: signing in loads the account's lists; signing
 * out restores the local ones; registering carries the local lists over to the new account first
 * (`carryOver`).
 */
export type ListsBackendChange = {
  type: 'LISTS.BACKEND_CHANGE';
  backend: WatchListsBackendKind;
  carryOver: boolean;
};

type ListArgs = { context: WatchListInput; event: ListsBackendChange | EventObject };

/**
 * Where the list is read and written. Only `awaitingAccount` holds no back end, and it neither
 * reads nor writes; `loading` is left in the same step before its read starts.
 */
export const listBackendOf = (context: WatchListInput): WatchListsBackendKind => context.backend ?? 'local';

export const watchListGuards = {
  isDisabled: ({ context }: ListArgs) => !context.enabled,
  /** The site has accounts and the account has not restored yet. */
  awaitsBackend: ({ context }: ListArgs) => context.backend === null,
  isEnabled: ({ context }: ListArgs) => context.enabled,
  /** seed 000 §4: registration persists the local lists to the new account. */
  carriesOver: ({ context, event }: ListArgs) =>
    event.type === 'LISTS.BACKEND_CHANGE' && context.enabled && (event as ListsBackendChange).carryOver,
};

/** Whatever is going on, the lists of the other back end replace these (seed 000 §4). */
export const followListsBackend = {
  'LISTS.BACKEND_CHANGE': [
    { guard: 'carriesOver', target: '.importing', actions: 'assignBackend' },
    { guard: 'isEnabled', target: '.loading', actions: 'assignBackend' },
  ],
} as const;

/**
 * Before a list is read: left in the same step it is entered when the feature is off or the
 * place is not known yet, so nothing is read.
 */
export const beforeLoading = {
  tags: ['busy'],
  always: [
    { guard: 'isDisabled', target: 'disabled' },
    { guard: 'awaitsBackend', target: 'awaitingAccount' },
  ],
} as const;

/** Until the account has restored: busy, like a load (`LISTS.BACKEND_CHANGE` ends it). */
export const awaitingAccount = { tags: ['busy'] } as const;

/** The list is read from where it lives now. */
export const loadInput = ({ context }: { context: WatchListInput }) => ({ backend: listBackendOf(context) });

/**
 * seed 000 §4: the local list goes to the account just registered, then the account's list
 * loads. When that fails the account keeps what it had and the local list stays in this browser.
 */
export const importingList = <const Src extends string, TContext extends WatchListInput, TEntry>(
  src: Src,
  listOf: (context: TContext) => TEntry[],
) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: TContext }) => ({
        backend: listBackendOf(context),
        list: listOf(context),
      }),
      onDone: { target: 'loading' },
      onError: { target: 'loading' },
    },
  }) as const;

/** The enabled flag and the state names a watch list's "on" and "loading" selectors read. */
type ListSnapshot = {
  context: { enabled: boolean };
  matches(state: 'disabled' | 'loading' | 'awaitingAccount'): boolean;
};

/** The list feature is on (seed 001 §2: its page and controls exist only then). */
export const isListEnabled = (snapshot: ListSnapshot): boolean =>
  snapshot.context.enabled && !snapshot.matches('disabled');

/** The list has not been read yet (or the account has not said where it lives). */
export const isListLoading = (snapshot: ListSnapshot): boolean =>
  snapshot.matches('loading') || snapshot.matches('awaitingAccount');

/**
 * Invokes the save of the whole list as it is now, where it lives, with the change that made it
 * (the back end applies the change; a browser list is written whole).
 */
export const persistingList = <
  const Src extends string,
  TContext extends WatchListInput,
  TEvent,
  TEntry,
  TChange,
>(
  src: Src,
  listOf: (context: TContext) => TEntry[],
  changeOf: (args: { context: TContext; event: TEvent }) => TChange,
) =>
  ({
    id: src,
    src,
    input: (args: { context: TContext; event: TEvent }) => ({
      backend: listBackendOf(args.context),
      list: listOf(args.context),
      change: changeOf(args),
    }),
  }) as const;

/** Clearing a list: the change that empties it. */
export const clearChange = () => ({ type: 'clear' }) as const;
