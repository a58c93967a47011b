import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import type { DialogNavigation } from '@machines/account-dialog/account-dialog.types';
import { selectDialog, type DialogScreen } from '@machines/account-dialog/account-dialog.selectors';
import { provideAccountDialog } from '@/actors/account-flows.actors';
import { ACCOUNT_DIALOG_QUERY_KEY, accountDialogHref, paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { Modal } from '@/components/ui/modal';
import { useAccount, useAccountFlowDeps } from '../account/account-runtime';
import { AccountToastHost } from './account-toast-host';
import { DialogBody } from './dialog-views';
import { SocialSignIn } from './social-sign-in';

/** Query values that belong to the dialog and go when it closes (seed 001 §2). */
const DIALOG_PARAMS = [ACCOUNT_DIALOG_QUERY_KEY, 'email', 'resetPasswordToken', 'message'];

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
    case 'view': {
      const params = new URLSearchParams(location.search);
      // A reset link's token and address are spent once the dialog moves on.
      params.delete('resetPasswordToken');
      params.delete('email');
      if (to.email) params.set('email', to.email);
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
};

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
        void go(dialogTargetHref(here, to), { replace: 'replace' in to && to.replace === true });
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

  const params = new URLSearchParams(location.search);
  const view = params.get(ACCOUNT_DIALOG_QUERY_KEY);
  const email = params.get('email');
  const token = params.get('resetPasswordToken');
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
    });
  }, [actor, settled, view, account.signedIn, hasPassword, email, token]);

  // seed 000 §2, seed 002 §4: tokens in the hash finish a social sign-in, once; a viewer who is
  // signed in already has the #token stripped from the address.
  const [social] = useState(() => started.socialLogin);
  const [socialPhase, setSocialPhase] = useState<'pending' | 'running' | 'done'>('pending');
  if (social && socialPhase === 'pending' && settled && account.status === 'signedOut') setSocialPhase('running');
  useEffect(() => {
    if (!social || socialPhase !== 'pending' || !account.signedIn) return;
    setSocialPhase('done');
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [social, socialPhase, account.signedIn, navigate, location.pathname, location.search]);

  const dialog = useSelector(actor, selectDialog);
  const screen = dialog.screen;
  return (
    <>
      {dialog.phase !== 'closed' ? (
        <Modal
          title={String(
            t((screen ? titles[screen] : 'account:dialog.close') as never, {
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
    </>
  );
}
