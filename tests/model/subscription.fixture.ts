import { deepStrictEqual } from 'node:assert/strict';
import { subscriptionMachine } from '@machines/subscription/subscription.machine';
import { selectSubscriptionView } from '@machines/subscription/subscription.selectors';
import type {
  ManagedSubscription,
  ReloadResult,
  SubscriptionInput,
} from '@machines/subscription/subscription.types';
import type { DoneVariant, MachineFixture } from '../support/model-fixture';
import { subscriptionOracle } from './subscription.oracle';

export type SubscriptionProjection = {
  subscriptionId: string;
  status: string;
  offerId: string;
  period: string;
  inApp: boolean;
  canRenewFlag: boolean;
  operation: string | null;
  awaiting: string | null;
  reloads: number;
  target: string | null;
  stale: boolean;
  error: string | null;
  pendingDowngradeAt: number | null;
  paymentDetailId: string | null;
  /** What the page shows: the selector's outcome and the allowed actions. */
  outcome: string | null;
  actions: string;
};

/** seed 000 §3: offer ids S + item + fee (commerce platform ids). */
const MONTHLY = 'S100000001_NL';
const YEARLY = 'S100000002_NL';
const EXPIRES = 1_798_761_600; // 2027-01-01T00:00:00Z, seconds (seed 001 §3)

const sub = (over: Partial<ManagedSubscription>): ManagedSubscription => ({
  subscriptionId: '590000001',
  offerId: MONTHLY,
  status: 'active',
  period: 'month',
  expiresAt: EXPIRES,
  inAppProvider: null,
  ...over,
});

/** seed 000 §6: the commerce platform renews and updates payment methods; the hosted one shows receipts. */
const COMMERCE_FLAGS = { canRenewSubscription: true, canUpdatePaymentMethod: true, canShowReceipts: false };
const HOSTED_FLAGS = { canRenewSubscription: false, canUpdatePaymentMethod: false, canShowReceipts: true };

const INPUTS: readonly { label: string; input: SubscriptionInput }[] = [
  {
    label: 'monthly active on the commerce platform',
    input: { subscription: sub({}), features: COMMERCE_FLAGS, paymentDetailId: 'pd-1' },
  },
  {
    label: 'yearly active on the hosted platform',
    input: {
      subscription: sub({ subscriptionId: 'sub_590000002', offerId: 'S1001_4002', period: 'year' }),
      features: HOSTED_FLAGS,
      paymentDetailId: 'pd-1',
    },
  },
  {
    label: 'cancelled on the commerce platform',
    input: {
      subscription: sub({ subscriptionId: '590000003', status: 'cancelled' }),
      features: COMMERCE_FLAGS,
      paymentDetailId: 'pd-1',
    },
  },
  {
    label: 'expired on the hosted platform',
    input: {
      subscription: sub({ subscriptionId: 'sub_590000004', offerId: 'S1001_4001', status: 'expired' }),
      features: HOSTED_FLAGS,
      paymentDetailId: null,
    },
  },
  {
    label: 'in-app store subscription, Apple',
    input: {
      subscription: sub({ subscriptionId: '590000005', inAppProvider: 'apple' }),
      features: COMMERCE_FLAGS,
      paymentDetailId: null,
    },
  },
];

const inputOf = (id: string) => INPUTS.find((i) => i.input.subscription.subscriptionId === id)?.input;

/** The reload answers "not yet": the subscription as the path started with it. */
const notYet: DoneVariant<ReloadResult, SubscriptionProjection>[] = INPUTS.map(({ input }) => ({
  label: `not changed yet, ${input.subscription.subscriptionId}`,
  output: { subscription: input.subscription, paymentDetailId: input.paymentDetailId },
  offer: (s) =>
    s.subscriptionId === input.subscription.subscriptionId &&
    s.status === input.subscription.status &&
    s.offerId === input.subscription.offerId &&
    s.paymentDetailId === input.paymentDetailId,
}));

/** The change shows on the third reload (seed 000 §4: the status changes only after several). */
const THIRD = 2;

