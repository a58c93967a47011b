import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogView } from '@machines/account-dialog/account-dialog.types';
import { selectSubscriptionView } from '@machines/subscription/subscription.selectors';
import type { subscriptionMachine } from '@machines/subscription/subscription.machine';
import type { SubscriptionOperation } from '@machines/subscription/subscription.types';
import { CardForm, useCardFormTexts, type CardFormPayload } from '@/components/ui/card-form';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { Modal } from '@/components/ui/modal';
import { ActionButton } from '@/components/ui/action-button';
import type {
  PaymentsFeatures,
  PaymentsService,
  PaymentsSubscription,
  SwitchOffer,
} from '@/services/subscriptions/subscriptions.types';
import { useFormatters } from './payments-format';

/**
 * The dialog view the page's address names (`u`, seed 001 §2), or none. The account dialog leaves
 * the subscription views to this page (its machine's `open.subscription`).
 */
export type PageDialog = DialogView | null;

/** The payments page's subscription flow. */
export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;

/** Where PayPal sends the viewer back after adding it as the payment method (seed 001 §2). */
export const PAYPAL_RETURN_VIEW: DialogView = 'payment-method-success';

const OPERATION_TITLES: Record<SubscriptionOperation, string> = {
  cancel: 'payments.dialog.cancel_title',
  renew: 'payments.dialog.renew_title',
  switch: 'payments.dialog.upgrade_title',
  'payment-detail': 'payments.dialog.payment_method_title',
};

/** The outcome views opened from their address, with no change of this page behind them. */
const OUTCOME_VIEWS: Partial<Record<DialogView, { title: string; message: string; error?: true }>> = {
  'upgrade-subscription-success': {
    title: 'payments.dialog.upgrade_title',
    message: 'payments.dialog.upgrade_success',
  },
  'upgrade-subscription-pending': {
    title: 'payments.dialog.upgrade_title',
    message: 'payments.dialog.upgrade_pending',
  },
  'upgrade-subscription-error': {
    title: 'payments.dialog.error_title',
    message: 'payments.change_plan_error',
    error: true,
  },
  'payment-method-success': {
    title: 'payments.dialog.payment_method_title',
    message: 'payments.dialog.payment_method_success',
  },
};

/**
 * The subscription views of seed 001 §2 on the payments page: unsubscribe, renew-subscription,
 * upgrade-subscription, edit-card and payment-method ask their question; while the subscription
 * flow works they wait, then show its outcome (the confirmation with the expiry date, upgrade
 * success / pending, pending downgrade, payment-method success, or the error). A view the
 * subscription does not allow says so instead of offering the change.
 */
