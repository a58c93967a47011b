import { deepStrictEqual } from 'node:assert/strict';
import type { ListsBackendChange, WatchListInput } from '@machines/shared/watch-list';
import type { DoneVariant, EventVariant, Projection, VariantFilter } from '../support/model-fixture';
import * as o from '../support/oracle';

/**
 * What the two viewer lists (favorites and continue watching) share: both start from the feature
 * flag and the account's back end, and both load the list from it (seed 002 §2, §6; seed 000 §4).
 */
type ListInput = { enabled: boolean; backend: string | null };

/**
 * Nothing is read: no load is running. (`loading` is entered and left in the same step, so
 * XState reports the load as invoked and stops it before it starts; the live children tell.)
 */
export const noLoadRunning = <P extends Projection>(rule: string) =>
  o.holds<P>(rule, (s) =>
    Object.keys(s.snapshot.children).length === 0
      ? true
      : `running: ${Object.keys(s.snapshot.children).join(', ')}`,
  );

/**
 * How a list starts: off while its feature is, waiting while the account is restored, else
 * loading the local list with `loadActor`. The rules are the list's own words for each.
 */
export const listStartRows = <P extends Projection>(
  rules: { feature: string; waits: string; loads: string },
  loadActor: string,
): o.TransitionOracleRow<P>[] => {
  const inputOf = (s: o.OracleStep<P>) => s.input as ListInput;
  return [
    {
      on: 'xstate.init',
      where: (s) => !inputOf(s).enabled,
      expect: [o.stateIs(rules.feature, 'disabled'), noLoadRunning(rules.feature)],
    },
    {
      on: 'xstate.init',
      where: (s) => inputOf(s).enabled && inputOf(s).backend === null,
      expect: [o.stateIs(rules.waits, 'awaitingAccount'), noLoadRunning(rules.waits)],
    },
    {
      on: 'xstate.init',
      where: (s) => inputOf(s).enabled && inputOf(s).backend !== null,
      expect: o.endsIn(rules.loads, 'loading', o.invoked(loadActor, { backend: 'local' })),
    },
  ];
};

/** The three starts of a list, labelled with its name: on, off, and on while the account restores. */
export const listInputs = (name: string): { label: string; input: WatchListInput }[] => [
  { label: `${name} on`, input: { enabled: true, backend: 'local' } },
  { label: `${name} off`, input: { enabled: false, backend: 'local' } },
  // A site with accounts: the list waits until the account has restored.
  { label: `${name} on, account restoring`, input: { enabled: true, backend: null } },
];

/**
 * seed 000 §4: the session moves the list between this browser and the account (`account`, the
 * back end the list lives on once signed in). `offers` say in which states each change is tried.
 */
export const backendChanges = <P extends Projection>(
  account: Exclude<WatchListInput['backend'], null>,
  offers: Record<'signedIn' | 'registered' | 'signedOut', VariantFilter<P>>,
): EventVariant<ListsBackendChange, P>[] => [
  {
    label: 'signed in',
    event: { type: 'LISTS.BACKEND_CHANGE', backend: account, carryOver: false },
    // Also the account restored with a session: the first load is the account's.
    offer: offers.signedIn,
  },
  {
    label: 'registered',
    event: { type: 'LISTS.BACKEND_CHANGE', backend: account, carryOver: true },
    offer: offers.registered,
  },
  {
    label: 'signed out',
    event: { type: 'LISTS.BACKEND_CHANGE', backend: 'local', carryOver: false },
    offer: offers.signedOut,
  },
];

/** The actors of a list: its load, its carry-over into the account, its save. */
type ListActors<L extends string, I extends string, S extends string> = { load: L; carry: I; save: S };

/** What the carry-over and the save answer: done, or the carry-over failing on the server. */
export const carryOverAndSave = <I extends string, S extends string>(actors: { carry: I; save: S }) => ({
  doneOutputs: {
    [actors.carry]: [{ label: 'carried over', output: undefined }],
    [actors.save]: [{ label: 'saved', output: 'saved' as const }],
  } as Record<I, DoneVariant<undefined>[]> & Record<S, DoneVariant<'saved'>[]>,
  carryOverFails: {
    [actors.carry]: [
      { label: 'carry-over fails', error: { kind: 'api', code: 500, message: 'Internal error' } },
    ],
  } as Record<I, { label: string; error: unknown }[]>,
});

/** What a list's state assertions read: its entries (`listOf`) and the inputs of its actors. */
type ListAssertionContext = {
  snapshot: { context: { backend: unknown }; children: object };
  inputOf: (invokeId: string) => unknown;
  description: string;
};

/**
 * The inputs every list's actors start with: the load reads the current back end, nothing runs
 * before the account says where the list lives, the carry-over sends the whole list to the
 * account (`account`), and clearing saves an empty local list.
 */
export const listStateAssertions = <C>(
  actors: ListActors<string, string, string>,
  account: Exclude<WatchListInput['backend'], null>,
  listOf: (context: C) => unknown[],
) => ({
  loading: ({ snapshot, inputOf, description }: ListAssertionContext) => {
    deepStrictEqual(inputOf(actors.load), { backend: snapshot.context.backend }, description);
  },
  awaitingAccount: ({ snapshot, description }: ListAssertionContext) => {
    deepStrictEqual(Object.keys(snapshot.children), [], description);
  },
  importing: ({ snapshot, inputOf, description }: ListAssertionContext) => {
    const list = listOf(snapshot.context as C);
    deepStrictEqual(inputOf(actors.carry), { backend: account, list }, description);
  },
  clearing: ({ inputOf, description }: ListAssertionContext) => {
    const cleared = { backend: 'local', list: [], change: { type: 'clear' } };
    deepStrictEqual(inputOf(actors.save), cleared, description);
  },
});
