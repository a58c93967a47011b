import { and, assign, fromPromise, setup } from 'xstate';
import { isCancellable, isRenewable, canChangePlan, switchDirectionOf } from './subscription.rules';
import {
  PAYMENT_DETAIL_RELOAD_RETRIES,
  RELOAD_RETRIES,
  RELOAD_RETRY_DELAY_MS,
  SWITCH_RELOAD_DELAY_MS,
  SWITCH_RELOAD_RETRIES,
  type Awaiting,
  type CardDetails,
  type RecordDowngradeInput,
  type ReloadInput,
  type ReloadResult,
  type SubscriptionContext,
  type SubscriptionEvent,
  type SubscriptionInput,
  type SubscriptionMessage,
  type SwitchSubscriptionInput,
  type UpdateSubscriptionInput,
} from './subscription.types';
import type { FlowTypes } from '../shared/flow-types';

const never = <T>() => new Promise<T>(() => {});

/** The server's words when a call failed with a message, else the seed's key. */
function messageOf(error: unknown, key: string): SubscriptionMessage {
  const text = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof text === 'string' && text ? { text } : { key };
}

/** How many reloads an operation may make: the first one and its retries (seed 000 §4, 001 §9). */
const maxReloads = (context: SubscriptionContext) =>
  1 +
  (context.operation === 'switch'
    ? SWITCH_RELOAD_RETRIES
    : context.operation === 'payment-detail'
      ? PAYMENT_DETAIL_RELOAD_RETRIES
      : RELOAD_RETRIES);

function isSettled(awaiting: Awaiting | null, result: ReloadResult): boolean {
  if (!awaiting) return true;
  switch (awaiting.kind) {
    case 'status':
      return result.subscription?.status === awaiting.status;
    case 'offer':
      return result.subscription?.offerId === awaiting.offerId;
    case 'payment-detail':
      return result.paymentDetailId !== null && result.paymentDetailId !== awaiting.before;
  }
}

/** Another reload follows while tries are left: 3000 ms apart after a switch, 1500 ms otherwise. */
const retryReload = [
  { guard: and(['canRetry', 'isSwitch']), target: 'switchWait', actions: 'countReload' },
  { guard: 'canRetry', target: 'retryWait', actions: 'countReload' },
] as const;

/**
 * The payments page's subscription flow (seed 000 §4, seed 001 §2, §4, §8, §9). Cancel calls the
 * unsubscribe link or updates the status, then reloads up to 10 more times 1500 ms apart until
 * the status changes; renew the same. A plan switch goes up (month → year) or down; an upgrade is
 * reloaded 10 more times 3000 ms apart until the new offer shows ('upgrade-subscription-success',
 * or '-pending' if it never does), a downgrade is recorded as pending in the user's metadata
 * (keyed by subscription id) with its date. A card edit reloads 5 more times for the new payment
 * detail. Failures: cancel_subscription / renew_subscription.unknown_error_occurred,
 * change_plan_error, or the server's words for a card.
 */