export const subscriptionFixture = {
  machine: subscriptionMachine,
  oracle: subscriptionOracle,
  inputs: INPUTS,
  project: (snapshot) => {
    const c = snapshot.context;
    const view = selectSubscriptionView(snapshot);
    return {
      subscriptionId: c.subscription.subscriptionId,
      status: c.subscription.status,
      offerId: c.subscription.offerId,
      period: c.subscription.period,
      inApp: c.subscription.inAppProvider !== null,
      canRenewFlag: c.features.canRenewSubscription,
      operation: c.operation,
      awaiting: c.awaiting ? JSON.stringify(c.awaiting) : null,
      reloads: c.reloads,
      target: c.target ? `${c.target.direction} to ${c.target.offerId}` : null,
      stale: c.stale,
      error: c.error ? JSON.stringify(c.error) : null,
      pendingDowngradeAt: c.pendingDowngradeAt,
      paymentDetailId: c.paymentDetailId,
      outcome: view.outcome,
      actions: [
        view.canCancel ? 'cancel' : null,
        view.canRenew ? 'renew' : null,
        view.renewNotEnabled ? 'renew not enabled' : null,
        view.canChangePlan ? 'change plan' : null,
      ]
        .filter(Boolean)
        .join(', '),
    };
  },
  events: {
    'SUBSCRIPTION.CANCEL': [{ label: 'cancel', event: { type: 'SUBSCRIPTION.CANCEL' } }],
    'SUBSCRIPTION.RENEW': [{ label: 'renew', event: { type: 'SUBSCRIPTION.RENEW' } }],
    'SUBSCRIPTION.SWITCH': [
      {
        label: 'switch to yearly',
        event: { type: 'SUBSCRIPTION.SWITCH', offerId: YEARLY },
        offer: (s) => s.offerId === MONTHLY,
      },
      {
        label: 'switch to monthly',
        event: { type: 'SUBSCRIPTION.SWITCH', offerId: 'S1001_4001' },
        offer: (s) => s.offerId === 'S1001_4002',
      },
    ],
    'SUBSCRIPTION.UPDATE_CARD': [
      {
        label: 'edit the card',
        event: {
          type: 'SUBSCRIPTION.UPDATE_CARD',
          card: {
            cardName: 'Sam Viewer',
            cardNumber: '5555555555554444',
            cvc: '123',
            expMonth: 11,
            expYear: 2031,
          },
        },
        offer: (s) => s.subscriptionId === 'sub_590000002' || s.subscriptionId === '590000001',
      },
    ],
    'SUBSCRIPTION.PAYMENT_DETAIL_ADDED': [
      {
        label: 'back from the payment method',
        event: { type: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED' },
        offer: (s) => s.subscriptionId === '590000001',
      },
    ],
    'SUBSCRIPTION.DISMISS': [{ label: 'dismiss', event: { type: 'SUBSCRIPTION.DISMISS' } }],
  },
  doneOutputs: {
    updateSubscription: [{ label: 'cancel accepted', output: undefined }],
    renewSubscription: [{ label: 'renew accepted', output: undefined }],
    switchSubscription: [{ label: 'switch accepted', output: undefined }],
    recordPendingDowngrade: [{ label: 'pending downgrade recorded', output: undefined }],
    updateCardDetails: [{ label: 'card accepted', output: undefined }],
    reloadSubscription: [
      ...notYet,
      {
        label: 'now cancelled',
        output: { subscription: sub({ status: 'cancelled' }), paymentDetailId: 'pd-1' },
        offer: (s) => s.operation === 'cancel' && s.reloads === THIRD && s.subscriptionId === '590000001',
      },
      {
        label: 'now cancelled on the hosted platform',
        output: {
          subscription: sub({
            subscriptionId: 'sub_590000002',
            offerId: 'S1001_4002',
            period: 'year',
            status: 'cancelled',
          }),
          paymentDetailId: 'pd-1',
        },
        offer: (s) => s.operation === 'cancel' && s.reloads === 0 && s.subscriptionId === 'sub_590000002',
      },
      {
        label: 'now active',
        output: {
          subscription: sub({ subscriptionId: '590000003', status: 'active' }),
          paymentDetailId: 'pd-1',
        },
        offer: (s) => s.operation === 'renew' && s.reloads === THIRD,
      },
      {
        label: 'now yearly',
        output: { subscription: sub({ offerId: YEARLY, period: 'year' }), paymentDetailId: 'pd-1' },
        offer: (s) => s.operation === 'switch' && s.reloads === THIRD,
      },
      {
        label: 'a new payment detail',
        output: { subscription: null, paymentDetailId: 'pd-2' },
        offer: (s) => s.operation === 'payment-detail' && s.reloads === 1,
      },
    ],
  },
  errors: {
    updateSubscription: [
      {
        label: 'the cancel fails',
        error: { name: 'AccountError', message: 'Failed to update subscription' },
      },
    ],
    renewSubscription: [
      { label: 'the renew fails', error: { name: 'AccountError', message: 'Failed to update subscription' } },
    ],
    switchSubscription: [
      {
        label: 'the switch fails',
        error: { name: 'AccountError', message: 'Failed to change subscription' },
      },
    ],
    recordPendingDowngrade: [
      {
        label: 'the metadata is not saved',
        error: { name: 'AccountError', message: 'Failed to update user data.' },
      },
    ],
    updateCardDetails: [
      {
        label: 'the card is refused',
        error: {
          name: 'AccountError',
          message: 'Failed to update card details',
          serverMessage: 'Your card number is incorrect.',
        },
      },
      {
        label: 'the card update fails',
        error: { name: 'AccountError', message: 'Failed to update card details' },
      },
    ],
    reloadSubscription: [
      {
        label: 'a reload fails',
        error: { name: 'AccountError', message: 'Failed to get subscriptions' },
        // At the first reload (one more try) and at the last one allowed (the reloads end).
        offer: (s) =>
          s.subscriptionId === '590000001' &&
          ((s.operation === 'cancel' && (s.reloads === 0 || s.reloads === 10)) ||
            (s.operation === 'switch' && s.reloads === 0)),
      },
    ],
  },
  stateAssertions: {
    reloading: ({ snapshot, inputOf: childInput, description }) => {
      deepStrictEqual(
        childInput('reloadSubscription'),
        { subscriptionId: snapshot.context.subscription.subscriptionId },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof subscriptionMachine, SubscriptionProjection>;

export { inputOf as subscriptionInputOf };
