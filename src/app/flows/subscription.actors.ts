import { fromPromise } from 'xstate';
import { subscriptionMachine } from '@machines/subscription/subscription.machine';
import { pendingDowngradeKey } from '@machines/subscription/subscription.rules';
import type {
  CardDetails,
  ManagedSubscription,
  RecordDowngradeInput,
  ReloadInput,
  ReloadResult,
  SwitchSubscriptionInput,
  UpdateSubscriptionInput,
} from '@machines/subscription/subscription.types';
import type { AccountService, AccountUser } from '@/services/account/account.types';
import type { PaymentsService, PaymentsSubscription } from '@/services/subscriptions/subscriptions.types';

export type SubscriptionFlowDeps = {
  service: () => Promise<PaymentsService>;
  accountService: () => AccountService | null;
  /** The signed-in user, for the metadata a pending downgrade joins. */
  user: () => AccountUser | null;
  onUserUpdated: (user: AccountUser) => void;
  /** The account's subscriptions changed (its list, the access rules). */
  onChange: () => void;
  /** The subscription as the page last loaded it. */
  current: () => PaymentsSubscription | null;
};

async function fullSubscription(
  deps: SubscriptionFlowDeps,
  service: PaymentsService,
  latest: ManagedSubscription,
): Promise<PaymentsSubscription> {
  // The page's list answer has what a call needs (the unsubscribe link): no extra read. The
  // flow's own copy is newer (its reloads): its offer and status win.
  const shown = deps.current();
  if (shown?.subscriptionId === latest.subscriptionId) return { ...shown, ...latest };
  const found = (await service.listSubscriptions()).find((s) => s.subscriptionId === latest.subscriptionId);
  if (!found) throw new Error('user has no active subscription');
  return found;
}

/** The subscription machine with its real side effects (seed 001 §7 account and checkout services). */
export function provideSubscription(deps: SubscriptionFlowDeps) {
  return subscriptionMachine.provide({
    actors: {
      updateSubscription: fromPromise<void, UpdateSubscriptionInput>(async ({ input }) => {
        const service = await deps.service();
        await service.updateSubscription(
          await fullSubscription(deps, service, input.subscription),
          input.status,
        );
      }),
      switchSubscription: fromPromise<void, SwitchSubscriptionInput>(async ({ input }) => {
        const service = await deps.service();
        await service.switchSubscription(
          await fullSubscription(deps, service, input.subscription),
          input.toOfferId,
          input.direction,
        );
      }),
      recordPendingDowngrade: fromPromise<void, RecordDowngradeInput>(async ({ input }) => {
        const account = deps.accountService();
        if (!account) throw new Error('User not logged in');
        const metadata = { ...(deps.user()?.metadata ?? {}) };
        // seed 001 §2, §3: the pending downgrade in the user's metadata, keyed by subscription id.
        // A string value: the hosted platform keeps metadata as form strings.
        metadata[pendingDowngradeKey(input.subscriptionId)] = JSON.stringify({
          offerId: input.toOfferId,
          date: input.date,
        });
        deps.onUserUpdated(await account.updateUser({ metadata }));
      }),
      updateCardDetails: fromPromise<void, { card: CardDetails }>(async ({ input }) => {
        await (await deps.service()).updateCardDetails(input.card);
      }),
      reloadSubscription: fromPromise<ReloadResult, ReloadInput>(async ({ input }) => {
        const service = await deps.service();
        const [list, detail] = await Promise.all([service.listSubscriptions(), service.paymentDetail()]);
        return {
          subscription: list.find((s) => s.subscriptionId === input.subscriptionId) ?? null,
          paymentDetailId: detail?.id ?? null,
        };
      }),
    },
    actions: { announceChange: () => deps.onChange() },
  });
}
