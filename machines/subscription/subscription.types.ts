/**
 * Types of the subscription flow of the payments page (seed 000 §4 "Cancel subscription",
 * "Plan switch"; seed 001 §2 "Payments page", §4 "Subscription", §8, §9): cancel, renew, plan
 * switch, card edit, and the reloads that wait for the platform to show the change.
 */
import type {
  ManagedSubscription,
  SubscriptionStatusName,
  SwitchDirection,
} from '@/domain/subscription.types';

export type { ManagedSubscription, SubscriptionStatusName, SwitchDirection };

/** seed 000 §4, §9: after a cancel (or renew), up to 10 reloads 1500 ms apart. */
export const RELOAD_RETRY_DELAY_MS = 1_500;
export const RELOAD_RETRIES = 10;
/** seed 001 §4, §9: after a switch, 10 reloads 3000 ms apart. */
export const SWITCH_RELOAD_DELAY_MS = 3_000;
export const SWITCH_RELOAD_RETRIES = 10;
/** seed 001 §4, §9: after adding a payment detail, 5 reloads. */
export const PAYMENT_DETAIL_RELOAD_RETRIES = 5;

/** The back end's flags that gate this page (seed 000 §6). */
export type SubscriptionFeatures = {
  canRenewSubscription: boolean;
  canUpdatePaymentMethod: boolean;
  canShowReceipts: boolean;
};

export type SubscriptionInput = {
  subscription: ManagedSubscription;
  features: SubscriptionFeatures;
  /** The active payment detail's id when the page opened (a card edit waits for a new one). */
  paymentDetailId: string | null;
};

/** The card form's values (seed 001 §7 updateCardDetails). */
export type CardDetails = {
  cardName: string;
  cardNumber: string;
  cvc: string;
  expMonth: number;
  expYear: number;
};

/** What a reload says: the subscription now and the active payment detail. */
export type ReloadResult = {
  subscription: ManagedSubscription | null;
  paymentDetailId: string | null;
};

/** What the flow is waiting to see after a change. */
export type Awaiting =
  | { kind: 'status'; status: SubscriptionStatusName }
  | { kind: 'offer'; offerId: string }
  | { kind: 'payment-detail'; before: string | null };

export type SubscriptionOperation = 'cancel' | 'renew' | 'switch' | 'payment-detail';

/** A message of seed 001 §8 (a translation key) or the server's own words. */
export type SubscriptionMessage = { key: string } | { text: string };

export type SubscriptionContext = SubscriptionInput & {
  operation: SubscriptionOperation | null;
  awaiting: Awaiting | null;
  /** Reloads done since the change (the first one included). */
  reloads: number;
  /** The switch asked for. */
  target: { offerId: string; direction: SwitchDirection } | null;
  /** The pending downgrade recorded in the user's metadata: its date (seconds). */
  pendingDowngradeAt: number | null;
  /** The reloads ran out before the platform showed the change. */
  stale: boolean;
  error: SubscriptionMessage | null;
};

export type SubscriptionEvent =
  | { type: 'SUBSCRIPTION.CANCEL' }
  | { type: 'SUBSCRIPTION.RENEW' }
  | { type: 'SUBSCRIPTION.SWITCH'; offerId: string }
  | { type: 'SUBSCRIPTION.UPDATE_CARD'; card: CardDetails }
  | { type: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED' }
  | { type: 'SUBSCRIPTION.DISMISS' };

export type UpdateSubscriptionInput = { subscription: ManagedSubscription; status: 'cancelled' | 'active' };
export type SwitchSubscriptionInput = {
  subscription: ManagedSubscription;
  toOfferId: string;
  direction: SwitchDirection;
};
export type RecordDowngradeInput = { subscriptionId: string; toOfferId: string; date: number };
export type ReloadInput = { subscriptionId: string };
