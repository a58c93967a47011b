import type { entitlementPollingMachine } from '@machines/entitlement-polling/entitlement-polling.machine';
import * as o from '../support/oracle';
import type { EntitlementPollingProjection } from './entitlement-polling.fixture';

/** seed 001 §4 "Waiting for payment", §9: written here from the seed, never read from the machine. */
const SEED = {
  pollIntervalMs: 3000,
  maxChecks: 5,
  timeoutKey: 'payment.longer_than_usual',
} as const;

const R = {
  interval: 'seed 001 §4, §9: entitlements are polled every 3000 ms',
  atMost: 'seed 001 §4, §9: entitlements are polled up to 5 times',
  asks: 'seed 001 §4: each poll asks whether the offer just paid for is entitled',
  success: 'seed 001 §4: on access the success message is shown',
  basePage: 'seed 001 §4: on access, an offer id starting with C or P goes to the base page',
  welcome: 'seed 001 §4: on access, any other offer id goes to welcome',
  timeout:
    "seed 001 §4, §8: no access after 5 polls shows the message 'payment.longer_than_usual' (entitlement timeout)",
  keepsWaiting: 'seed 001 §4: until access or the 5th poll, the wait goes on',
} as const;

type Step = o.OracleStep<EntitlementPollingProjection>;

const isOneTime = (offerId: string) => /^[CP]/.test(offerId);
const outputOf = (s: Step) => s.state.output;
const grantedAnswer = (s: Step) => (s.event as { output?: unknown }).output === true;
const checksBefore = (s: Step) => s.before?.checks ?? NaN;
/** The answer of the 5th poll: the last one the seed allows. */
const isLastPoll = (s: Step) => checksBefore(s) === SEED.maxChecks - 1;

const outputIs = (rule: string, want: unknown) =>
  o.holds<EntitlementPollingProjection>(rule, (s) =>
    outputOf(s) === JSON.stringify(want) ? true : `output ${outputOf(s)} (want ${JSON.stringify(want)})`,
  );

const neverMoreThanFive = o.holds<EntitlementPollingProjection>(R.atMost, (s) =>
  s.state.checks <= SEED.maxChecks ? true : `${s.state.checks} polls answered (at most ${SEED.maxChecks})`,
);

/** Waiting for payment as seed 001 §4, §8 and §9 describe it. */
export const entitlementPollingOracle = {
  delays: { POLL_INTERVAL: { ms: SEED.pollIntervalMs, rule: R.interval } },
  states: {
    waiting: {
      seed: [R.interval, R.keepsWaiting],
      expect: [
        neverMoreThanFive,
        o.projected(R.keepsWaiting, { granted: false, output: null }),
        o.holds(R.atMost, (s) =>
          s.state.checks < SEED.maxChecks
            ? true
            : `still waiting after ${s.state.checks} polls (the seed stops at ${SEED.maxChecks})`,
        ),
        o.holds(R.atMost, (s) => {
          const want = `waiting, ${SEED.maxChecks - s.state.checks} left`;
          return s.state.view === want ? true : `the view shows "${s.state.view}" (want "${want}")`;
        }),
      ],
    },
    checking: {
      seed: [R.asks, R.atMost],
      expect: [
        neverMoreThanFive,
        o.holds(R.atMost, (s) =>
          s.state.checks < SEED.maxChecks
            ? true
            : `a poll is out after ${s.state.checks} answered (at most ${SEED.maxChecks} in all)`,
        ),
      ],
    },
    granted: { seed: R.success },
    toBasePage: {
      seed: R.basePage,
      expect: [
        o.holds(R.basePage, (s) =>
          isOneTime(s.state.offerId) ? true : `${s.state.offerId} sent to the base page`,
        ),
        outputIs(R.basePage, { outcome: 'granted', route: 'base-page' }),
        o.projected(R.basePage, { status: 'done', view: 'granted' }),
      ],
    },
    toWelcome: {
      seed: R.welcome,
      expect: [
        o.holds(R.welcome, (s) =>
          !isOneTime(s.state.offerId) ? true : `${s.state.offerId} sent to welcome`,
        ),
        outputIs(R.welcome, { outcome: 'granted', route: 'welcome' }),
        o.projected(R.welcome, { status: 'done', view: 'granted' }),
      ],
    },
    timedOut: {
      seed: R.timeout,
      expect: [
        o.projected(R.timeout, { status: 'done', checks: SEED.maxChecks, granted: false, view: 'timed-out' }),
        outputIs(R.timeout, { outcome: 'timed-out', messageKey: SEED.timeoutKey }),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: o.endsAsWithout(
        R.interval,
        'waiting',
        { checks: 0, granted: false },
        o.invoked('checkEntitlements'),
      ),
    },
    {
      from: 'waiting',
      on: 'xstate.after.POLL_INTERVAL',
      expect: [
        o.stateIs(R.asks, 'checking'),
        o.effectsIncludeFrom(R.asks, (s) => [o.invoked('checkEntitlements', { offerId: s.state.offerId })]),
      ],
    },
    {
      from: 'checking',
      on: 'xstate.done.actor.checkEntitlements',
      where: grantedAnswer,
      expect: [
        o.effectsInclude(R.success, o.action('announceSuccess')),
        o.holds(R.basePage, (s) => {
          const want = isOneTime(s.state.offerId) ? 'toBasePage' : 'toWelcome';
          return s.to === want ? true : `${s.state.offerId} granted, went to ${s.to} (want ${want})`;
        }),
        o.projected(R.success, { granted: true }),
      ],
    },
    {
      from: 'checking',
      on: 'xstate.done.actor.checkEntitlements',
      where: (s) => !grantedAnswer(s) && !isLastPoll(s),
      expect: [
        o.stateIs(R.keepsWaiting, 'waiting'),
        o.holds(R.keepsWaiting, (s) =>
          s.state.checks === checksBefore(s) + 1 ? true : `${checksBefore(s)} → ${s.state.checks} polls`,
        ),
        o.effectsExclude(R.success, o.action('announceSuccess')),
      ],
    },
    {
      from: 'checking',
      on: 'xstate.done.actor.checkEntitlements',
      where: (s) => !grantedAnswer(s) && isLastPoll(s),
      expect: [o.stateIs(R.timeout, 'timedOut'), o.effectsExclude(R.success, o.action('announceSuccess'))],
    },
    {
      // A failed poll is no access: it counts as one of the 5 and the wait goes on.
      from: 'checking',
      on: 'xstate.error.actor.checkEntitlements',
      where: (s) => !isLastPoll(s),
      expect: [
        o.stateIs(R.keepsWaiting, 'waiting'),
        o.projected(R.atMost, { granted: false }),
        o.holds(R.atMost, (s) =>
          s.state.checks === checksBefore(s) + 1 ? true : `${checksBefore(s)} → ${s.state.checks} polls`,
        ),
        o.effectsExclude(R.success, o.action('announceSuccess')),
      ],
    },
    {
      from: 'checking',
      on: 'xstate.error.actor.checkEntitlements',
      where: isLastPoll,
      expect: [o.stateIs(R.timeout, 'timedOut'), o.effectsExclude(R.success, o.action('announceSuccess'))],
    },
  ],
} satisfies o.MachineOracle<typeof entitlementPollingMachine, EntitlementPollingProjection>;
