import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import type { accountDialogMachine } from '@machines/account-dialog/account-dialog.machine';
import type { DialogViewModel } from '@machines/account-dialog/account-dialog.selectors';
import type { checkoutMachine } from '@machines/checkout/checkout.machine';
import {
  selectCheckoutForm,
  selectCheckoutView,
  selectOfferChoice,
  type CheckoutForm,
} from '@machines/checkout/checkout.selectors';
import type { CheckoutMessage, Offer, PaymentMethod } from '@machines/checkout/checkout.types';
import { AccountNotice } from '@/components/account/account-notice';
import { ActionButton } from '@/components/ui/action-button';
import { CardForm, useCardFormTexts, type CardFormPayload } from '@/components/ui/card-form';
import { RadioGroup } from '@/components/ui/choice-fields';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

type DialogActor = ActorRefFrom<typeof accountDialogMachine>;
type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
type CheckoutEvent = EventFromLogic<typeof checkoutMachine>;

/** A checkout message: a key of the account texts or the server's own words (seed 001 §8). */
function useCheckoutText() {
  const { t } = useTranslation('account');
  return (message: CheckoutMessage | null): string | null => {
    if (!message) return null;
    return 'text' in message ? message.text : String(t(message.key as never));
  };
}

function useMoney() {
  const { i18n } = useTranslation('account');
  return (amount: number, currency: string) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
  };
}

/** How an offer reads in the list: title, price and what the price buys (seed 001 §3 Offer). */
function useOfferLabel() {
  const { t } = useTranslation('account');
  const money = useMoney();
  return (offer: Offer) => {
    const price = money(offer.price, offer.currency);
    const period =
      offer.period === 'month'
        ? t('choose_offer_view.per_month')
        : offer.period === 'year'
          ? t('choose_offer_view.per_year')
          : offer.period && /^\d+$/.test(offer.period)
            ? t('choose_offer_view.for_hours', { hours: offer.period })
            : '';
    const trial =
      offer.freeDays > 0 ? ` · ${t('choose_offer_view.free_days', { days: String(offer.freeDays) })}` : '';
    return `${offer.title}: ${price}${period ? ` ${period}` : ''}${trial}`;
  };
}

/**
 * The checkout flow's views (seed 001 §2, §4): choose-offer, checkout and the finalisations. The
 * flow is the dialog's child; this only renders its selectors and sends its events. When the flow
 * moves between offer choice and payment the dialog is told, so the address follows.
 */
export function CheckoutFlowView({ actor, dialog }: { actor: CheckoutActor; dialog: DialogActor }) {
  const { t } = useTranslation('account');
  const view = useSelector(actor, selectCheckoutView);
  useEffect(() => {
    if (view === 'choose-offer' || view === 'checkout') dialog.send({ type: 'CHECKOUT.STEP', view });
  }, [dialog, view]);

  switch (view) {
    case 'choose-offer':
      return <ChooseOffer actor={actor} />;
    case 'checkout':
      return <CheckoutPayment actor={actor} />;
    case 'finalize-payment-adyen':
    case 'finalize-payment-stripe-ppv':
      return <LoadingIndicator label={t('payment.finalizing')} />;
    default:
      // Done: the dialog turns the outcome into the next view.
      return <LoadingIndicator label={t('form.working')} />;
  }
}

