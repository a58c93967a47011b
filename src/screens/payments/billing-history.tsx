import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@/components/ui/action-button';
import { loadReceipt, receiptFailureDetail } from '@/app/data/payments';
import type {
  PaymentsFeatures,
  PaymentsService,
  Transaction,
} from '@/services/subscriptions/subscriptions.types';
import { useFormatters } from './payments-format';
import { PaymentsQuery } from './payments-query';

/** seed 001 §2, §9: billing history shows 4 transactions first. */
const INITIAL_TRANSACTIONS = 4;

/**
 * Billing history (seed 001 §2): 4 transactions, then 'show all' with the count of the hidden
 * ones; receipts where the back end shows them (seed 000 §6): a PDF downloads as
 * receipt_{id}.pdf, base64 HTML opens in a window, anything else is "Couldn't parse receipt."
 */
export function BillingHistory({
  servicePromise,
  features,
  userId,
}: {
  servicePromise: Promise<PaymentsService>;
  features: PaymentsFeatures;
  userId: string | number | null;
}) {
  const { t } = useTranslation('account');
  const { date, money } = useFormatters();
  const [showAll, setShowAll] = useState(false);
  const [receiptError, setReceiptError] = useState<{ id: string; detail: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const transactions = useQuery({
    queryKey: ['payments', 'transactions', userId],
    queryFn: async () => (await servicePromise).transactions(),
  });

  async function openReceipt(transaction: Transaction) {
    setReceiptError(null);
    setBusyId(transaction.transactionId);
    // A window opened now, while the click still counts as the viewer's, is not blocked.
    try {
      const receipt = await loadReceipt(await servicePromise, transaction);
      if (receipt.kind === 'pdf') {
        const url = URL.createObjectURL(receipt.blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `receipt_${transaction.transactionId}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        window.setTimeout(() => URL.revokeObjectURL(url), 0);
      } else {
        const opened = window.open(
          '',
          t('payments.billing.receipt_window', { id: transaction.transactionId }),
        );
        if (opened) {
          opened.document.open();
          opened.document.write(receipt.html);
          opened.document.close();
        }
      }
    } catch (error) {
      setReceiptError({ id: transaction.transactionId, detail: receiptFailureDetail(error) });
    } finally {
      setBusyId(null);
    }
  }

  const list = transactions.data ?? [];
  const shown = showAll ? list : list.slice(0, INITIAL_TRANSACTIONS);
  const hidden = list.length - shown.length;
  return (
    <section className="account-section" aria-labelledby="payments-billing">
      <h2 id="payments-billing" className="account-section__title">
        {t('payments.billing.title')}
      </h2>
      <PaymentsQuery query={transactions}>
        {() =>
          list.length === 0 ? (
            <p>{t('payments.billing.none')}</p>
          ) : (
            <>
              {receiptError ? (
                <p role="alert" className="form-message form-message--error">
                  {t('payments.billing.receipt_error')} {receiptError.detail}
                </p>
              ) : null}
              <ul className="payments-page__transactions" aria-label={t('payments.billing.title')}>
                {shown.map((transaction) => (
                  <li key={transaction.transactionId} className="payments-page__transaction">
                    <span>{transaction.offerTitle}</span> <span>{date(transaction.date)}</span>{' '}
                    <span>{money(transaction.price, transaction.currency)}</span>{' '}
                    <span>{transaction.paymentMethod}</span>{' '}
                    <span className="payments-page__transaction-id">{transaction.transactionId}</span>
                    {features.canShowReceipts ? (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busyId !== null}
                        aria-label={t('payments.billing.receipt_for', {
                          title: transaction.offerTitle,
                          date: date(transaction.date),
                        })}
                        onClick={() => void openReceipt(transaction)}
                      >
                        {t('payments.billing.receipt')}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {hidden > 0 ? (
                <ActionButton
                  label={t('payments.billing.show_all', { count: hidden })}
                  onClick={() => setShowAll(true)}
                />
              ) : null}
            </>
          )
        }
      </PaymentsQuery>
    </section>
  );
}
