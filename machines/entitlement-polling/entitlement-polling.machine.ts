import { assign, setup } from 'xstate';
import { isOneTimeOfferId } from '../checkout/checkout.rules';
import {
  POLL_INTERVAL_MS,
  POLL_MAX_CHECKS,
  type CheckEntitlementsInput,
  type EntitlementPollingContext,
  type EntitlementPollingInput,
  type EntitlementPollingOutput,
} from './entitlement-polling.types';
import { unprovided } from '../shared/unprovided';

/**
 * Waiting for payment (seed 001 §4, §9): the entitlement of the paid offer is checked every
 * 3000 ms, at most 5 times. Granted: the success message, then the base page for a one-time
 * offer (C or P prefix) or welcome. Five misses: 'payment.longer_than_usual'. A check that fails
 * counts as a miss: the payment may well have gone through, so one failed call must not end the
 * wait early, nor may failures keep it waiting for ever.
 */
export const entitlementPollingMachine = setup({
  types: {
    context: {} as EntitlementPollingContext,
    input: {} as EntitlementPollingInput,
    output: {} as EntitlementPollingOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** Resolves true when the offer is entitled now. */
    checkEntitlements: unprovided<boolean, CheckEntitlementsInput>(),
  },
  delays: { POLL_INTERVAL: POLL_INTERVAL_MS },
  actions: {
    /** The success toast of the waiting view (seed 001 §4 "On access: success message"). */
    announceSuccess: () => {},
  },
  guards: {
    isGranted: (_, params: { granted: boolean }) => params.granted,
    isLastCheck: ({ context }) => context.checks + 1 >= POLL_MAX_CHECKS,
    isOneTimeOffer: ({ context }) => isOneTimeOfferId(context.offerId),
  },
}).createMachine({
  id: 'entitlementPolling',
  context: ({ input }) => ({ offerId: input.offerId, checks: 0, granted: false }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: 'busy',
      after: { POLL_INTERVAL: { target: 'checking' } },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkEntitlements',
        src: 'checkEntitlements',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ granted: event.output }) },
            target: 'granted',
            actions: assign({ checks: ({ context }) => context.checks + 1, granted: true }),
          },
          {
            guard: 'isLastCheck',
            target: 'timedOut',
            actions: assign({ checks: ({ context }) => context.checks + 1 }),
          },
          { target: 'waiting', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
        ],
        onError: [
          {
            guard: 'isLastCheck',
            target: 'timedOut',
            actions: assign({ checks: ({ context }) => context.checks + 1 }),
          },
          {
            target: 'waiting',
            actions: assign({ checks: ({ context }) => context.checks + 1 }),
          },
        ],
      },
    },
    granted: {
      entry: 'announceSuccess',
      always: [{ guard: 'isOneTimeOffer', target: 'toBasePage' }, { target: 'toWelcome' }],
    },
    toBasePage: { type: 'final' },
    toWelcome: { type: 'final' },
    timedOut: { type: 'final' },
  },
  output: ({ context }): EntitlementPollingOutput =>
    context.granted
      ? { outcome: 'granted', route: isOneTimeOfferId(context.offerId) ? 'base-page' : 'welcome' }
      : { outcome: 'timed-out', messageKey: 'payment.longer_than_usual' },
});
