import { assign, setup } from 'xstate';
import {
  canSwitchOfferType,
  defaultOfferType,
  isAllowedRedirect,
  isOneTimeOfferId,
  paymentErrorMessageOf,
  paymentPathOf,
  preselectOfferId,
  updateOrderFailureOf,
  type PaymentPath,
} from './checkout.rules';
import type {
  AdyenSession,
  AdyenSessionInput,
  CardPaymentInput,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  CheckoutStart,
  FinalizeAdyenInput,
  FinalizeStripePpvInput,
  InitialAdyenPaymentInput,
  InitialiseOffersInput,
  InitialiseOrderInput,
  Offer,
  Order,
  PaymentResult,
  PaymentWithoutDetailsInput,
  PaypalPaymentInput,
  UpdateOrderInput,
} from './checkout.types';
import { errorOf } from '../shared/invoke-results';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

const selectedMethodOf = (context: CheckoutContext) =>
  context.paymentMethods.find((method) => method.id === context.paymentMethodId) ?? null;

const isOrderUnpaid = (context: CheckoutContext) =>
  context.order !== null && context.paymentSentForOrderId !== context.order.id;

const requireOrder = (context: CheckoutContext): Order => {
  // Only reached from states entered with an order (the guards check it).
  if (!context.order) throw new Error('No order created');
  return context.order;
};

const offerIdOf = (context: CheckoutContext): string | null => {
  if (context.order) return context.order.offerId;
  if (context.resume && (context.resume.kind === 'adyen' || context.resume.kind === 'stripe-ppv'))
    return context.resume.offerId;
  return context.selectedOfferId;
};

/** A pay call failed: the payment error view says why (seed 001 §8). */
const failPayment = {
  target: 'paymentError',
  actions: { type: 'showPaymentError', params: errorOf },
} as const;

const redirectOf = ({ event }: { event: { output: PaymentResult } }) => ({
  url: event.output.kind === 'redirect' ? event.output.url : null,
});

/**
 * What a card or Adyen payment answers: a redirect (3-D Secure, the gateway's page) to an allowed
 * origin is followed, any other redirect is refused, and otherwise the viewer waits for the
 * entitlement (seed 001 §4: after a Stripe card payment the viewer waits for the entitlement).
 */
const afterPaymentResult = [
  {
    guard: { type: 'isAllowedRedirect', params: redirectOf },
    target: 'redirecting',
    actions: { type: 'assignRedirect', params: redirectOf },
  },
  {
    guard: {
      type: 'isRedirect',
      params: ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output }),
    },
    target: 'paymentError',
    actions: 'refuseRedirect',
  },
  { target: 'waitingForPayment' },
] as const;

/**
 * Checkout (seed 001 §4 Offer selection and Checkout; seed 000 §4 Order, §8 Update order): the
 * viewer chooses an offer, an order is created for it (replacing the current one), the payment
 * method and coupon update the order, then one of four paths pays it: no payment details
 * required (continue), a Stripe card (card form, maybe 3-D Secure), the Adyen gateway (its form,
 * maybe a redirect, then finalisation on return) or PayPal (redirect). Started from a return
 * URL (`resume`), it begins at the finalisation. A pay call leaves at most once per order: the
 * pay events are accepted only in states before any pay call, and a guard refuses an order a
 * call was already sent for.
 */