/** seed 001 §4 Offer selection, §5 'choose_offer.field_required'. */
function ChooseOffer({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('account');
  const text = useCheckoutText();
  const label = useOfferLabel();
  const choice = useSelector(actor, selectOfferChoice);
  const loading = useSelector(actor, (s) => s.matches('loadingOffers') || s.matches('starting'));
  if (loading) return <LoadingIndicator label={t('form.working')} />;
  if (choice.failed) {
    const retry = () => actor.send({ type: 'OFFER.RETRY' });
    return (
      <AccountNotice
        message={<FormMessage error={text(choice.error)} />}
        actions={[{ variant: 'accent', label: t('checkout.retry'), onClick: retry }]}
      />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'OFFER.SUBMIT' });
  };
  return (
    <form
      className="form account-form checkout-form"
      noValidate
      onSubmit={submit}
      aria-busy={choice.busy || undefined}
    >
      {choice.showTypeSwitch ? (
        <RadioGroup
          legend={t('choose_offer_view.offer_type')}
          name="offerType"
          value={choice.offerType}
          disabled={choice.busy}
          options={[
            { value: 'svod', label: t('choose_offer_view.subscription') },
            { value: 'tvod', label: t('choose_offer_view.one_time') },
          ]}
          onChange={(value) =>
            actor.send({ type: 'OFFER.SELECT_TYPE', offerType: value === 'tvod' ? 'tvod' : 'svod' })
          }
        />
      ) : null}
      <RadioGroup
        legend={t('choose_offer_view.offer')}
        name="offerId"
        required
        value={choice.selectedOfferId ?? ''}
        disabled={choice.busy}
        error={text(choice.error)}
        options={choice.offers.map((offer) => ({ value: offer.offerId, label: label(offer) }))}
        onChange={(offerId) => actor.send({ type: 'OFFER.SELECT', offerId })}
      />
      <SubmitButton label={t('choose_offer_view.continue')} busy={choice.busy} />
    </form>
  );
}

const methodLabel = (method: PaymentMethod, t: (key: string) => string) =>
  method.methodName === 'paypal' ? t('checkout.paypal') : t('checkout.card');

/** seed 001 §4 Checkout steps 2 and 3: the order, its payment method and coupon, and the pay control. */
function CheckoutPayment({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('account');
  const text = useCheckoutText();
  const form = useSelector(actor, selectCheckoutForm);
  const title = useSelector(
    actor,
    (s) => s.context.offers.find((offer) => offer.offerId === s.context.order?.offerId)?.title ?? null,
  );
  const tr = (key: string) => String(t(key as never));
  return (
    <div className="account-form checkout-form">
      {form.order ? <OrderSummary form={form} title={title} /> : null}
      <div className="account-form__actions">
        <ActionButton
          label={t('checkout.change_offer')}
          disabled={form.busy}
          onClick={() => actor.send({ type: 'CHECKOUT.CHANGE_OFFER' })}
        />
      </div>
      <CouponForm
        busy={form.busy}
        applied={form.couponCode}
        error={text(form.couponError)}
        onApply={(couponCode) => actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode })}
      />
      {form.order?.requiredPaymentDetails && form.paymentMethods.length > 0 ? (
        <RadioGroup
          legend={t('checkout.payment_method')}
          name="paymentMethodId"
          value={form.paymentMethodId ?? ''}
          disabled={form.busy}
          options={form.paymentMethods.map((method) => ({
            value: method.id,
            label: methodLabel(method, tr),
          }))}
          onChange={(paymentMethodId) =>
            actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId })
          }
        />
      ) : null}
      <FormMessage error={text(form.formError)} />
      <PayControl actor={actor} form={form} />
    </div>
  );
}

function OrderSummary({ form, title }: { form: CheckoutForm; title: string | null }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const order = form.order;
  if (!order) return null;
  return (
    <dl className="checkout-summary" aria-label={t('checkout.order_summary')}>
      {title ? (
        <div className="checkout-summary__row">
          <dt>{t('choose_offer_view.offer')}</dt>
          <dd>{title}</dd>
        </div>
      ) : null}
      {order.priceBreakdown.discountAmount > 0 ? (
        <div className="checkout-summary__row">
          <dt>{t('checkout.discount')}</dt>
          <dd>-{money(order.priceBreakdown.discountAmount, order.currency)}</dd>
        </div>
      ) : null}
      {order.taxRate > 0 ? (
        <div className="checkout-summary__row">
          {/* seed 001 §9: tax shown as a rounded percentage. */}
          <dt>
            {t('checkout.tax', { rate: String(Math.round(order.taxRate * (order.taxRate < 1 ? 100 : 1))) })}
          </dt>
          <dd>{money(order.priceBreakdown.taxValue, order.currency)}</dd>
        </div>
      ) : null}
      <div className="checkout-summary__row checkout-summary__total">
        <dt>{t('checkout.total_price')}</dt>
        <dd data-testid="order-total">{money(order.totalPrice, order.currency)}</dd>
      </div>
    </dl>
  );
}