export const subscriptionMachine = setup({
  types: {} as FlowTypes<SubscriptionContext, SubscriptionEvent, 'busy', SubscriptionInput>,
  actors: {
    /** Cancel (unsubscribe link or status update) or renew (status active). */
    updateSubscription: fromPromise<void, UpdateSubscriptionInput>(() => never()),
    /** seed 001 §7 switchSubscription / change subscription. */
    switchSubscription: fromPromise<void, SwitchSubscriptionInput>(() => never()),
    /** Writes the pending downgrade into the user's metadata. */
    recordPendingDowngrade: fromPromise<void, RecordDowngradeInput>(() => never()),
    /** seed 001 §7 updateCardDetails. */
    updateCardDetails: fromPromise<void, { card: CardDetails }>(() => never()),
    /** seed 001 §7 reloadSubscriptions: the subscription and the active payment detail now. */
    reloadSubscription: fromPromise<ReloadResult, ReloadInput>(() => never()),
  },
  delays: {
    RETRY_DELAY: RELOAD_RETRY_DELAY_MS,
    SWITCH_RETRY_DELAY: SWITCH_RELOAD_DELAY_MS,
  },
  actions: {
    /** Tells the account the subscriptions changed (its list, the access rules). */
    announceChange: () => {},
    countReload: assign({ reloads: ({ context }) => context.reloads + 1 }),
    /** The reload's answer: the subscription (kept when none came back) and the payment detail. */
    adoptReload: assign(({ context }, result: ReloadResult) => ({
      subscription: result.subscription ?? context.subscription,
      paymentDetailId: result.paymentDetailId,
    })),
    /** The reloads ran out before the change showed (seed 001 §4: the '-pending' confirmation). */
    markStale: assign({ stale: true }),
  },
  guards: {
    canCancel: ({ context }) => isCancellable(context.subscription),
    canRenew: ({ context }) => context.features.canRenewSubscription && isRenewable(context.subscription),
    canSwitch: ({ context, event }) =>
      event.type === 'SUBSCRIPTION.SWITCH' &&
      canChangePlan(context.subscription) &&
      event.offerId !== context.subscription.offerId,
    isDowngrade: ({ context }) => context.target?.direction === 'downgrade',
    isSettled: ({ context }, params: { result: ReloadResult }) => isSettled(context.awaiting, params.result),
    canRetry: ({ context }) => context.reloads + 1 < maxReloads(context),
    isSwitch: ({ context }) => context.operation === 'switch',
    isCancel: ({ context }) => context.operation === 'cancel',
    isRenew: ({ context }) => context.operation === 'renew',
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    ...input,
    operation: null,
    awaiting: null,
    reloads: 0,
    target: null,
    pendingDowngradeAt: null,
    stale: false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ operation: null, awaiting: null, reloads: 0, stale: false, error: null }),
      on: {
        'SUBSCRIPTION.CANCEL': {
          guard: 'canCancel',
          target: 'cancelling',
          actions: assign({ operation: 'cancel' }),
        },
        'SUBSCRIPTION.RENEW': {
          guard: 'canRenew',
          target: 'renewing',
          actions: assign({ operation: 'renew' }),
        },
        'SUBSCRIPTION.SWITCH': {
          guard: 'canSwitch',
          target: 'switching',
          actions: assign({
            operation: 'switch',
            target: ({ context, event }) => ({
              offerId: event.offerId,
              direction: switchDirectionOf(context.subscription),
            }),
          }),
        },
        'SUBSCRIPTION.UPDATE_CARD': {
          target: 'updatingCard',
          actions: assign({ operation: 'payment-detail' }),
        },
        'SUBSCRIPTION.PAYMENT_DETAIL_ADDED': {
          target: 'reloading',
          actions: assign({
            operation: 'payment-detail',
            awaiting: ({ context }) => ({ kind: 'payment-detail', before: context.paymentDetailId }),
          }),
        },
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'updateSubscription',
        src: 'updateSubscription',
        input: ({ context }) => ({ subscription: context.subscription, status: 'cancelled' as const }),
        onDone: {
          target: 'reloading',
          actions: assign({ awaiting: { kind: 'status', status: 'cancelled' } }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: { key: 'cancel_subscription.unknown_error_occurred' } }),
        },
      },
    },
    renewing: {
      tags: 'busy',
      invoke: {
        id: 'renewSubscription',
        src: 'updateSubscription',
        input: ({ context }) => ({ subscription: context.subscription, status: 'active' as const }),
        onDone: { target: 'reloading', actions: assign({ awaiting: { kind: 'status', status: 'active' } }) },
        onError: {
          target: 'failed',
          actions: assign({ error: { key: 'renew_subscription.unknown_error_occurred' } }),
        },
      },
    },
    switching: {
      tags: 'busy',
      invoke: {
        id: 'switchSubscription',
        src: 'switchSubscription',
        input: ({ context }) => ({
          subscription: context.subscription,
          toOfferId: context.target?.offerId ?? '',
          direction: context.target?.direction ?? 'upgrade',
        }),
        onDone: [
          { guard: 'isDowngrade', target: 'recordingDowngrade' },
          {
            target: 'switchWait',
            actions: assign({
              awaiting: ({ context }) => ({ kind: 'offer', offerId: context.target?.offerId ?? '' }),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: { key: 'change_plan_error' } }) },
      },
    },
    recordingDowngrade: {
      tags: 'busy',
      invoke: {
        id: 'recordPendingDowngrade',
        src: 'recordPendingDowngrade',
        // seed 001 §2: the downgrade lands when the paid period ends; that is its date.
        input: ({ context }) => ({
          subscriptionId: context.subscription.subscriptionId,
          toOfferId: context.target?.offerId ?? '',
          date: context.subscription.expiresAt,
        }),
        onDone: {
          target: 'downgradePending',
          actions: assign({ pendingDowngradeAt: ({ context }) => context.subscription.expiresAt }),
        },
        onError: { target: 'failed', actions: assign({ error: { key: 'change_plan_error' } }) },
      },
    },
    updatingCard: {
      tags: 'busy',
      invoke: {
        id: 'updateCardDetails',
        src: 'updateCardDetails',
        input: ({ event }) => ({
          card:
            event.type === 'SUBSCRIPTION.UPDATE_CARD'
              ? event.card
              : { cardName: '', cardNumber: '', cvc: '', expMonth: 0, expYear: 0 },
        }),
        onDone: {
          target: 'reloading',
          actions: assign({
            awaiting: ({ context }) => ({ kind: 'payment-detail', before: context.paymentDetailId }),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, 'payment.update_card_error') }),
        },
      },
    },
    /** seed 001 §4, §9: 3000 ms before each reload after a switch. */
    switchWait: {
      tags: 'busy',
      after: { SWITCH_RETRY_DELAY: { target: 'reloading' } },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'reloadSubscription',
        src: 'reloadSubscription',
        input: ({ context }) => ({ subscriptionId: context.subscription.subscriptionId }),
        onDone: [
          {
            guard: { type: 'isSettled', params: ({ event }) => ({ result: event.output }) },
            target: 'settled',
            actions: ['countReload', { type: 'adoptReload', params: ({ event }) => event.output }],
          },
          ...retryReload,
          {
            target: 'settled',
            actions: [
              'countReload',
              'markStale',
              { type: 'adoptReload', params: ({ event }) => event.output },
            ],
          },
        ],
        // A failed reload is one more try: the change itself was accepted.
        onError: [...retryReload, { target: 'settled', actions: ['countReload', 'markStale'] }],
      },
    },
    /** seed 000 §4, §9: 1500 ms between reloads. */
    retryWait: {
      tags: 'busy',
      after: { RETRY_DELAY: { target: 'reloading' } },
    },
    settled: {
      entry: 'announceChange',
      always: [
        { guard: 'isCancel', target: 'cancelled' },
        { guard: 'isRenew', target: 'renewed' },
        { guard: 'isSwitch', target: 'upgraded' },
        { target: 'paymentDetailUpdated' },
      ],
    },
    /** seed 001 §4: a confirmation with the expiry date. */
    cancelled: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
    renewed: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
    /** 'upgrade-subscription-success', or '-pending' when the reloads ran out (stale). */
    upgraded: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
    /** seed 001 §2: 'pending downgrade' with its date. */
    downgradePending: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
    /** payment-method-success. */
    paymentDetailUpdated: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
    failed: { on: { 'SUBSCRIPTION.DISMISS': 'idle' } },
  },
});
