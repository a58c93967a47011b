import type { Projection } from '../support/model-fixture';
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
