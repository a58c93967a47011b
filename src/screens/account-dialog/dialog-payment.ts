import { useMemo } from 'react';
import type { Location } from 'react-router';
import type { DialogPayment } from '@machines/account-dialog/account-dialog.types';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { readCheckoutReturn } from '@machines/checkout/checkout.rules';
import { ACCOUNT_DIALOG_QUERY_KEY } from '@/app/paths';
import { usePageOffers, type PageOffers } from '@/app/account/page-offers';

/**
 * seed 001 §2: the query parameters a payment view reads (a provider's return and the outcome's
 * message). They go when the dialog closes or moves on. `redirect_status` is what the card
 * processor adds to its return (3-D Secure).
 */
export const PAYMENT_PARAMS = [
  'message',
  'redirectResult',
  'orderId',
  'payment_intent',
  'offerId',
  'paymentMethodId',
  'redirect_status',
];

/** The views of the checkout and its waiting (seed 001 §2). */
const PAYMENT_VIEWS = [
  'choose-offer',
  'checkout',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
  'payment-error',
  'payment-cancelled',
  'waiting-for-payment',
];

/**
 * The offer a provider's page is paying for, kept for the tab while the browser is away: the
 * return URLs are made before the order exists, so they cannot name it (docs/decisions.md).
 */
const PAID_OFFER_KEY = 'statecast.checkout-offer';

export function rememberPaidOffer(offerId: string | null | undefined): void {
  try {
    if (offerId) window.sessionStorage.setItem(PAID_OFFER_KEY, offerId);
  } catch {
    // Storage refused: the return then has no offer to wait for and shows an error.
  }
}

function rememberedPaidOffer(): string | null {
  try {
    return window.sessionStorage.getItem(PAID_OFFER_KEY);
  } catch {
    return null;
  }
}

/**
 * The offers the checkout starts with (seed 001 §4 Offer selection): the media page's own, and on
 * a page without offers of its own (a dialog opened anywhere) the site's subscriptions.
 */
export function useCheckoutOffers(started: Pick<AppStartOutput, 'config'>): PageOffers {
  const offers = usePageOffers();
  const cleeng = started.config.integrations.cleeng;
  const monthly = cleeng?.monthlyOffer;
  const yearly = cleeng?.yearlyOffer;
  return useMemo(() => {
    const siteOffers = [monthly, yearly].filter((id): id is string => Boolean(id));
    return {
      offerIds: offers && offers.offerIds.length > 0 ? offers.offerIds : siteOffers,
      premier: offers?.premier ?? false,
    };
  }, [offers, monthly, yearly]);
}

/**
 * What the page tells the dialog about a payment (seed 001 §2, §4): the offers of the page (a
 * media page's own and the site's subscriptions), where providers send the browser back, and what
 * a return says (`redirectResult`, `orderId`, `payment_intent`, `offerId`, `message`). Null on
 * views that are not about a payment.
 */
export function useDialogPayment(
  location: Pick<Location, 'pathname' | 'search'>,
  started: Pick<AppStartOutput, 'config' | 'accountBackend'>,
): DialogPayment | null {
  const offers = useCheckoutOffers(started);
  return useMemo(() => {
    const params = new URLSearchParams(location.search);
    if (!PAYMENT_VIEWS.includes(params.get(ACCOUNT_DIALOG_QUERY_KEY) ?? '')) return null;
    const origin = window.location.origin;
    /** This page with another view: where a provider returns. */
    const back = (view: string) => {
      const next = new URLSearchParams(location.search);
      for (const key of PAYMENT_PARAMS) next.delete(key);
      next.set(ACCOUNT_DIALOG_QUERY_KEY, view);
      return `${origin}${location.pathname}?${next.toString()}`;
    };
    const offerId = params.get('offerId')?.trim() || rememberedPaidOffer();
    const read = readCheckoutReturn(params);
    const resume =
      read && (read.kind === 'adyen' || read.kind === 'stripe-ppv')
        ? { ...read, offerId: read.offerId ?? offerId }
        : read;
    const waiting = back('waiting-for-payment');
    return {
      offerId,
      checkout: {
        offerIds: offers.offerIds,
        premier: offers.premier,
        // Every provider page of the stand-ins is served by the site's own origin.
        allowedRedirectOrigins: [origin],
        paypalReturnUrls: {
          successUrl: waiting,
          waitingUrl: waiting,
          cancelUrl: back('payment-cancelled'),
          errorUrl: back('payment-error'),
        },
        // seed 001 §2: the hosted platform's card returns with payment_intent, the commerce
        // platform's card gateway with redirectResult and orderId.
        cardReturnUrl: back(
          started.accountBackend === 'hosted' ? 'finalize-payment-stripe-ppv' : 'finalize-payment-adyen',
        ),
        referrer: `${origin}${location.pathname}`,
        resume,
      },
    };
  }, [location.pathname, location.search, offers, started.accountBackend]);
}
