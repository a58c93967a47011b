import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import type { DialogNavigation, DialogView } from '@machines/account-dialog/account-dialog.types';
import { selectDialog, type DialogScreen } from '@machines/account-dialog/account-dialog.selectors';
import { provideAccountDialog } from '@/app/flows/account-flows.actors';
import { ACCOUNT_DIALOG_QUERY_KEY, accountDialogHref, paths } from '@/app/paths';
import { getAccountRuntime } from '@/app/account-runtime-holder';
import { useStartedApp } from '@/app/providers';
import { Modal } from '@/components/ui/modal';
import { useAccount, useAccountFlowDeps } from '@/app/account/account-runtime';
import { AccountToastHost } from './account-toast-host';
import { payments } from '@/app/account/page-offers';
import { PaymentToastHost, paymentToasts } from './payment-toasts';
import { DialogBody } from './dialog-views';
import { PAYMENT_PARAMS, rememberPaidOffer, useDialogPayment } from './dialog-payment';
import { SocialSignIn } from './social-sign-in';
import { withoutSocialState } from '@machines/app-start/config-source';

/** Query values that belong to the dialog and go when it closes (seed 001 §2). */
const DIALOG_PARAMS = [ACCOUNT_DIALOG_QUERY_KEY, 'email', 'resetPasswordToken', ...PAYMENT_PARAMS];

/** Where a navigation request of the dialog leads, from the page it is on. */
export function dialogTargetHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>, to: DialogNavigation): string {
  switch (to.to) {
    case 'verify-otp':
      return paths.verifyOtp.getHref(to.email);
    case 'home':
      return paths.home.getHref();
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
      return accountDialogHref({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, to.view);
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
  notAvailable: 'account:dialog.not_available_title',
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
  (screen === 'checkout' || screen === 'paymentOutcome') && view && viewTitles[view] ? viewTitles[view] : titles[screen];

/**
 * The account dialog (seed 001 §2): it tells the dialog machine what the URL and the account
 * say, and carries out the navigation the machine asks for. Also hosts the sign-in flows'
 * toasts, which outlive the screens that raise them.
 */
export function AccountDialogHost() {
  const started = useStartedApp();
  const location = useLocation();
  const navigate = useNavigate();
  const deps = useAccountFlowDeps();
  const account = useAccount();
  const { t } = useTranslation('account');
  const latest = useRef<{ location: Location; navigate: NavigateFunction }>({ location, navigate });
  useEffect(() => {
    latest.current = { location, navigate };
  }, [location, navigate]);

  const [logic] = useState(() =>
    provideAccountDialog({
      ...deps,
      navigate: (to) => {
        const { location: here, navigate: go } = latest.current;
        if (to.to === 'leave') {
          // The provider returns to this page; the offer paid for is remembered for its return.
          rememberPaidOffer(actorRef.current?.getSnapshot().children.checkout?.getSnapshot().context.order?.offerId);
          window.location.assign(to.url);
          return;
        }
        const href = dialogTargetHref(here, to);
        // The page may already say it (an outcome read from the address).
        if (href === `${here.pathname}${here.search}${here.hash}`) return;
        void go(href, { replace: 'replace' in to && to.replace === true });
      },
      checkout: {
        service: () => getAccountRuntime()?.loadCheckout() ?? null,
        announceSuccess: () => paymentToasts.push('payment.success'),
        onPaid: () => payments.markPaid(),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      accessModel: started.config.accessModel,
      backend: started.accountBackend,
      hasOneTimeOffers: false,
      referrer: typeof window === 'undefined' ? '' : window.location.href,
    },
  });
  const actorRef = useRef<typeof actor | null>(null);
  actorRef.current = actor;

  const params = new URLSearchParams(location.search);
  const view = params.get(ACCOUNT_DIALOG_QUERY_KEY);
  const email = params.get('email');
  const token = params.get('resetPasswordToken');
  const payment = useDialogPayment(location, started);
  const paymentKey = JSON.stringify(payment);
  // Signed in, the user (a social account may have no password) must be known before routing.
  const settled =
    account.status !== 'restoring' && account.status !== 'loggingOut' && (!account.signedIn || account.user !== null);
  const hasPassword = account.user?.hasPassword ?? true;
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
    });
  }, [actor, settled, view, account.signedIn, hasPassword, email, token, paymentKey]);

  // seed 000 §2, seed 002 §4: tokens in the hash finish a social sign-in, once; a viewer who is
  // signed in already has the #token stripped from the address.
  const [social] = useState(() => started.socialLogin);
  const [socialPhase, setSocialPhase] = useState<'pending' | 'running' | 'done'>('pending');
  if (social && socialPhase === 'pending' && settled && account.status === 'signedOut') setSocialPhase('running');
  useEffect(() => {
    if (!social || socialPhase !== 'pending' || !account.signedIn) return;
    setSocialPhase('done');
    void navigate({ pathname: location.pathname, search: withoutSocialState(location.search) }, { replace: true });
  }, [social, socialPhase, account.signedIn, navigate, location.pathname, location.search]);

  const dialog = useSelector(actor, selectDialog);
  const screen = dialog.screen;
  return (
    <>
      {dialog.phase !== 'closed' ? (
        <Modal
          title={String(
            t((screen ? titleKeyOf(screen, dialog.view) : 'account:dialog.close') as never, {
              siteName: started.config.siteName || String(t('common:default_site_name' as never)),
            } as never),
          )}
          size={dialog.size}
          phase={dialog.phase === 'closing' ? 'closing' : 'open'}
          closeLabel={t('dialog.close')}
          onClose={() => actor.send({ type: 'DIALOG.CLOSE' })}
        >
          {dialog.phase === 'open' && screen ? <DialogBody actor={actor} dialog={dialog} /> : null}
        </Modal>
      ) : null}
      {social && socialPhase === 'running' ? (
        <SocialSignIn tokens={social} onFinished={() => setSocialPhase('done')} />
      ) : null}
      <AccountToastHost />
      <PaymentToastHost />
    </>
  );
}
