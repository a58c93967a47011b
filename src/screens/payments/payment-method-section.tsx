import { useTranslation } from 'react-i18next';
import type { ManagedSubscription } from '@machines/subscription/subscription.types';
import type { PaymentDetail, PaymentsFeatures } from '@/services/subscriptions/subscriptions.types';
import type { PageDialog } from './subscription-dialogs';

/**
 * Payment method (seed 001 §2): the card or PayPal on file. The hosted platform edits its card
 * (seed 001 §7 updateCardDetails); where the back end may update the payment method (seed 000
 * §6, commerce), a card or PayPal replaces it.
 */
export function PaymentMethodSection({
  detail,
  features,
  inApp,
  onDialog,
}: {
  detail: PaymentDetail | null;
  features: PaymentsFeatures;
  inApp: ManagedSubscription['inAppProvider'];
  onDialog: (dialog: PageDialog) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <section className="account-section" aria-labelledby="payments-method">
      <h2 id="payments-method" className="account-section__title">
        {t('payments.payment_method.title')}
      </h2>
      {detail === null ? (
        <p>{t('payments.payment_method.none')}</p>
      ) : detail.method === 'paypal' ? (
        <p>{t('payments.payment_method.paypal')}</p>
      ) : (
        <p>
          {t('payments.payment_method.card', { lastFour: detail.lastFour ?? '' })}
          {detail.holderName ? `, ${detail.holderName}` : ''}
          {detail.expiry ? `. ${t('payments.payment_method.card_expiry', { expiry: detail.expiry })}` : ''}
        </p>
      )}
      {inApp ? null : (
        <div className="payments-page__actions">
          {features.canUpdatePaymentMethod ? (
            <button type="button" className="button" onClick={() => onDialog('payment-method')}>
              {t('payments.payment_method.update')}
            </button>
          ) : detail?.method === 'card' ? (
            <button type="button" className="button" onClick={() => onDialog('edit-card')}>
              {t('payments.payment_method.edit_card')}
            </button>
          ) : null}
          {features.canUpdatePaymentMethod ? null : (
            <p className="account-form__note">
              {t('payments.not_enabled', { feature: t('payments.features.update_payment_method') })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
