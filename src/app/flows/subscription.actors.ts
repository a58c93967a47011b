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
import type { AccountBackendKind, AccountService, AccountUser } from '@/services/account/account.types';
import { env } from '@/services/env';
import type {
  PaymentsFeatures,
  PaymentsService,
  PaymentsSubscription,
} from '@/services/subscriptions/subscriptions.types';

export type PaymentsServiceDeps = {
  kind: AccountBackendKind | null;
  /** The hosted platform's subscription item (`integrations.jwp.assetId`). */
  assetId: number | null;
  features: PaymentsFeatures;
  accessToken: () => Promise<string | null>;
};

/** The payments page's client; its code loads with the page, never on home's first load. */
export async function loadPaymentsService(deps: PaymentsServiceDeps): Promise<PaymentsService | null> {
  const { createPaymentsBackend } = await import('@/services/subscriptions/subscription-backends');
  return createPaymentsBackend(deps.kind, {
    urls: { hostedPlatformUrl: env.hostedPlatformUrl, commerceUrl: env.commerceUrl },
    assetId: deps.assetId,
    features: deps.features,
    accessToken: deps.accessToken,
  });
}

/** What the page's data loads: the subscription shown, switch offers, payment detail, history. */
export type PaymentsData = {
  subscription: PaymentsSubscription | null;
  /** Offer id of a pending downgrade the platform holds (commerce `pendingSwitchId`). */
  pendingSwitchOfferId: string | null;
};

/** The subscription the page manages: the first current one, else the newest (seed 000 §4). */
export function currentSubscription(list: readonly PaymentsSubscription[]): PaymentsSubscription | null {
  return (
    list.find((s) => s.status === 'active' || s.status === 'active_trial') ??
    list.find((s) => s.status === 'cancelled') ??
    list[0] ??
    null
  );
}

export async function loadSubscriptionData(service: PaymentsService): Promise<PaymentsData> {
  const subscription = currentSubscription(await service.listSubscriptions());
  const pendingSwitchOfferId = subscription?.pendingSwitchId
    ? await service.pendingSwitchOffer(subscription.pendingSwitchId).catch(() => null)
    : null;
  return { subscription, pendingSwitchOfferId };
}

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

/** The pending downgrade a user's metadata holds for a subscription (seed 001 §2, §3), if any. */
export function pendingDowngradeOf(
  metadata: Record<string, unknown> | undefined,
  subscriptionId: string,
): { offerId: string; date: number | null } | null {
  let value = metadata?.[pendingDowngradeKey(subscriptionId)];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { offerId, date } = value as { offerId?: unknown; date?: unknown };
  if (typeof offerId !== 'string') return null;
  return { offerId, date: typeof date === 'number' ? date : null };
}
