import { useMemo } from 'react';
import type { AccountBackendKind } from '@/services/account/account.types';
import { env } from '@/services/env';
import { decodeReceiptHtml, ReceiptParseError } from '@/services/subscriptions/receipts';
import type {
  PaymentsFeatures,
  PaymentsService,
  PaymentsSubscription,
  Transaction,
} from '@/services/subscriptions/subscriptions.types';
import { getAccountRuntime } from '@/app/account-runtime-holder';
import { useAccount } from '@/app/account/account-runtime';
import { useStartedApp } from '@/app/providers';

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

/** The account's payment flags the payments page reads (seed 001 §2). */
export function usePaymentsFeatures(): PaymentsFeatures {
  const { features } = useAccount();
  return useMemo(
    () => ({
      canRenewSubscription: Boolean(features?.canRenewSubscription),
      canUpdatePaymentMethod: Boolean(features?.canUpdatePaymentMethod),
      canShowReceipts: Boolean(features?.canShowReceipts),
    }),
    [features],
  );
}

/** The payments page's client, made once per back end and flags; its code loads with this page. */
export function usePaymentsService(features: PaymentsFeatures): Promise<PaymentsService> {
  const started = useStartedApp();
  const kind = started.accountBackend;
  const assetId = started.config.integrations.jwp?.assetId ?? null;
  return useMemo(
    () =>
      loadPaymentsService({
        kind,
        assetId: typeof assetId === 'number' ? assetId : null,
        features,
        accessToken: async () => (await getAccountRuntime()?.loadService())?.accessToken() ?? null,
      }).then((service) => {
        if (!service) throw new Error('Payments are not available on this site');
        return service;
      }),
    [kind, assetId, features],
  );
}

/** A transaction's receipt, ready to show (seed 000 §6): a PDF to download, or the HTML to open. */
export type OpenableReceipt = { kind: 'pdf'; blob: Blob } | { kind: 'html'; html: string };

export async function loadReceipt(
  service: PaymentsService,
  transaction: Transaction,
): Promise<OpenableReceipt> {
  const receipt = await service.receipt(transaction);
  return receipt.kind === 'pdf'
    ? { kind: 'pdf', blob: receipt.blob }
    : { kind: 'html', html: decodeReceiptHtml(receipt.data) };
}

/** What a failed receipt says: "Couldn't parse receipt." for one that is not HTML, else the server's words. */
export function receiptFailureDetail(error: unknown): string {
  return error instanceof ReceiptParseError
    ? error.message
    : ((error as { serverMessage?: string | null }).serverMessage ?? (error as Error).message);
}
