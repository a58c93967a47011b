import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSubscriptionView } from '@machines/subscription/subscription.selectors';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { PaymentsSubscription, SwitchOffer } from '@/services/subscriptions/subscriptions.types';
import type { SubscriptionActor } from './subscription-dialogs';
import { useFormatters } from './payments-format';

/**
 * Change plan (seed 001 §2): the current offer and the ones it may switch to; Save asks the
 * subscription flow for the switch. Shown on the page and in the upgrade-subscription view.
 */
export function ChangePlan({
  actor,
  subscription,
  offers,
  loading,
  failed,
  onRetry,
  onSaved,
  inDialog = false,
}: {
  actor: SubscriptionActor;
  subscription: PaymentsSubscription;
  offers: readonly SwitchOffer[];
  loading: boolean;
  /** The plans on offer did not load: the viewer is told so and may ask again. */
  failed: boolean;
  onRetry: () => void;
  /** Save was pressed: the switch runs (the page opens the upgrade-subscription view). */
  onSaved?: () => void;
  inDialog?: boolean;
}) {
  const { t } = useTranslation('account');
  const { money } = useFormatters();
  const view = useSelector(actor, selectSubscriptionView);
  const current = useSelector(actor, (s) => s.context.subscription.offerId);
  const [selected, setSelected] = useState(current);
  useEffect(() => setSelected(current), [current]);
  const options = [
    {
      offerId: current,
      label: t('payments.change_plan.current', {
        title: subscription.offerTitle,
        price: money(subscription.nextPaymentPrice, subscription.nextPaymentCurrency),
      }),
    },
    ...offers
      .filter((o) => o.offerId !== current)
      .map((o) => ({
        offerId: o.offerId,
        label: t('payments.change_plan.option', { title: o.title, price: money(o.price, o.currency) }),
      })),
  ];
  // seed 001 §2: Save is disabled when the selected offer is the current one or while busy.
  const saveDisabled = selected === current || view.busy || !view.canChangePlan;
  const content = loading ? (
    <LoadingIndicator label={t('payments.loading')} />
  ) : failed ? (
    <div role="alert">
      <p>{t('payments.load_error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('payments.try_again')}
      </button>
    </div>
  ) : (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (saveDisabled) return;
        actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: selected });
        onSaved?.();
      }}
    >
      <fieldset disabled={!view.canChangePlan} className="payments-page__plans">
        <legend>{t('payments.change_plan.legend')}</legend>
        {options.map((option) => (
          <label key={option.offerId} className="choice-field">
            <input
              type="radio"
              name="plan"
              value={option.offerId}
              checked={selected === option.offerId}
              onChange={() => setSelected(option.offerId)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {!view.canChangePlan && !view.busy ? (
        <p className="account-form__note">{t('payments.change_plan.unavailable')}</p>
      ) : null}
      <button type="submit" className="button button--accent" disabled={saveDisabled}>
        {t('payments.change_plan.save')}
      </button>
    </form>
  );
  // In the upgrade-subscription view the dialog's title names it.
  if (inDialog) return content;
  return (
    <section className="account-section" aria-labelledby="payments-change-plan">
      <h2 id="payments-change-plan" className="account-section__title">
        {t('payments.change_plan.title')}
      </h2>
      {content}
    </section>
  );
}
