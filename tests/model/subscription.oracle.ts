import type { subscriptionMachine } from '@machines/subscription/subscription.machine';
import type { CardDetails, SubscriptionInput } from '@machines/subscription/subscription.types';
import {
  action,
  effectsExclude,
  effectsInclude,
  effectsIncludeFrom,
  endsIn,
  holds,
  invoked,
  projected,
  stateIs,
  type MachineOracle,
  type OracleStep,
} from '../support/oracle';
import type { SubscriptionProjection } from './subscription.fixture';

/** seed 000 §4, §9; seed 001 §2, §4, §8, §9: written here from the seeds, never read from the machine. */
const SEED = {
  cancelRetryMs: 1500,
  cancelRetries: 10,
  switchDelayMs: 3000,
  switchRetries: 10,
  paymentDetailRetries: 5,
  cancelError: 'cancel_subscription.unknown_error_occurred',
  renewError: 'renew_subscription.unknown_error_occurred',
  planError: 'change_plan_error',
} as const;

const R = {
  cancelReloads: 'seed 000 §4, §9: after a cancel, subscriptions reload with up to 10 retries, 1500 ms apart',
  renewReloads:
    'seed 000 §9, seed 001 §4: a renew sets the subscription active; it is reloaded until it shows',
  switchReloads: 'seed 001 §4, §9: after a switch, subscriptions reload with 10 retries, 3000 ms apart',
  detailReloads: 'seed 001 §4, §9: after adding a payment detail, subscriptions reload with 5 retries',
  cancelAllowed: 'seed 001 §2: a subscription with status active or active_trial allows cancel',
  renewOffered: 'seed 001 §2: other statuses offer renew, if renewing is permitted (seed 000 §6 flag)',
  cancelledDisables: 'seed 001 §2: a cancelled subscription disables change-plan and cancel',
  inApp: 'seed 001 §2: an in-app store subscription (Apple, Google, Roku) disables plan changes',
  saveDisabled: 'seed 001 §2: Save is disabled when the selected offer equals the current one or while busy',
  direction:
    'seed 000 §4: a switch is an upgrade when the current period is month, a downgrade when it is year',
  downgrade:
    "seed 001 §2: a downgrade records a pending downgrade in the user's metadata (keyed by subscription id) and shows it with a date",
  upgrade:
    'seed 001 §2, §4: an upgrade applies at once with a success message (outcome pending, success or error)',
  confirm:
    'seed 001 §4: cancelling sets cancelled, renewing sets active; both show a confirmation with the expiry date',
  cancelError: 'seed 001 §8: a cancel failure shows cancel_subscription.unknown_error_occurred',
  renewError: 'seed 001 §8: a renew failure shows renew_subscription.unknown_error_occurred',
  planError: 'seed 001 §8: a plan change failure shows change_plan_error',
  cardError:
    'seed 001 §8, seed 000 §8: a card update failure shows the server message (or Failed to update card details)',
  calls:
    'seed 001 §7: updateSubscription (active or cancelled), switchSubscription, updateCardDetails (the card form); seed 001 §4: cancelling sets it to cancelled, renewing sets it to active',
  downgradeDate:
    'docs/decisions.md "Payments page and the subscription flow": the pending downgrade\'s date is the end of the paid period',
  atRest:
    'seed 001 §2, §4: back on the page (or on opening it) no change is under way and no earlier outcome shows',
  dismiss:
    'docs/decisions.md "Payments page and the subscription flow": Back and Close remove the dialog view; the page shows the subscription again',
  platformSays:
    'seed 001 §4; docs/decisions.md "Payments page and the subscription flow": once the reloads end, the page shows what the platform says',
  outcomes:
    'seed 001 §2, §4: each change ends on its own view: cancel and renew confirmations, upgrade-subscription-success, payment-method-success',
} as const;

type Step = OracleStep<SubscriptionProjection>;

/** Reloads allowed for the operation: the first and its retries. */
const maxReloads = (op: string | null) =>
  1 +
  (op === 'switch'
    ? SEED.switchRetries
    : op === 'payment-detail'
      ? SEED.paymentDetailRetries
      : SEED.cancelRetries);