function CouponForm({
  busy,
  applied,
  error,
  onApply,
}: {
  busy: boolean;
  applied: string | null;
  error: string | null;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState(applied ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onApply(code);
  };
  return (
    <form className="form checkout-coupon" noValidate onSubmit={submit}>
      <TextField
        label={t('checkout.coupon_code')}
        name="couponCode"
        autoComplete="off"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton label={t('checkout.apply')} busy={busy} variant="plain" />
    </form>
  );
}

/**
 * The pay buttons by the order's path (seed 001 §4 step 3), each with the label key and the event
 * it sends. With 'adyen-form' the gateway collects the card on its own page (docs/decisions.md):
 * the drop-in only says which kind of method pays.
 */
const PAY_BUTTONS: Record<'continue' | 'paypal' | 'adyen' | 'adyen-form', [string, CheckoutEvent]> = {
  continue: ['checkout.continue', { type: 'CHECKOUT.CONTINUE', captchaValue: null }],
  paypal: ['checkout.pay_with_paypal', { type: 'CHECKOUT.PAY', captchaValue: null }],
  adyen: ['checkout.pay', { type: 'CHECKOUT.PAY', captchaValue: null }],
  'adyen-form': [
    'checkout.pay_with_card_gateway',
    { type: 'ADYEN.SUBMIT', paymentMethod: { type: 'scheme' } },
  ],
};

/** The pay control of the order's path (seed 001 §4 step 3); only while a pay event is accepted. */
function PayControl({ actor, form }: { actor: CheckoutActor; form: CheckoutForm }) {
  const { t } = useTranslation('account');
  const cardTexts = useCardFormTexts(t('checkout.pay'));
  if (form.payControl === 'card-form') {
    return (
      <CardForm
        {...cardTexts}
        busy={form.busy}
        onSubmit={(card: CardFormPayload) => actor.send({ type: 'CHECKOUT.PAY_CARD', card })}
      />
    );
  }
  if (form.payControl) {
    const [label, event] = PAY_BUTTONS[form.payControl];
    return (
      <ActionButton
        variant="accent"
        label={t(label as never)}
        disabled={form.busy}
        onClick={() => actor.send(event)}
      />
    );
  }
  return form.busy ? <LoadingIndicator label={t('form.working')} /> : null;
}

/** payment-error and payment-cancelled (seed 001 §2, §8): the message, and a way to choose again. */
export function PaymentOutcomeView({ dialog, model }: { dialog: DialogActor; model: DialogViewModel }) {
  const { t } = useTranslation('account');
  const text = useCheckoutText();
  const fallback =
    model.view === 'payment-cancelled' ? 'checkout.payment_cancelled_message' : 'unknown_error';
  const restart = () => dialog.send({ type: 'CHECKOUT.RESTART' });
  return (
    <AccountNotice
      message={<p role="status">{text(model.outcomeMessage) ?? t(fallback as never)}</p>}
      actions={[
        { variant: 'accent', label: t('checkout.choose_again'), onClick: restart },
        { label: t('dialog.close'), onClick: () => dialog.send({ type: 'DIALOG.CLOSE' }) },
      ]}
    />
  );
}

/** waiting-for-payment (seed 001 §4): polling, or 'payment.longer_than_usual' after five checks. */
export function WaitingForPaymentView({ dialog, timedOut }: { dialog: DialogActor; timedOut: boolean }) {
  const { t } = useTranslation('account');
  if (!timedOut) return <LoadingIndicator label={t('payment.waiting')} />;
  const close = () => dialog.send({ type: 'DIALOG.CLOSE' });
  return (
    <AccountNotice
      message={<p role="status">{t('payment.longer_than_usual')}</p>}
      actions={[{ variant: 'accent', label: t('dialog.close'), onClick: close }]}
    />
  );
}