export function SubscriptionDialogs({
  actor,
  dialog,
  onDialog,
  servicePromise,
  offers,
  subscription,
  features,
  planChoice,
}: {
  actor: SubscriptionActor;
  dialog: PageDialog;
  onDialog: (dialog: PageDialog) => void;
  servicePromise: Promise<PaymentsService>;
  offers: readonly SwitchOffer[];
  subscription: PaymentsSubscription | null;
  features: PaymentsFeatures;
  /** The plan choice, for upgrade-subscription opened from its address. */
  planChoice: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { date } = useFormatters();
  const view = useSelector(actor, selectSubscriptionView);
  const target = useSelector(actor, (s) => s.context.target);
  const operation = useSelector(actor, (s) => s.context.operation);
  const step = useSelector(actor, (s) => String(s.value));
  const reloads = useSelector(actor, (s) => s.context.reloads);
  const [paypalError, setPaypalError] = useState<string | null>(null);
  const cardTexts = useCardFormTexts(t('payments.payment_method.save_card'));
  const leave = () => onDialog(null);
  const close = () => {
    leave();
    actor.send({ type: 'SUBSCRIPTION.DISMISS' });
  };
  const text = (key: string, values?: Record<string, unknown>) => String(t(key as never, values as never));
  const modal = (title: string, body: ReactNode, onClose = leave) => (
    <Modal title={text(title)} closeLabel={text('payments.dialog.close')} onClose={onClose}>
      {body}
    </Modal>
  );
  const notice = (title: string, message: string, error = false) =>
    modal(
      title,
      <>
        <p role={error ? 'alert' : 'status'}>{message}</p>
        <ActionButton variant="accent" label={text('payments.dialog.ok')} onClick={close} />
      </>,
      close,
    );
  const cancel = () => actor.send({ type: 'SUBSCRIPTION.CANCEL' });
  const renew = () => actor.send({ type: 'SUBSCRIPTION.RENEW' });
  const operationTitle = OPERATION_TITLES[operation ?? 'payment-detail'];

  if (view.outcome) {
    if (view.outcome === 'error') {
      const message =
        view.error && 'text' in view.error
          ? view.error.text
          : text(`payments.${view.error?.key ?? 'change_plan_error'}`);
      return notice('payments.dialog.error_title', message, true);
    }
    const expiry = { date: date(view.date ?? 0) };
    const messages: Record<Exclude<typeof view.outcome, 'error'>, string> = {
      cancelled: view.stale
        ? text('payments.dialog.change_pending')
        : text('payments.dialog.cancelled', expiry),
      renewed: view.stale ? text('payments.dialog.change_pending') : text('payments.dialog.renewed', expiry),
      'upgrade-subscription-success': text('payments.dialog.upgrade_success'),
      'upgrade-subscription-pending': text('payments.dialog.upgrade_pending'),
      'pending-downgrade': text('payments.dialog.downgrade_pending', {
        title: offers.find((o) => o.offerId === target?.offerId)?.title ?? target?.offerId ?? '',
        ...expiry,
      }),
      'payment-method-success': text('payments.dialog.payment_method_success'),
    };
    return notice(operationTitle, messages[view.outcome]);
  }

  if (view.busy) {
    return modal(
      operationTitle,
      // data-step: where the flow is, for browser tests that move the clock between reloads.
      <div data-step={step} data-reloads={reloads}>
        <LoadingIndicator label={text('payments.dialog.working')} />
      </div>,
    );
  }

  if (!dialog) return null;
  const outcomeView = OUTCOME_VIEWS[dialog];
  if (outcomeView) return notice(outcomeView.title, text(outcomeView.message), outcomeView.error);

  // A change the subscription does not allow (none, cancelled, in an app store) is not offered.
  const unavailable = (title: string) =>
    notice(title, subscription ? text('payments.dialog.unavailable') : text('payments.subscription.none'));

  switch (dialog) {
    case 'unsubscribe':
      if (!subscription || !view.canCancel) return unavailable('payments.dialog.cancel_title');
      return modal(
        'payments.dialog.cancel_title',
        <>
          <p>{text('payments.dialog.cancel_question', { date: date(view.date ?? 0) })}</p>
          <div className="payments-page__actions">
            <ActionButton variant="accent" label={text('payments.subscription.cancel')} onClick={cancel} />
            <ActionButton label={text('payments.dialog.keep')} onClick={leave} />
          </div>
        </>,
      );
    case 'renew-subscription':
      if (!subscription) return unavailable('payments.dialog.renew_title');
      if (view.renewNotEnabled) {
        return notice(
          'payments.dialog.renew_title',
          text('payments.not_enabled', { feature: text('payments.features.renew') }),
        );
      }
      if (!view.canRenew) return unavailable('payments.dialog.renew_title');
      return modal(
        'payments.dialog.renew_title',
        <>
          <p>{text('payments.dialog.renew_question', { date: date(view.date ?? 0) })}</p>
          <ActionButton variant="accent" label={text('payments.subscription.renew')} onClick={renew} />
        </>,
      );
    case 'upgrade-subscription':
      if (!subscription || !view.canChangePlan) return unavailable('payments.dialog.upgrade_title');
      return modal('payments.dialog.upgrade_title', planChoice);
    case 'edit-card':
    case 'payment-method': {
      const title =
        dialog === 'edit-card' ? 'payments.dialog.edit_card_title' : 'payments.dialog.payment_method_title';
      // seed 000 §6: the flag gates a new payment method; the card on file may always be edited.
      if (dialog === 'payment-method' && !features.canUpdatePaymentMethod) {
        return notice(
          title,
          text('payments.not_enabled', { feature: text('payments.features.update_payment_method') }),
        );
      }
      const onCard = (card: CardFormPayload) =>
        actor.send({
          type: 'SUBSCRIPTION.UPDATE_CARD',
          card: {
            cardName: card.holderName,
            cardNumber: card.cardNumber,
            cvc: card.cvc,
            expMonth: card.expMonth,
            expYear: card.expYear,
          },
        });
      const usePaypal = () => {
        setPaypalError(null);
        const page = `${window.location.origin}${window.location.pathname}`;
        const back = `${page}?u=${PAYPAL_RETURN_VIEW}`;
        void servicePromise
          .then((service) =>
            service.paypalPaymentMethod({
              successUrl: back,
              waitingUrl: back,
              cancelUrl: page,
              errorUrl: page,
            }),
          )
          .then(({ redirectUrl }) => window.location.assign(redirectUrl))
          .catch((error: unknown) => {
            const server = (error as { serverMessage?: string | null }).serverMessage;
            setPaypalError(server ?? (error as Error).message);
          });
      };
      return modal(
        title,
        <>
          <CardForm {...cardTexts} busy={view.busy} onSubmit={onCard} />
          {dialog === 'payment-method' ? (
            <>
              {paypalError ? (
                <p role="alert" className="form-message form-message--error">
                  {paypalError}
                </p>
              ) : null}
              <button type="button" className="button" onClick={usePaypal}>
                {text('payments.payment_method.use_paypal')}
              </button>
            </>
          ) : null}
        </>,
      );
    }
    default:
      return null;
  }
}