const reloadsBefore = (s: Step) => s.before?.reloads ?? NaN;
const output = (s: Step) =>
  (
    s.event as {
      output?: { subscription: { status: string; offerId: string } | null; paymentDetailId: string | null };
    }
  ).output;

/** Did the reload show what the operation waits for? */
function changed(s: Step): boolean {
  const out = output(s);
  const b = s.before;
  if (!out || !b) return false;
  if (b.operation === 'cancel') return out.subscription?.status === 'cancelled';
  if (b.operation === 'renew') return out.subscription?.status === 'active';
  if (b.operation === 'switch') return out.subscription !== null && out.subscription.offerId !== b.offerId;
  return out.paymentDetailId !== null && out.paymentDetailId !== b.paymentDetailId;
}
const lastReload = (s: Step) => reloadsBefore(s) + 1 >= maxReloads(s.before?.operation ?? null);

/** The subscription the path started with (the page's, as loaded). */
const started = (s: Step) => (s.input as SubscriptionInput).subscription;

/** The subscription a call names: the one the page shows. */
const shown = (s: Step) => ({
  subscriptionId: s.before?.subscriptionId,
  offerId: s.before?.offerId,
  status: s.before?.status,
});

/** The offer a switch asked for, as the projection writes it (`upgrade to S…`). */
const targetOffer = (s: Step) => s.before?.target?.split(' to ')[1];

/** Where a reload that showed the change ends, by the change asked for. */
const OUTCOME_STATE: Record<string, string> = {
  cancel: 'cancelled',
  renew: 'renewed',
  switch: 'upgraded',
  'payment-detail': 'paymentDetailUpdated',
};

const errorIs = (rule: string, key: string) =>
  holds<SubscriptionProjection>(rule, (s) =>
    s.state.error === JSON.stringify({ key }) ? true : `error ${s.state.error} (want ${key})`,
  );

/** After `on` in `from`, the subscriptions reload. */
const reloadsAfter = (from: string, on: string, rule: string) => ({
  from,
  on,
  expect: endsIn<SubscriptionProjection>(rule, 'reloading', invoked('reloadSubscription')),
});

/** When the actor invoked in `from` fails, the page fails with the seed's message. */
const failsWith = (from: string, actor: string, rule: string, key: string) => ({
  from,
  on: `xstate.error.actor.${actor}`,
  expect: [stateIs<SubscriptionProjection>(rule, 'failed'), errorIs(rule, key)],
});

const neverTooMany = holds<SubscriptionProjection>(R.cancelReloads, (s) =>
  s.state.reloads <= maxReloads(s.state.operation)
    ? true
    : `${s.state.reloads} reloads for a ${s.state.operation} (at most ${maxReloads(s.state.operation)})`,
);