export const checkoutMachine = setup({
  types: {} as FlowTypes<CheckoutContext, CheckoutEvent, 'busy', CheckoutInput, CheckoutOutput>,
  actors: {
    initialiseOffers: unprovided<Offer[], InitialiseOffersInput>(),
    /** Creates the order and loads the payment methods (seed 001 §4 step 1). */
    initialiseOrder: unprovided<CheckoutStart, InitialiseOrderInput>(),
    updateOrder: unprovided<Order, UpdateOrderInput>(),
    paymentWithoutDetails: unprovided<void, PaymentWithoutDetailsInput>(),
    paypalPayment: unprovided<{ redirectUrl: string }, PaypalPaymentInput>(),
    directPostCardPayment: unprovided<PaymentResult, CardPaymentInput>(),
    createAdyenPaymentSession: unprovided<AdyenSession, AdyenSessionInput>(),
    initialAdyenPayment: unprovided<PaymentResult, InitialAdyenPaymentInput>(),
    finalizeAdyenPayment: unprovided<void, FinalizeAdyenInput>(),
    finalizeStripePpvPayment: unprovided<void, FinalizeStripePpvInput>(),
  },
  guards: {
    isAdyenReturnWithoutOrder: ({ context }) => context.resume?.kind === 'adyen' && !context.resume.orderId,
    isAdyenReturn: ({ context }) =>
      context.resume?.kind === 'adyen' && Boolean(context.resume.orderId && context.resume.redirectResult),
    isStripePpvReturn: ({ context }) =>
      context.resume?.kind === 'stripe-ppv' && Boolean(context.resume.paymentIntent),
    isErrorReturn: ({ context }) => context.resume?.kind === 'error',
    isCancelledReturn: ({ context }) => context.resume?.kind === 'cancelled',
    /** A return URL missing what its finalisation needs. */
    isIncompleteReturn: ({ context }) => context.resume !== null,
    canSwitchOfferType: ({ context }) => canSwitchOfferType(context.offers),
    isListedOffer: ({ context }, params: { offerId: string }) =>
      context.offers.some((offer) => offer.offerId === params.offerId && offer.kind === context.offerType),
    hasSelectedOffer: ({ context }) => context.selectedOfferId !== null,
    isListedPaymentMethod: ({ context }, params: { paymentMethodId: string }) =>
      context.paymentMethods.some((method) => method.id === params.paymentMethodId),
    /** Double-submit guard: no second pay call for an order one was sent for. */
    isOrderUnpaid: ({ context }) => isOrderUnpaid(context),
    /** seed 001 §4: a free order is paid with the plain continue button. */
    canPayWithoutDetails: ({ context }) =>
      isOrderUnpaid(context) && context.order?.requiredPaymentDetails === false,
    /** The selected method takes this path, and the order needs payment details. */
    canPayWith: ({ context }, params: { path: PaymentPath }) => {
      const method = selectedMethodOf(context);
      return (
        isOrderUnpaid(context) &&
        context.order?.requiredPaymentDetails === true &&
        method !== null &&
        paymentPathOf(method) === params.path
      );
    },
    isOrderNotFound: (_, params: { error: unknown }) =>
      updateOrderFailureOf(params.error).kind === 'order-not-found',
    isCouponError: (_, params: { error: unknown }) => updateOrderFailureOf(params.error).kind === 'coupon',
    isRedirect: (_, params: { result: PaymentResult }) => params.result.kind === 'redirect',
    isAllowedRedirect: ({ context }, params: { url: string | null }) =>
      params.url !== null && isAllowedRedirect(params.url, context.allowedRedirectOrigins),
    isOneTimeOffer: ({ context }) => {
      const offerId = offerIdOf(context);
      return offerId !== null && isOneTimeOfferId(offerId);
    },
  },
  actions: {
    markPaymentSent: assign({ paymentSentForOrderId: ({ context }) => context.order?.id ?? null }),
    showPaymentError: assign((_, params: { error: unknown }) => ({
      outcomeMessage: paymentErrorMessageOf(params.error),
    })),
    assignRedirect: assign((_, params: { url: string | null }) => ({ redirectUrl: params.url })),
    refuseRedirect: assign({ outcomeMessage: { key: 'checkout.redirect_not_allowed' } as const }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    offers: [],
    offerType: 'svod',
    selectedOfferId: null,
    order: null,
    paymentMethods: [],
    paymentMethodId: null,
    couponCode: null,
    appliedCouponCode: null,
    adyenSession: null,
    formError: null,
    couponError: null,
    paymentSentForOrderId: null,
    outcomeMessage: null,
    outcome: null,
    redirectUrl: null,
  }),
  initial: 'starting',
  states: {
    /** seed 001 §2: a return from a provider starts at its finalisation. */
    starting: {
      always: [
        {
          guard: 'isAdyenReturnWithoutOrder',
          target: 'paymentError',
          actions: assign({ outcomeMessage: { key: 'adyen_order_unknown' } }),
        },
        { guard: 'isAdyenReturn', target: 'finalizingAdyen' },
        { guard: 'isStripePpvReturn', target: 'finalizingStripePpv' },
        {
          guard: 'isErrorReturn',
          target: 'paymentError',
          actions: assign({
            outcomeMessage: ({ context }) =>
              context.resume?.kind === 'error' && context.resume.message
                ? { text: context.resume.message }
                : { key: 'unknown_error' },
          }),
        },
        {
          guard: 'isCancelledReturn',
          target: 'paymentCancelled',
          actions: assign({
            outcomeMessage: ({ context }) =>
              context.resume?.kind === 'cancelled' && context.resume.message
                ? { text: context.resume.message }
                : { key: 'checkout.payment_cancelled_message' },
          }),
        },
        {
          guard: 'isIncompleteReturn',
          target: 'paymentError',
          actions: assign({ outcomeMessage: { key: 'unknown_error' } }),
        },
        { target: 'loadingOffers' },
      ],
    },
    loadingOffers: {
      tags: 'busy',
      invoke: {
        id: 'initialiseOffers',
        src: 'initialiseOffers',
        input: ({ context }) => ({ offerIds: context.offerIds }),
        onDone: {
          target: 'choosingOffer',
          actions: assign(({ context, event }) => {
            const offerType = defaultOfferType(event.output, context.premier);
            return {
              offers: event.output,
              offerType,
              selectedOfferId: preselectOfferId(event.output, offerType),
              formError: null,
            };
          }),
        },
        onError: {
          target: 'offersFailed',
          actions: assign({ formError: ({ event }) => paymentErrorMessageOf(event.error) }),
        },
      },
    },
    offersFailed: {
      // Starts over: without a return to finalise, that is loading the offers again.
      on: { 'OFFER.RETRY': { target: 'starting' } },
    },
    /** seed 001 §4 Offer selection. */
    choosingOffer: {
      on: {
        'OFFER.SELECT_TYPE': {
          guard: 'canSwitchOfferType',
          actions: assign(({ context, event }) => ({
            offerType: event.offerType,
            selectedOfferId: preselectOfferId(context.offers, event.offerType),
            formError: null,
          })),
        },
        'OFFER.SELECT': {
          guard: { type: 'isListedOffer', params: ({ event }) => ({ offerId: event.offerId }) },
          actions: assign({ selectedOfferId: ({ event }) => event.offerId, formError: null }),
        },
        'OFFER.SUBMIT': [
          { guard: 'hasSelectedOffer', target: 'creatingOrder' },
          // seed 001 §5: offer type and offer id are both required.
          { actions: assign({ formError: { key: 'choose_offer.field_required' } }) },
        ],
      },
    },
    /** seed 000 §4: creation replaces the current order. */
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'initialiseOrder',
        src: 'initialiseOrder',
        input: ({ context }) => ({
          offer: context.offers.find((offer) => offer.offerId === context.selectedOfferId) as Offer,
        }),
        onDone: {
          target: 'checkout',
          actions: assign(({ event }) => ({
            order: event.output.order,
            paymentMethods: event.output.paymentMethods,
            paymentMethodId: event.output.order.paymentMethodId,
            couponCode: null,
            appliedCouponCode: null,
            adyenSession: null,
            formError: null,
            couponError: null,
          })),
        },
        onError: {
          target: 'choosingOffer',
          actions: assign({ formError: ({ event }) => paymentErrorMessageOf(event.error) }),
        },
      },
    },
    /** seed 001 §4 Checkout, steps 2 and 3: the order, its payment method and coupon. */
    checkout: {
      initial: 'ready',
      on: {
        // The next order replaces this one (seed 000 §4), so nothing of it is kept.
        'CHECKOUT.CHANGE_OFFER': {
          target: 'choosingOffer',
          actions: assign({
            order: null,
            paymentMethods: [],
            paymentMethodId: null,
            couponCode: null,
            appliedCouponCode: null,
            adyenSession: null,
            formError: null,
            couponError: null,
          }),
        },
        'CHECKOUT.SELECT_PAYMENT_METHOD': {
          guard: {
            type: 'isListedPaymentMethod',
            params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }),
          },
          target: 'updatingOrder',
          actions: assign({ paymentMethodId: ({ event }) => event.paymentMethodId, formError: null }),
        },
        'CHECKOUT.APPLY_COUPON': {
          target: 'updatingOrder',
          actions: assign({
            couponCode: ({ event }) => event.couponCode.trim() || null,
            couponError: null,
            formError: null,
          }),
        },
      },
      states: {
        ready: {
          on: {
            'CHECKOUT.CONTINUE': {
              guard: 'canPayWithoutDetails',
              target: '#checkout.payingWithoutDetails',
              actions: 'markPaymentSent',
            },
            'CHECKOUT.PAY': [
              {
                guard: { type: 'canPayWith', params: { path: 'paypal' } },
                target: '#checkout.requestingPaypal',
                actions: 'markPaymentSent',
              },
              { guard: { type: 'canPayWith', params: { path: 'adyen' } }, target: '#checkout.startingAdyen' },
            ],
            'CHECKOUT.PAY_CARD': {
              guard: { type: 'canPayWith', params: { path: 'card' } },
              target: '#checkout.payingByCard',
              actions: 'markPaymentSent',
            },
          },
        },
        /** The gateway's drop-in form is shown with the session. */
        adyenForm: {
          on: {
            'ADYEN.SUBMIT': {
              guard: 'isOrderUnpaid',
              target: '#checkout.payingAdyen',
              actions: 'markPaymentSent',
            },
          },
        },
      },
    },
    /** seed 000 §8 Update order. */
    updatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'updateOrder',
        src: 'updateOrder',
        input: ({ context }) => ({
          order: requireOrder(context),
          paymentMethodId: context.paymentMethodId,
          couponCode: context.couponCode,
        }),
        onDone: {
          target: 'checkout',
          actions: assign(({ context, event }) => ({
            order: event.output,
            appliedCouponCode: context.couponCode,
            adyenSession: null,
          })),
        },
        onError: [
          {
            guard: { type: 'isOrderNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'choosingOffer',
            actions: assign({
              order: null,
              paymentMethods: [],
              paymentMethodId: null,
              couponCode: null,
              appliedCouponCode: null,
              adyenSession: null,
            }),
          },
          {
            guard: { type: 'isCouponError', params: ({ event }) => ({ error: event.error }) },
            target: 'checkout',
            actions: assign(({ context, event }) => {
              const failure = updateOrderFailureOf(event.error);
              return {
                couponError: failure.kind === 'coupon' ? failure.message : null,
                couponCode: context.appliedCouponCode,
                paymentMethodId: context.order?.paymentMethodId ?? null,
                adyenSession: null,
              };
            }),
          },
          {
            target: 'checkout',
            actions: assign(({ context }) => ({
              formError: { key: 'unknown_error' },
              couponCode: context.appliedCouponCode,
              paymentMethodId: context.order?.paymentMethodId ?? null,
              adyenSession: null,
            })),
          },
        ],
      },
    },
    startingAdyen: {
      tags: 'busy',
      invoke: {
        id: 'createAdyenPaymentSession',
        src: 'createAdyenPaymentSession',
        input: ({ context }) => ({ order: requireOrder(context), returnUrl: context.cardReturnUrl }),
        onDone: {
          target: 'checkout.adyenForm',
          actions: assign({ adyenSession: ({ event }) => event.output }),
        },
        onError: {
          target: 'checkout',
          actions: assign({ formError: ({ event }) => paymentErrorMessageOf(event.error) }),
        },
      },
    },
    payingWithoutDetails: {
      tags: 'busy',
      invoke: {
        id: 'paymentWithoutDetails',
        src: 'paymentWithoutDetails',
        input: ({ context, event }) => ({
          order: requireOrder(context),
          captchaValue: event.type === 'CHECKOUT.CONTINUE' ? event.captchaValue : null,
        }),
        onDone: [{ guard: 'isOneTimeOffer', target: 'basePage' }, { target: 'welcome' }],
        onError: failPayment,
      },
    },
    requestingPaypal: {
      tags: 'busy',
      invoke: {
        id: 'paypalPayment',
        src: 'paypalPayment',
        input: ({ context, event }) => ({
          order: requireOrder(context),
          paymentMethodId: context.paymentMethodId ?? '',
          urls: context.paypalReturnUrls,
          couponCode: context.appliedCouponCode,
          captchaValue: event.type === 'CHECKOUT.PAY' ? event.captchaValue : null,
        }),
        onDone: [
          {
            guard: { type: 'isAllowedRedirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
            target: 'redirecting',
            actions: assign({ redirectUrl: ({ event }) => event.output.redirectUrl }),
          },
          {
            target: 'paymentError',
            actions: 'refuseRedirect',
          },
        ],
        onError: failPayment,
      },
    },
    payingByCard: {
      tags: 'busy',
      invoke: {
        id: 'directPostCardPayment',
        src: 'directPostCardPayment',
        input: ({ context, event }) => ({
          order: requireOrder(context),
          card:
            event.type === 'CHECKOUT.PAY_CARD'
              ? event.card
              : { holderName: '', cardNumber: '', expMonth: 0, expYear: 0, cvc: '' },
          couponCode: context.appliedCouponCode,
          referrer: context.referrer,
          returnUrl: context.cardReturnUrl,
        }),
        onDone: afterPaymentResult,
        onError: failPayment,
      },
    },
    payingAdyen: {
      tags: 'busy',
      invoke: {
        id: 'initialAdyenPayment',
        src: 'initialAdyenPayment',
        input: ({ context, event }) => ({
          order: requireOrder(context),
          paymentMethod: event.type === 'ADYEN.SUBMIT' ? event.paymentMethod : null,
          returnUrl: context.cardReturnUrl,
        }),
        onDone: afterPaymentResult,
        onError: failPayment,
      },
    },
    /** seed 001 §4: finalize-payment-adyen with the return URL's redirectResult and orderId. */
    finalizingAdyen: {
      tags: 'busy',
      invoke: {
        id: 'finalizeAdyenPayment',
        src: 'finalizeAdyenPayment',
        input: ({ context }) =>
          context.resume?.kind === 'adyen'
            ? { orderId: context.resume.orderId ?? '', redirectResult: context.resume.redirectResult ?? '' }
            : { orderId: '', redirectResult: '' },
        onDone: { target: 'waitingForPayment' },
        onError: failPayment,
      },
    },
    /** seed 001 §2: finalize-payment-stripe-ppv with the return URL's payment_intent. */
    finalizingStripePpv: {
      tags: 'busy',
      invoke: {
        id: 'finalizeStripePpvPayment',
        src: 'finalizeStripePpvPayment',
        input: ({ context }) => ({
          paymentIntent: context.resume?.kind === 'stripe-ppv' ? (context.resume.paymentIntent ?? '') : '',
        }),
        onDone: { target: 'waitingForPayment' },
        onError: failPayment,
      },
    },
    redirecting: {
      type: 'final',
      entry: assign({ outcome: ({ context }) => ({ outcome: 'redirect', url: context.redirectUrl ?? '' }) }),
    },
    waitingForPayment: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({ outcome: 'waiting-for-payment', offerId: offerIdOf(context) }),
      }),
    },
    welcome: { type: 'final', entry: assign({ outcome: { outcome: 'welcome' } }) },
    basePage: { type: 'final', entry: assign({ outcome: { outcome: 'base-page' } }) },
    paymentError: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({
          outcome: 'payment-error',
          message: context.outcomeMessage ?? { key: 'unknown_error' },
        }),
      }),
    },
    paymentCancelled: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({
          outcome: 'payment-cancelled',
          message: context.outcomeMessage ?? { key: 'checkout.payment_cancelled_message' },
        }),
      }),
    },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'payment-error', message: { key: 'unknown_error' } },
});
