import { deepStrictEqual, ok } from 'node:assert/strict';
import { entitlementPollingMachine } from '@machines/entitlement-polling/entitlement-polling.machine';
import { selectWaitingView } from '@machines/entitlement-polling/entitlement-polling.selectors';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
import { entitlementPollingOracle } from './entitlement-polling.oracle';

/** seed 001 §4, §9 (5 polls), written here from the seed rather than imported from the machine. */
const SPEC = { maxChecks: 5 } as const;

export type EntitlementPollingProjection = {
  offerId: string;
  checks: number;
  granted: boolean;
  /** What the waiting view shows, checked on every vertex. */
  view: string;
  /** The machine's output once done. */
  output: string | null;
};

/** seed 001 §3: an offer id starting with C or P is one-time; S is a subscription. */
const SUBSCRIPTION = 'S345569153_NL';
const PAY_PER_VIEW = 'C100000101_NL';
const PREMIER = 'P100000102_NL';

/**
 * Waiting for payment (seed 001 §4, §9): the entitlement is checked every 3000 ms (on the
 * simulated clock, one millisecond early first), 5 times at most; granted routes by the offer's
 * kind after the success message, five misses end in 'payment.longer_than_usual'; a failed check
 * counts as a miss.
 */
export const entitlementPollingFixture = {
  machine: entitlementPollingMachine,
  // seed 001 §4, §9: the 3000 ms poll interval is the oracle's `delays` row.
  oracle: entitlementPollingOracle,
  inputs: inputsOf('offerId', {
    'subscription paid': SUBSCRIPTION,
    'pay-per-view paid': PAY_PER_VIEW,
    'premier paid': PREMIER,
  }),
  project: (snapshot) => {
    const view = selectWaitingView(snapshot);
    return {
      offerId: snapshot.context.offerId,
      checks: snapshot.context.checks,
      granted: snapshot.context.granted,
      view: view.kind === 'waiting' ? `waiting, ${view.checksLeft} left` : view.kind,
      output: snapshot.output ? JSON.stringify(snapshot.output) : null,
    };
  },
  events: {},
  doneOutputs: {
    checkEntitlements: [
      // Granted at any check for the subscription; the one-time offers are granted at the third.
      {
        label: 'entitled',
        output: true,
        offer: (state) => state.offerId === SUBSCRIPTION || state.checks === 2,
      },
      { label: 'not yet', output: false },
    ],
  },
  errors: {
    checkEntitlements: [
      {
        label: 'the check fails',
        error: { name: 'CheckoutError', message: 'Request failed with 500' },
        // A failure at the first check (the wait goes on) and at the last (it ends the wait).
        offer: (state) =>
          state.offerId === SUBSCRIPTION && (state.checks === 0 || state.checks === SPEC.maxChecks - 1),
      },
    ],
  },
  stateAssertions: {
    checking: ({ snapshot, inputOf, description }) => {
      // Every check asks about the paid offer, and never more than 5 times.
      deepStrictEqual(inputOf('checkEntitlements'), { offerId: snapshot.context.offerId }, description);
      ok(snapshot.context.checks < SPEC.maxChecks, description);
    },
    toBasePage: ({ snapshot, description }) => {
      ok(/^[CP]/.test(snapshot.context.offerId), description);
      deepStrictEqual(snapshot.output, { outcome: 'granted', route: 'base-page' }, description);
    },
    toWelcome: ({ snapshot, description }) => {
      ok(!/^[CP]/.test(snapshot.context.offerId), description);
      deepStrictEqual(snapshot.output, { outcome: 'granted', route: 'welcome' }, description);
    },
    timedOut: ({ snapshot, description }) => {
      deepStrictEqual(snapshot.context.checks, SPEC.maxChecks, description);
      deepStrictEqual(
        snapshot.output,
        { outcome: 'timed-out', messageKey: 'payment.longer_than_usual' },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof entitlementPollingMachine, EntitlementPollingProjection>;
