import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { selectSubscriptionView } from '@machines/subscription/subscription.selectors';
import type { ManagedSubscription } from '@machines/subscription/subscription.types';
import { pendingDowngradeOf } from '@machines/subscription/subscription.rules';
import { loadSubscriptionData, usePaymentsFeatures, usePaymentsService } from '@/app/data/payments';
import { useSubscriptionFlow } from '@/app/flows/subscription.flow';
import { useAccountActor } from '@/app/account-actor';
import { ACCOUNT_DIALOG_QUERY_KEY, accountDialogHref, paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { AccountUser } from '@/services/account/account.types';
import type {
  PaymentDetail,
  PaymentsFeatures,
  PaymentsService,
  PaymentsSubscription,
  SwitchOffer,
} from '@/services/subscriptions/subscriptions.types';
import { UserAreaLayout } from '@/components/account/account-page-layout';
import { useAccount } from '@/app/account/account-runtime';
import { BillingHistory } from './billing-history';
import { PaymentsQuery } from './payments-query';
import { ActionButton } from '@/components/ui/action-button';
import { PaymentMethodSection } from './payment-method-section';
import { ChangePlan } from './change-plan';
import {
  PAYPAL_RETURN_VIEW,
  SubscriptionDialogs,
  type PageDialog,
  type SubscriptionActor,
} from './subscription-dialogs';
import { useFormatters } from './payments-format';
import './payments-screen.css';

/** seed 001 §2: the providers' help pages for managing an in-app subscription. */
const IN_APP_HELP: Record<NonNullable<ManagedSubscription['inAppProvider']>, string> = {
  apple: 'https://support.apple.com/en-us/118428',
  google: 'https://support.google.com/googleplay/answer/7018481',
  roku: 'https://support.roku.com/article/208756478',
};

/**
 * /u/payments (seed 001 §2 "Payments page"): subscription details, change plan, payment method
 * and billing history. It redirects away under the ad-supported access model.
 */
export default function PaymentsScreen() {
  const { config } = useStartedApp();
  // seed 001 §2: the payments page redirects away under AVOD.
  if (config.accessModel === 'AVOD') return <Navigate to={paths.home.getHref()} replace />;
  return <PaymentsPage />;
}

function PaymentsPage() {
  const { t } = useTranslation('account');
  const { config } = useStartedApp();
  const { user } = useAccount();
  const account = useAccountActor();
  const location = useLocation();
  const features = usePaymentsFeatures();
  const servicePromise = usePaymentsService(features);
  const userId = user?.id ?? null;

  const data = useQuery({
    queryKey: ['payments', 'subscription', userId],
    queryFn: async () => loadSubscriptionData(await servicePromise),
  });

  const links = [
    { href: paths.user.myAccount.getHref(), label: t('payments.nav.account'), current: false },
    ...(config.features.favoritesList
      ? [{ href: paths.user.favorites.getHref(), label: t('payments.nav.favorites'), current: false }]
      : []),
    {
      href: paths.user.payments.getHref(),
      label: t('payments.nav.payments'),
      current: location.pathname === paths.user.payments.getHref(),
    },
  ];

  return (
    <UserAreaLayout
      navLabel={t('payments.nav.label')}
      links={links}
      logoutLabel={t('payments.nav.logout')}
      onLogout={() => account?.send({ type: 'ACCOUNT.LOGOUT' })}
    >
      <section className="account-page payments-page" aria-labelledby="payments-title">
        <h1 id="payments-title" className="account-page__title">
          {t('payments.title')}
        </h1>
        <PaymentsQuery query={data}>
          {({ subscription, pendingSwitchOfferId }) => (
            <PaymentsContent
              key={subscription?.subscriptionId ?? 'none'}
              subscription={subscription}
              pendingSwitchOfferId={pendingSwitchOfferId}
              servicePromise={servicePromise}
              features={features}
              user={user}
            />
          )}
        </PaymentsQuery>
      </section>
    </UserAreaLayout>
  );
}

/** What the page knows once the subscription has loaded. */
type PaymentsPageData = {
  subscription: PaymentsSubscription | null;
  pendingSwitchOfferId: string | null;
  servicePromise: Promise<PaymentsService>;
  features: PaymentsFeatures;
  user: AccountUser | null;
};

function PaymentsContent(data: PaymentsPageData) {
  const { t } = useTranslation('account');
  const { servicePromise, user } = data;
  const detail = useQuery({
    queryKey: ['payments', 'detail', user?.id ?? null],
    queryFn: async () => (await servicePromise).paymentDetail(),
  });
  if (detail.isPending) return <LoadingIndicator label={t('payments.loading')} />;
  return <PaymentsFlows {...data} detail={detail.data ?? null} />;
}

function PaymentsFlows({
  subscription,
  pendingSwitchOfferId,
  servicePromise,
  features,
  user,
  detail,
}: PaymentsPageData & { detail: PaymentDetail | null }) {
  const subscriptionId = subscription?.subscriptionId ?? null;
  const offers = useQuery({
    queryKey: ['payments', 'offers', subscriptionId],
    queryFn: async () => (subscription ? (await servicePromise).switchOffers(subscription) : []),
    enabled: subscription !== null && subscription.inAppProvider === null,
    staleTime: Infinity,
  });

  const actor = useSubscriptionFlow(
    {
      subscription: subscription ?? {
        subscriptionId: '',
        offerId: '',
        status: 'terminated',
        period: 'month',
        expiresAt: 0,
        inAppProvider: null,
      },
      features,
      paymentDetailId: detail?.id ?? null,
    },
    { service: servicePromise, user, subscription },
  );

  // The dialog view is the address's `u` (seed 001 §2): links open it, Back closes it.
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = new URLSearchParams(location.search).get(ACCOUNT_DIALOG_QUERY_KEY) as PageDialog;
  const onDialog = (next: PageDialog) => {
    const params = new URLSearchParams(location.search);
    if (next) params.set(ACCOUNT_DIALOG_QUERY_KEY, next);
    else params.delete(ACCOUNT_DIALOG_QUERY_KEY);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  // Back from PayPal with a new payment method (seed 001 §4: 5 reloads after a payment detail).
  const returnedFromPaypal = useRef(dialog === PAYPAL_RETURN_VIEW);
  useEffect(() => {
    if (!returnedFromPaypal.current) return;
    returnedFromPaypal.current = false;
    actor.send({ type: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED' });
  }, [actor]);

  // Offers seen stay known: a pending downgrade's target is no longer offered, but still named.
  const seenOffers = useRef(new Map<string, SwitchOffer>());
  for (const offer of offers.data ?? []) seenOffers.current.set(offer.offerId, offer);
  const knownOffers = offers.data ?? [];
  // Change plan on the page and in the upgrade-subscription view: the same plans and flow.
  const plans = (current: PaymentsSubscription) => ({
    actor,
    subscription: current,
    offers: knownOffers,
    loading: offers.isPending,
    failed: offers.isError,
    onRetry: () => void offers.refetch(),
  });
  // What the subscription's details and its dialogs both read: the flow and the offers it names.
  const flow = { actor, subscription, offers: [...seenOffers.current.values()], onDialog };

  return (
    <>
      <SubscriptionDetails {...flow} pendingSwitchOfferId={pendingSwitchOfferId} user={user} />
      {subscription && subscription.inAppProvider === null ? (
        <ChangePlan {...plans(subscription)} onSaved={() => onDialog('upgrade-subscription')} />
      ) : null}
      <PaymentMethodSection
        detail={detail}
        features={features}
        onDialog={onDialog}
        inApp={subscription?.inAppProvider ?? null}
      />
      <BillingHistory servicePromise={servicePromise} features={features} userId={user?.id ?? null} />
      <SubscriptionDialogs
        {...flow}
        dialog={dialog}
        servicePromise={servicePromise}
        features={features}
        planChoice={subscription ? <ChangePlan {...plans(subscription)} inDialog /> : null}
      />
    </>
  );
}

function SubscriptionDetails({
  actor,
  subscription,
  pendingSwitchOfferId,
  offers,
  user,
  onDialog,
}: {
  actor: SubscriptionActor;
  subscription: PaymentsSubscription | null;
  pendingSwitchOfferId: string | null;
  offers: readonly SwitchOffer[];
  user: AccountUser | null;
  onDialog: (dialog: PageDialog) => void;
}) {
  const { t } = useTranslation('account');
  const { date, money } = useFormatters();
  const location = useLocation();
  const view = useSelector(actor, selectSubscriptionView);
  // The machine knows the status after a reload; the list answer is shown until then.
  const status = useSelector(actor, (s) => s.context.subscription.status);
  if (!subscription) {
    return (
      <section className="account-section" aria-labelledby="payments-subscription">
        <h2 id="payments-subscription" className="account-section__title">
          {t('payments.subscription.title')}
        </h2>
        <p>{t('payments.subscription.none')}</p>
        <Link className="button button--accent" to={accountDialogHref(location, 'choose-offer')}>
          {t('payments.subscription.choose_plan')}
        </Link>
      </section>
    );
  }
  const pending = pendingDowngradeOf(user?.metadata, subscription.subscriptionId);
  const pendingOfferId = pending?.offerId ?? pendingSwitchOfferId;
  const pendingTitle = offers.find((o) => o.offerId === pendingOfferId)?.title ?? pendingOfferId;
  const active = status === 'active' || status === 'active_trial';
  const provider = subscription.inAppProvider;
  const period = String(
    t(`payments.subscription.periods.${subscription.period}` as never, { defaultValue: subscription.period }),
  );
  return (
    <section className="account-section" aria-labelledby="payments-subscription">
      <h2 id="payments-subscription" className="account-section__title">
        {t('payments.subscription.title')}
      </h2>
      <p className="payments-page__offer">
        <strong>{subscription.offerTitle}</strong>
      </p>
      <p>{t('payments.subscription.status', { status: t(`payments.subscription.statuses.${status}`) })}</p>
      <p>
        {t('payments.subscription.price', {
          price: money(subscription.nextPaymentPrice, subscription.nextPaymentCurrency),
          period,
        })}
      </p>
      <p>
        {active
          ? t('payments.subscription.next_billing', { date: date(subscription.expiresAt) })
          : t('payments.subscription.access_until', { date: date(subscription.expiresAt) })}
      </p>
      {pendingOfferId ? (
        <p className="payments-page__pending">
          {t('payments.subscription.pending_downgrade', {
            title: pendingTitle,
            date: date(pending?.date ?? subscription.expiresAt),
          })}
        </p>
      ) : null}
      {provider ? (
        <p>
          {t('payments.subscription.in_app', { provider: t(`payments.subscription.providers.${provider}`) })}{' '}
          <a href={IN_APP_HELP[provider]} target="_blank" rel="noreferrer">
            {t('payments.subscription.in_app_link', {
              provider: t(`payments.subscription.providers.${provider}`),
            })}
          </a>
        </p>
      ) : (
        <div className="payments-page__actions">
          {active ? (
            <ActionButton
              label={t('payments.subscription.cancel')}
              disabled={!view.canCancel}
              onClick={() => onDialog('unsubscribe')}
            />
          ) : view.renewNotEnabled ? (
            <p className="account-form__note">
              {t('payments.not_enabled', { feature: t('payments.features.renew') })}
            </p>
          ) : (
            <ActionButton
              variant="accent"
              label={t('payments.subscription.renew')}
              disabled={!view.canRenew}
              onClick={() => onDialog('renew-subscription')}
            />
          )}
        </div>
      )}
    </section>
  );
}
