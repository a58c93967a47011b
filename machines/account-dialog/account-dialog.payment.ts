import { assign } from 'xstate';
import { checkoutInputOf, checkoutOutputOf, messageParams } from './account-dialog.rules';
import { accountDialogSetup } from './account-dialog.setup';

/**
 * The payment views of the account dialog (seed 001 §2, §4): the checkout flow (choose-offer,
 * checkout and the finalisations after a provider's return), the outcome of a payment, and
 * waiting-for-payment while the entitlements are polled. States of `open`, next to the sign-in views.
 */
export const paymentStates = {
  checkout: accountDialogSetup.createStateConfig({
    invoke: {
      id: 'checkout',
      src: 'checkoutFlow',
      input: ({ context }) => checkoutInputOf(context),
      onDone: [
        {
          // PayPal, 3-D Secure or the card gateway: the browser leaves for the provider.
          guard: { type: 'isCheckoutOutcome', params: { outcome: 'redirect' } },
          target: 'leaving',
          actions: {
            type: 'navigate',
            params: ({ event }) => {
              const output = checkoutOutputOf(event);
              return { to: 'leave', url: output.outcome === 'redirect' ? output.url : '' };
            },
          },
        },
        {
          guard: { type: 'isCheckoutOutcome', params: { outcome: 'waiting-for-payment' } },
          target: 'waitingForPayment',
          actions: [
            assign(({ event }) => {
              const output = checkoutOutputOf(event);
              return {
                view: 'waiting-for-payment' as const,
                paidOfferId: output.outcome === 'waiting-for-payment' ? output.offerId : null,
              };
            }),
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: 'view',
                view: 'waiting-for-payment',
                replace: true,
                ...(context.paidOfferId ? { params: { offerId: context.paidOfferId } } : {}),
              }),
            },
          ],
        },
        {
          // seed 001 §4 step 4: a subscription paid without details goes to welcome.
          guard: { type: 'isCheckoutOutcome', params: { outcome: 'welcome' } },
          target: 'welcome',
          actions: [
            'announcePaid',
            assign({ view: 'welcome' }),
            { type: 'navigate', params: { to: 'view', view: 'welcome', replace: true } },
          ],
        },
        {
          // seed 001 §4 step 4: a one-time offer goes back to the base (media) page.
          guard: { type: 'isCheckoutOutcome', params: { outcome: 'base-page' } },
          target: '#accountDialog.closing',
          actions: ['announcePaid', { type: 'navigate', params: { to: 'close' } }],
        },
        {
          guard: { type: 'isCheckoutOutcome', params: { outcome: 'payment-cancelled' } },
          target: 'paymentOutcome',
          actions: [
            assign(({ event }) => {
              const output = checkoutOutputOf(event);
              return {
                view: 'payment-cancelled' as const,
                outcomeMessage: output.outcome === 'payment-cancelled' ? output.message : null,
              };
            }),
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: 'view',
                view: 'payment-cancelled',
                replace: true,
                ...(messageParams(context.outcomeMessage)
                  ? { params: messageParams(context.outcomeMessage) }
                  : {}),
              }),
            },
          ],
        },
        {
          // seed 001 §8: payment errors are shown on payment-error with the server message.
          target: 'paymentOutcome',
          actions: [
            assign(({ event }) => {
              const output = checkoutOutputOf(event);
              return {
                view: 'payment-error' as const,
                outcomeMessage:
                  output.outcome === 'payment-error' ? output.message : { key: 'unknown_error' },
              };
            }),
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: 'view',
                view: 'payment-error',
                replace: true,
                ...(messageParams(context.outcomeMessage)
                  ? { params: messageParams(context.outcomeMessage) }
                  : {}),
              }),
            },
          ],
        },
      ],
      onError: {
        target: '#accountDialog.closing',
        actions: { type: 'navigate', params: { to: 'close' } },
      },
    },
    on: {
      'CHECKOUT.STEP': {
        guard: 'isOtherStep',
        actions: [
          assign({ view: ({ event }) => event.view }),
          { type: 'navigate', params: ({ event }) => ({ to: 'view', view: event.view }) },
        ],
      },
    },
  }),
  leaving: accountDialogSetup.createStateConfig({}),
  paymentOutcome: accountDialogSetup.createStateConfig({
    on: {
      'CHECKOUT.RESTART': {
        target: 'checkout',
        actions: [
          assign({ view: 'choose-offer', outcomeMessage: null }),
          { type: 'navigate', params: { to: 'view', view: 'choose-offer' } },
        ],
      },
    },
  }),
  waitingForPayment: accountDialogSetup.createStateConfig({
    initial: 'deciding',
    states: {
      deciding: {
        always: [
          { guard: 'hasPaidOffer', target: 'polling' },
          {
            // Nothing names the offer paid for: there is nothing to wait for.
            target: '#accountDialog.open.paymentOutcome',
            actions: [
              assign({ view: 'payment-error', outcomeMessage: { key: 'unknown_error' } }),
              { type: 'navigate', params: { to: 'view', view: 'payment-error', replace: true } },
            ],
          },
        ],
      },
      polling: {
        invoke: {
          id: 'entitlementPolling',
          src: 'entitlementPollingFlow',
          input: ({ context }) => ({ offerId: context.paidOfferId ?? '' }),
          onDone: [
            {
              guard: { type: 'isPollingOutcome', params: { route: 'welcome' } },
              target: '#accountDialog.open.welcome',
              actions: [
                'announcePaid',
                assign({ view: 'welcome' }),
                { type: 'navigate', params: { to: 'view', view: 'welcome', replace: true } },
              ],
            },
            {
              guard: { type: 'isPollingOutcome', params: { route: 'base-page' } },
              target: '#accountDialog.closing',
              actions: ['announcePaid', { type: 'navigate', params: { to: 'close' } }],
            },
            // seed 001 §4: 'payment.longer_than_usual'; the access may still arrive later.
            { target: 'timedOut', actions: 'announcePaid' },
          ],
          onError: {
            target: '#accountDialog.closing',
            actions: { type: 'navigate', params: { to: 'close' } },
          },
        },
      },
      timedOut: {},
    },
  }),
};