const actionsHold = holds<SubscriptionProjection>(R.cancelAllowed, (s) => {
  if (s.state.outcome !== null || s.to !== 'idle') return true;
  const active = s.state.status === 'active' || s.state.status === 'active_trial';
  const want = [
    active && !s.state.inApp ? 'cancel' : null,
    !active && !s.state.inApp && s.state.canRenewFlag ? 'renew' : null,
    !active && !s.state.inApp && !s.state.canRenewFlag ? 'renew not enabled' : null,
    active && !s.state.inApp ? 'change plan' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return s.state.actions === want ? true : `the page offers "${s.state.actions}" (want "${want}")`;
});

const busyOffersNothing = holds<SubscriptionProjection>(R.saveDisabled, (s) =>
  s.state.actions === '' || s.state.actions === 'renew not enabled'
    ? true
    : `while busy the page still offers ${s.state.actions}`,
);

/** The payments page's subscription flow as seeds 000 and 001 describe it. */
export const subscriptionOracle = {
  delays: {
    RETRY_DELAY: { ms: SEED.cancelRetryMs, rule: R.cancelReloads },
    SWITCH_RETRY_DELAY: { ms: SEED.switchDelayMs, rule: R.switchReloads },
  },
  states: {
    idle: {
      seed: [R.cancelAllowed, R.renewOffered, R.cancelledDisables, R.inApp],
      expect: [
        actionsHold,
        projected(R.cancelAllowed, { outcome: null, error: null, reloads: 0 }),
        projected(R.atRest, { operation: null, awaiting: null, stale: false }),
      ],
    },
    cancelling: { seed: R.cancelReloads, expect: [busyOffersNothing] },
    renewing: { seed: R.renewReloads, expect: [busyOffersNothing] },
    switching: { seed: R.direction, expect: [busyOffersNothing] },
    recordingDowngrade: { seed: R.downgrade, expect: [busyOffersNothing] },
    updatingCard: { seed: R.detailReloads, expect: [busyOffersNothing] },
    switchWait: { seed: R.switchReloads, expect: [busyOffersNothing, neverTooMany] },
    reloading: {
      seed: [R.cancelReloads, R.switchReloads, R.detailReloads],
      expect: [busyOffersNothing, neverTooMany],
    },
    retryWait: {
      seed: R.cancelReloads,
      expect: [
        busyOffersNothing,
        holds(R.switchReloads, (s) =>
          s.state.operation !== 'switch' ? true : 'a switch waits 1500 ms (want 3000 ms)',
        ),
      ],
    },
    settled: { seed: R.confirm },
    cancelled: {
      seed: R.confirm,
      expect: [projected(R.confirm, { outcome: 'cancelled', operation: 'cancel' }), neverTooMany],
    },
    renewed: { seed: R.confirm, expect: [projected(R.confirm, { outcome: 'renewed', operation: 'renew' })] },
    upgraded: {
      seed: R.upgrade,
      expect: [
        holds(R.upgrade, (s) => {
          const want = s.state.stale ? 'upgrade-subscription-pending' : 'upgrade-subscription-success';
          return s.state.outcome === want ? true : `outcome ${s.state.outcome} (want ${want})`;
        }),
      ],
    },
    downgradePending: {
      seed: R.downgrade,
      expect: [
        projected(R.downgrade, { outcome: 'pending-downgrade' }),
        holds(R.downgrade, (s) =>
          s.state.pendingDowngradeAt !== null ? true : 'no date for the pending downgrade',
        ),
      ],
    },
    paymentDetailUpdated: {
      seed: R.detailReloads,
      expect: [projected(R.detailReloads, { outcome: 'payment-method-success' })],
    },
    failed: {
      seed: [R.cancelError, R.renewError, R.planError, R.cardError],
      expect: [projected(R.cancelError, { outcome: 'error' })],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        stateIs(R.cancelAllowed, 'idle'),
        projected(R.atRest, { target: null, pendingDowngradeAt: null, stale: false }),
      ],
    },
    reloadsAfter('cancelling', 'xstate.done.actor.updateSubscription', R.cancelReloads),
    reloadsAfter('updatingCard', 'xstate.done.actor.updateCardDetails', R.detailReloads),
    reloadsAfter('retryWait', 'xstate.after.RETRY_DELAY', R.cancelReloads),
    reloadsAfter('switchWait', 'xstate.after.SWITCH_RETRY_DELAY', R.switchReloads),
    failsWith('cancelling', 'updateSubscription', R.cancelError, SEED.cancelError),
    failsWith('renewing', 'renewSubscription', R.renewError, SEED.renewError),
    failsWith('switching', 'switchSubscription', R.planError, SEED.planError),
    failsWith('recordingDowngrade', 'recordPendingDowngrade', R.planError, SEED.planError),
    {
      from: 'idle',
      on: 'SUBSCRIPTION.CANCEL',
      expect: [
        holds(R.cancelAllowed, (s) => {
          const allowed =
            (s.before?.status === 'active' || s.before?.status === 'active_trial') && !s.before?.inApp;
          const want = allowed ? 'cancelling' : 'idle';
          return s.to === want
            ? true
            : `cancel on a ${s.before?.status} subscription went to ${s.to} (want ${want})`;
        }),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.RENEW',
      expect: [
        holds(R.renewOffered, (s) => {
          const b = s.before;
          const allowed =
            b && b.status !== 'active' && b.status !== 'active_trial' && !b.inApp && b.canRenewFlag;
          const want = allowed ? 'renewing' : 'idle';
          return s.to === want ? true : `renew went to ${s.to} (want ${want})`;
        }),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.SWITCH',
      expect: [
        holds(R.cancelledDisables, (s) => {
          const b = s.before;
          const allowed = b && (b.status === 'active' || b.status === 'active_trial') && !b.inApp;
          const want = allowed ? 'switching' : 'idle';
          return s.to === want
            ? true
            : `a switch of a ${b?.status}${b?.inApp ? ' in-app' : ''} subscription went to ${s.to} (want ${want})`;
        }),
        holds(R.direction, (s) => {
          if (s.to !== 'switching') return true;
          const want = `${s.before?.period === 'month' ? 'upgrade' : 'downgrade'} to ${String(s.event.offerId)}`;
          return s.state.target === want ? true : `${s.before?.period} → ${s.state.target} (want ${want})`;
        }),
      ],
    },
    {
      from: 'renewing',
      on: 'xstate.done.actor.renewSubscription',
      expect: [stateIs(R.renewReloads, 'reloading')],
    },
    {
      from: 'switching',
      on: 'xstate.done.actor.switchSubscription',
      expect: [
        holds(R.direction, (s) => {
          const want = s.before?.period === 'month' ? 'switchWait' : 'recordingDowngrade';
          return s.to === want ? true : `after a ${s.before?.period} switch went to ${s.to} (want ${want})`;
        }),
      ],
    },
    {
      from: 'recordingDowngrade',
      on: 'xstate.done.actor.recordPendingDowngrade',
      expect: [stateIs(R.downgrade, 'downgradePending')],
    },
    {
      from: 'updatingCard',
      on: 'xstate.error.actor.updateCardDetails',
      expect: [
        stateIs(R.cardError, 'failed'),
        holds(R.cardError, (s) => {
          const server = (s.event as { error?: { serverMessage?: string } }).error?.serverMessage;
          const want = JSON.stringify(server ? { text: server } : { key: 'payment.update_card_error' });
          return s.state.error === want ? true : `error ${s.state.error} (want ${want})`;
        }),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.done.actor.reloadSubscription',
      where: changed,
      expect: [
        projected(R.confirm, { stale: false }),
        effectsInclude(R.confirm, action('announceChange')),
        holds(R.confirm, (s) =>
          s.state.reloads === reloadsBefore(s) + 1
            ? true
            : `${reloadsBefore(s)} → ${s.state.reloads} reloads`,
        ),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.done.actor.reloadSubscription',
      where: (s) => !changed(s) && !lastReload(s),
      expect: [
        holds(R.cancelReloads, (s) => {
          const want = s.before?.operation === 'switch' ? 'switchWait' : 'retryWait';
          return s.to === want ? true : `not changed yet: went to ${s.to} (want ${want})`;
        }),
        effectsExclude(R.cancelReloads, action('announceChange')),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.done.actor.reloadSubscription',
      where: (s) => !changed(s) && lastReload(s),
      expect: [
        projected(R.cancelReloads, { stale: true }),
        holds(R.cancelReloads, (s) =>
          s.state.reloads === maxReloads(s.state.operation)
            ? true
            : `stopped after ${s.state.reloads} reloads`,
        ),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.error.actor.reloadSubscription',
      where: (s) => !lastReload(s),
      expect: [
        holds(R.cancelReloads, (s) => {
          const want = s.before?.operation === 'switch' ? 'switchWait' : 'retryWait';
          return s.to === want ? true : `a failed reload went to ${s.to} (want ${want})`;
        }),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.error.actor.reloadSubscription',
      where: lastReload,
      expect: [
        projected(R.cancelReloads, { stale: true, outcome: 'cancelled' }),
        holds(R.cancelReloads, (s) =>
          s.state.reloads === maxReloads(s.state.operation)
            ? true
            : `stopped after ${s.state.reloads} reloads (a failed reload counts as one)`,
        ),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED',
      expect: [stateIs(R.detailReloads, 'reloading')],
    },
    { from: 'idle', on: 'SUBSCRIPTION.UPDATE_CARD', expect: [stateIs(R.detailReloads, 'updatingCard')] },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.CANCEL',
      where: (s) => s.to === 'cancelling',
      expect: [
        effectsIncludeFrom(R.calls, (s) => [
          invoked('updateSubscription', { subscription: shown(s), status: 'cancelled' }),
        ]),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.RENEW',
      where: (s) => s.to === 'renewing',
      expect: [
        effectsIncludeFrom(R.calls, (s) => [
          invoked('renewSubscription', { subscription: shown(s), status: 'active' }),
        ]),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.SWITCH',
      where: (s) => s.to === 'switching',
      expect: [
        effectsIncludeFrom(R.calls, (s) => [
          invoked('switchSubscription', {
            subscription: shown(s),
            toOfferId: s.event.offerId,
            direction: s.before?.period === 'month' ? 'upgrade' : 'downgrade',
          }),
        ]),
      ],
    },
    {
      from: 'switching',
      on: 'xstate.done.actor.switchSubscription',
      where: (s) => s.to === 'recordingDowngrade',
      expect: [
        effectsIncludeFrom(R.downgrade, (s) => [
          invoked('recordPendingDowngrade', {
            subscriptionId: s.before?.subscriptionId,
            toOfferId: targetOffer(s),
            date: started(s).expiresAt,
          }),
        ]),
      ],
    },
    {
      from: 'recordingDowngrade',
      on: 'xstate.done.actor.recordPendingDowngrade',
      expect: [
        holds(R.downgradeDate, (s) =>
          s.state.pendingDowngradeAt === started(s).expiresAt
            ? true
            : `pending downgrade dated ${s.state.pendingDowngradeAt} (want ${started(s).expiresAt})`,
        ),
      ],
    },
    {
      from: 'idle',
      on: 'SUBSCRIPTION.UPDATE_CARD',
      expect: [
        effectsIncludeFrom(R.calls, (s) => [
          invoked('updateCardDetails', { card: (s.event as { card?: CardDetails }).card }),
        ]),
      ],
    },
    {
      from: 'reloading',
      on: 'xstate.done.actor.reloadSubscription',
      where: changed,
      expect: [
        holds(R.outcomes, (s) => {
          const want = OUTCOME_STATE[s.before?.operation ?? ''];
          return s.to === want
            ? true
            : `a ${s.before?.operation} that showed ended in ${s.to} (want ${want})`;
        }),
      ],
    },
    ...['cancelled', 'renewed', 'upgraded', 'downgradePending', 'paymentDetailUpdated', 'failed'].map(
      (from) => ({ from, on: 'SUBSCRIPTION.DISMISS', expect: [stateIs(R.dismiss, 'idle')] }),
    ),
    {
      from: 'reloading',
      on: 'xstate.done.actor.reloadSubscription',
      where: (s) => changed(s) || lastReload(s),
      expect: [
        holds(R.platformSays, (s) => {
          const out = output(s);
          const want = {
            status: out?.subscription?.status ?? s.before?.status,
            offerId: out?.subscription?.offerId ?? s.before?.offerId,
            paymentDetailId: out?.paymentDetailId,
          };
          const seen = {
            status: s.state.status,
            offerId: s.state.offerId,
            paymentDetailId: s.state.paymentDetailId,
          };
          return JSON.stringify(seen) === JSON.stringify(want)
            ? true
            : `the page shows ${JSON.stringify(seen)} (the platform says ${JSON.stringify(want)})`;
        }),
      ],
    },
    {
      from: 'idle',
      on: ['SUBSCRIPTION.UPDATE_CARD', 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED'],
      expect: [projected(R.detailReloads, { operation: 'payment-detail' })],
    },
  ],
} satisfies MachineOracle<typeof subscriptionMachine, SubscriptionProjection>;
