import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSubscriptionView } from '@machines/subscription/subscription.selectors';
import { CardForm, type CardFormPayload } from '@/components/ui/card-form';
import type { CardFormMessage } from '@/components/ui/card-form.rules';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { Modal } from '@/components/ui/modal';
import type { PaymentsService, SwitchOffer } from '@/services/subscriptions/subscriptions.types';
import type { SubscriptionActor } from './payments-screen';
import { useFormatters } from './payments-format';

/** The page's dialogs, named as the seed's dialog views (seed 001 §2). */
export type PageDialog = null | 'unsubscribe' | 'renew-subscription' | 'edit-card' | 'payment-method';

const CARD_MESSAGES: CardFormMessage[] = [
  'checkout.field_required',
  'checkout.invalid_card_number',
  'checkout.invalid_card_expiry',
  'checkout.invalid_cvc_number',
];

/**
 * unsubscribe, renew-subscription, edit-card, payment-method and the outcomes (seed 001 §2, §4,
 * §8): a question, the wait while the platform shows the change, then the confirmation with the
 * expiry date, upgrade success / pending, pending downgrade, payment-method success, or the error.
 */
export function SubscriptionDialogs({
  actor,
  dialog,
  onDialog,
  servicePromise,
  offers,
}: {
  actor: SubscriptionActor;
  dialog: PageDialog;
  onDialog: (dialog: PageDialog) => void;
  servicePromise: Promise<PaymentsService>;
  offers: readonly SwitchOffer[];
}) {
  const { t } = useTranslation('account');
  const { date } = useFormatters();
  const view = useSelector(actor, selectSubscriptionView);
  const target = useSelector(actor, (s) => s.context.target);
  const operation = useSelector(actor, (s) => s.context.operation);
  const step = useSelector(actor, (s) => String(s.value));
  const reloads = useSelector(actor, (s) => s.context.reloads);
  const [paypalError, setPaypalError] = useState<string | null>(null);
  const close = () => {
    onDialog(null);
    actor.send({ type: 'SUBSCRIPTION.DISMISS' });
  };
  const messages = Object.fromEntries(CARD_MESSAGES.map((key) => [key, String(t(key as never))])) as Record<
    CardFormMessage,
    string
  >;
  const closeLabel = t('payments.dialog.close');

  if (view.outcome) {
    const title =
      view.outcome === 'error'
        ? t('payments.dialog.error_title')
        : operation === 'cancel'
          ? t('payments.dialog.cancel_title')
          : operation === 'renew'
            ? t('payments.dialog.renew_title')
            : operation === 'switch'
              ? t('payments.dialog.upgrade_title')
              : t('payments.dialog.payment_method_title');
    const message =
      view.outcome === 'error'
        ? view.error && 'text' in view.error
          ? view.error.text
          : t(`payments.${view.error?.key ?? 'change_plan_error'}` as never)
        : view.stale && (view.outcome === 'cancelled' || view.outcome === 'renewed')
          ? t('payments.dialog.change_pending')
          : view.outcome === 'cancelled'
            ? t('payments.dialog.cancelled', { date: date(view.date ?? 0) })
            : view.outcome === 'renewed'
              ? t('payments.dialog.renewed', { date: date(view.date ?? 0) })
              : view.outcome === 'upgrade-subscription-success'
                ? t('payments.dialog.upgrade_success')
                : view.outcome === 'upgrade-subscription-pending'
                  ? t('payments.dialog.upgrade_pending')
                  : view.outcome === 'pending-downgrade'
                    ? t('payments.dialog.downgrade_pending', {
                        title:
                          offers.find((o) => o.offerId === target?.offerId)?.title ?? target?.offerId ?? '',
                        date: date(view.date ?? 0),
                      })
                    : t('payments.dialog.payment_method_success');
    return (
      <Modal title={title} closeLabel={closeLabel} onClose={close}>
        <p role={view.outcome === 'error' ? 'alert' : 'status'}>{message}</p>
        <button type="button" className="button button--accent" onClick={close}>
          {t('payments.dialog.ok')}
        </button>
      </Modal>
    );
  }

  if (view.busy) {
    const title =
      operation === 'cancel'
        ? t('payments.dialog.cancel_title')
        : operation === 'renew'
          ? t('payments.dialog.renew_title')
          : operation === 'switch'
            ? t('payments.dialog.upgrade_title')
            : t('payments.dialog.payment_method_title');
    return (
      <Modal title={title} closeLabel={closeLabel} onClose={() => onDialog(null)}>
        {/* data-step: where the flow is, for browser tests that move the clock between reloads. */}
        <div data-step={step} data-reloads={reloads}>
          <LoadingIndicator label={t('payments.dialog.working')} />
        </div>
      </Modal>
    );
  }

  switch (dialog) {
    case 'unsubscribe':
      return (
        <Modal
          title={t('payments.dialog.cancel_title')}
          closeLabel={closeLabel}
          onClose={() => onDialog(null)}
        >
          <p>{t('payments.dialog.cancel_question', { date: date(view.date ?? 0) })}</p>
          <div className="payments-page__actions">
            <button
              type="button"
              className="button button--accent"
              onClick={() => actor.send({ type: 'SUBSCRIPTION.CANCEL' })}
            >
              {t('payments.subscription.cancel')}
            </button>
            <button type="button" className="button" onClick={() => onDialog(null)}>
              {t('payments.dialog.keep')}
            </button>
          </div>
        </Modal>
      );
    case 'renew-subscription':
      return (
        <Modal
          title={t('payments.dialog.renew_title')}
          closeLabel={closeLabel}
          onClose={() => onDialog(null)}
        >
          <p>{t('payments.dialog.renew_question', { date: date(view.date ?? 0) })}</p>
          <button
            type="button"
            className="button button--accent"
            onClick={() => actor.send({ type: 'SUBSCRIPTION.RENEW' })}
          >
            {t('payments.subscription.renew')}
          </button>
        </Modal>
      );
    case 'edit-card':
    case 'payment-method': {
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
      return (
        <Modal
          title={
            dialog === 'edit-card'
              ? t('payments.dialog.edit_card_title')
              : t('payments.dialog.payment_method_title')
          }
          closeLabel={closeLabel}
          onClose={() => onDialog(null)}
        >
          <CardForm
            labels={{
              holderName: t('checkout.card_holder'),
              cardNumber: t('checkout.card_number'),
              expiry: t('checkout.card_expiry'),
              cvc: t('checkout.card_cvc'),
              submit: t('payments.payment_method.save_card'),
            }}
            messages={messages}
            busy={view.busy}
            onSubmit={onCard}
          />
          {dialog === 'payment-method' ? (
            <>
              {paypalError ? (
                <p role="alert" className="form-message form-message--error">
                  {paypalError}
                </p>
              ) : null}
              <button
                type="button"
                className="button"
                onClick={() => {
                  setPaypalError(null);
                  const back = `${window.location.origin}${window.location.pathname}`;
                  void servicePromise
                    .then((service) =>
                      service.paypalPaymentMethod({
                        successUrl: `${back}?payment_method=success`,
                        waitingUrl: `${back}?payment_method=success`,
                        cancelUrl: back,
                        errorUrl: back,
                      }),
                    )
                    .then(({ redirectUrl }) => window.location.assign(redirectUrl))
                    .catch((error: unknown) => {
                      const server = (error as { serverMessage?: string | null }).serverMessage;
                      setPaypalError(server ?? (error as Error).message);
                    });
                }}
              >
                {t('payments.payment_method.use_paypal')}
              </button>
            </>
          ) : null}
        </Modal>
      );
    }
    default:
      return null;
  }
}
