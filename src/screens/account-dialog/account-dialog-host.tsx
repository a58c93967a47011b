import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import type { DialogNavigation, DialogView } from '@machines/account-dialog/account-dialog.types';
import { selectDialog, type DialogScreen } from '@machines/account-dialog/account-dialog.selectors';
import { ACCOUNT_DIALOG_QUERY_KEY, accountDialogHref, paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { Modal } from '@/components/ui/modal';
import { hasOneTimeOffer } from '@machines/checkout/checkout.rules';
import { useAccount } from '@/app/account/account-runtime';
import { useAccountDialogFlow } from '@/app/flows/account-dialog.flow';
import { DialogBody } from './dialog-views';
import { PAYMENT_PARAMS, rememberPaidOffer, useCheckoutOffers, useDialogPayment } from './dialog-payment';
import { SocialSignIn } from './social-sign-in';

/** Query values that belong to the dialog and go when it closes (seed 001 §2). */
const DIALOG_PARAMS = [ACCOUNT_DIALOG_QUERY_KEY, 'email', 'resetPasswordToken', ...PAYMENT_PARAMS];

/** Where a navigation request of the dialog leads, from the page it is on. */
export function dialogTargetHref(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  to: DialogNavigation,
): string {
  switch (to.to) {
    case 'verify-otp':
      return paths.verifyOtp.getHref(to.email);
    case 'home':
      return paths.home.getHref();
    case 'payments':
      return accountDialogHref({ pathname: paths.user.payments.getHref(), search: '', hash: '' }, to.view);
    case 'close': {
      const params = new URLSearchParams(location.search);
      for (const key of DIALOG_PARAMS) params.delete(key);
      const query = params.toString();
      return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    }
    case 'leave':
      return to.url;
    case 'view': {
      const params = new URLSearchParams(location.search);
      // A reset link's token and address are spent once the dialog moves on, and so is what a
      // provider's return said.
      params.delete('resetPasswordToken');
      params.delete('email');
      for (const key of PAYMENT_PARAMS) params.delete(key);
      if (to.email) params.set('email', to.email);
      for (const [key, value] of Object.entries(to.params ?? {})) params.set(key, value);
      return accountDialogHref(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        to.view,
      );
    }
  }
}

const titles: Record<DialogScreen, string> = {
  login: 'account:login.title',
  createAccount: 'account:registration.title',
  personalDetails: 'account:personal_details.title',
  welcome: 'account:welcome.title',
  passwordRequest: 'account:reset.forgot_title',
  sendConfirmation: 'account:reset.link_sent_title',
  editPassword: 'account:reset.edit_title',
  deletionForm: 'account:delete_account.title',
  deletionConfirmation: 'account:delete_account.title',
  warningAccountDeletion: 'account:dialog.warning_deletion_title',
  subscription: 'account:payments.title',
  checkout: 'account:choose_offer_view.title',
  leaving: 'account:checkout.title',
  paymentOutcome: 'account:checkout.payment_error_title',
  waitingForPayment: 'account:payment.title',
  waitingTimedOut: 'account:payment.title',
};

/** Views sharing a screen under their own title (seed 001 §2). */
const viewTitles: Partial<Record<DialogView, string>> = {
  checkout: 'account:checkout.title',
  'payment-cancelled': 'account:checkout.payment_cancelled_title',
};

const titleKeyOf = (screen: DialogScreen, view: DialogView | null) =>
  (screen === 'checkout' || screen === 'paymentOutcome') && view && viewTitles[view]
    ? viewTitles[view]
    : titles[screen];

/**
 * The account dialog (seed 001 §2): it tells the dialog machine what the URL and the account
 * say, and carries out the navigation the machine asks for.
 */
export function AccountDialogHost() {
  const started = useStartedApp();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const { t } = useTranslation('account');
  // seed 001 §4: AUTHVOD goes on to choose-offer when the checkout's offers include a one-time one.
  const hasOneTimeOffers = hasOneTimeOffer(useCheckoutOffers(started).offerIds);

  const actor = useAccountDialogFlow(
    {
      accessModel: started.config.accessModel,
      backend: started.accountBackend,
      hasOneTimeOffers,
      referrer: typeof window === 'undefined' ? '' : window.location.href,
      // seed 001 §5: registration asks for the captcha where a key is configured.
      captcha: typeof started.config.custom.captchaSiteKey === 'string',
    },
    (to) => {
      if (to.to === 'leave') {
        // The provider returns to this page; the offer paid for is remembered for its return.
        rememberPaidOffer(actor.getSnapshot().children.checkout?.getSnapshot().context.order?.offerId);
        window.location.assign(to.url);
        return;
      }
      const href = dialogTargetHref(location, to);
      // The page may already say it (an outcome read from the address).
      if (href === `${location.pathname}${location.search}${location.hash}`) return;
      void navigate(href, { replace: 'replace' in to && to.replace === true });
    },
  );

  const params = new URLSearchParams(location.search);
  const view = params.get(ACCOUNT_DIALOG_QUERY_KEY);
  const email = params.get('email');
  const token = params.get('resetPasswordToken');
  const payment = useDialogPayment(location, started);
  const paymentKey = JSON.stringify(payment);
  // Signed in, the user (a social account may have no password) must be known before routing.
  const settled =
    account.status !== 'restoring' &&
    account.status !== 'loggingOut' &&
    (!account.signedIn || account.user !== null);
  const hasPassword = account.user?.hasPassword ?? true;
  const onPaymentsPage = location.pathname === paths.user.payments.getHref();
  useEffect(() => {
    // Until the session is restored, signed out means "not known yet": wait, not send to login.
    if (!settled) return;
    actor.send({
      type: 'DIALOG.SYNC',
      view,
      signedIn: account.signedIn,
      hasPassword,
      email,
      resetPasswordToken: token,
      payment: paymentKey === 'null' ? null : (JSON.parse(paymentKey) as typeof payment),
      hasOneTimeOffers,
      onPaymentsPage,
    });
  }, [
    actor,
    settled,
    view,
    account.signedIn,
    hasPassword,
    email,
    token,
    paymentKey,
    hasOneTimeOffers,
    onPaymentsPage,
  ]);

  // seed 000 §2, seed 002 §4: tokens in the hash finish a social sign-in, once (its flow waits for
  // the account to know the viewer; one signed in already only has the #token stripped).
  const [social] = useState(() => started.socialLogin);

  const dialog = useSelector(actor, selectDialog);
  const screen = dialog.screen;
  return (
    <>
      {dialog.phase !== 'closed' && !dialog.shownByPage ? (
        <Modal
          title={String(
            t(
              (screen ? titleKeyOf(screen, dialog.view) : 'account:dialog.close') as never,
              {
                siteName: started.config.siteName || String(t('common:default_site_name' as never)),
              } as never,
            ),
          )}
          size={dialog.size}
          phase={dialog.phase === 'closing' ? 'closing' : 'open'}
          closeLabel={t('dialog.close')}
          onClose={() => actor.send({ type: 'DIALOG.CLOSE' })}
        >
          {dialog.phase === 'open' && screen ? <DialogBody actor={actor} dialog={dialog} /> : null}
        </Modal>
      ) : null}
      {social ? <SocialSignIn tokens={social} /> : null}
    </>
  );
}
