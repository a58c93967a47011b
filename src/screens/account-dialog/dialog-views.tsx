import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import type { accountDialogMachine } from '@machines/account-dialog/account-dialog.machine';
import type { DialogViewModel } from '@machines/account-dialog/account-dialog.selectors';
import type { SocialProvider } from '@machines/login/login.types';
import { accountDialogHref } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { AccountNotice } from '@/components/account/account-notice';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useAccount } from '@/app/account/account-runtime';
import { DeleteConfirmation, DeletePasswordForm } from '@/components/account/forms/delete-account-forms';
import { EditPasswordForm } from '@/components/account/forms/edit-password-form';
import { ForgotPasswordForm, SendResetLink } from '@/components/account/forms/forgot-password-form';
import { LoginForm } from '@/components/account/forms/login-form';
import { PersonalDetailsForm } from '@/components/account/forms/personal-details-form';
import { RegisterForm } from '@/components/account/forms/register-form';
import { CheckoutFlowView, PaymentOutcomeView, WaitingForPaymentView } from './checkout-views';

type DialogActor = ActorRefFrom<typeof accountDialogMachine>;

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

/** The open dialog's content, by the machine's view; each flow is the dialog's child actor. */
export function DialogBody({ actor, dialog }: { actor: DialogActor; dialog: DialogViewModel }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const started = useStartedApp();
  const { user, features } = useAccount();
  const children = useSelector(actor, (s) => s.children);
  const href = (view: Parameters<typeof accountDialogHref>[1]) => accountDialogHref(location, view);
  const captchaSiteKey =
    typeof started.config.custom.captchaSiteKey === 'string' ? started.config.custom.captchaSiteKey : null;
  // The event site's dialog speaks its own rules and messages (seed 002 §5).
  const variant = started.accountBackend === 'own-backend' ? 'event' : 'dialog';
  // A message and one button that sends the dialog an event.
  const notice = (message: ReactNode, label: string, event: EventFromLogic<typeof accountDialogMachine>) => (
    <AccountNotice
      message={message}
      actions={[{ variant: 'accent', label, onClick: () => actor.send(event) }]}
    />
  );

  switch (dialog.screen) {
    case 'login':
      return children.login ? (
        <LoginForm
          actor={children.login}
          variant={variant}
          forgotPasswordHref={href('forgot-password')}
          signUpHref={href('create-account')}
          socialProviders={features?.hasSocialURLs ? SOCIAL_PROVIDERS : []}
        />
      ) : null;
    case 'createAccount':
      return children.register ? (
        <RegisterForm
          actor={children.register}
          variant={variant}
          loginHref={href('login')}
          captchaSiteKey={captchaSiteKey}
        />
      ) : null;
    case 'personalDetails':
      return children.personalDetails ? <PersonalDetailsForm actor={children.personalDetails} /> : null;
    case 'welcome':
      return notice(
        <>
          <p>{t('welcome.text')}</p>
          <p className="account-form__note" aria-live="off">
            {t('welcome.closes_in', { seconds: String(dialog.welcomeSeconds) })}
          </p>
        </>,
        t('welcome.start_watching'),
        { type: 'WELCOME.START_WATCHING' },
      );
    case 'passwordRequest': {
      if (!children.forgotPassword) return null;
      if (dialog.view === 'forgot-password' || !user) {
        return (
          <div>
            <p>{t('reset.forgot_text')}</p>
            <ForgotPasswordForm
              actor={children.forgotPassword}
              variant={variant}
              submitLabel={t('reset.send')}
            />
          </div>
        );
      }
      return (
        <SendResetLink
          actor={children.forgotPassword}
          email={user.email}
          purpose={dialog.view === 'add-password' ? 'add' : 'reset'}
        />
      );
    }
    case 'sendConfirmation':
      return (
        <AccountNotice
          message={<p>{t('reset.link_sent_text', { email: dialog.email ?? '' })}</p>}
          actions={
            <a className="button button--accent" href={href('login')}>
              {t('reset.back_to_login')}
            </a>
          }
        />
      );
    case 'editPassword':
      return children.changePassword ? <EditPasswordForm actor={children.changePassword} /> : null;
    case 'deletionForm':
      return children.deleteAccount ? (
        <DeletePasswordForm
          actor={children.deleteAccount}
          variant={variant}
          onPassword={(password) => actor.send({ type: 'DELETE.PASSWORD_ENTERED', password })}
        />
      ) : null;
    case 'deletionConfirmation':
      return children.deleteAccount ? (
        <DeleteConfirmation
          actor={children.deleteAccount}
          onCancel={() => actor.send({ type: 'DIALOG.CLOSE' })}
          onBack={() => actor.send({ type: 'DELETE.RETRY' })}
        />
      ) : null;
    case 'warningAccountDeletion':
      return notice(<p>{t('dialog.warning_deletion_message')}</p>, t('dialog.warning_deletion_ok'), {
        type: 'DIALOG.CLOSE',
      });
    case 'checkout':
      return children.checkout ? <CheckoutFlowView actor={children.checkout} dialog={actor} /> : null;
    case 'leaving':
      return <LoadingIndicator label={t('form.working')} />;
    case 'paymentOutcome':
      return <PaymentOutcomeView dialog={actor} model={dialog} />;
    case 'waitingForPayment':
      return <WaitingForPaymentView dialog={actor} timedOut={false} />;
    case 'waitingTimedOut':
      return <WaitingForPaymentView dialog={actor} timedOut />;
    case 'subscription':
      // The payments page shows the subscription views (selectDialog's `shownByPage`).
      return null;
    default:
      return <LoadingIndicator label={t('form.working')} />;
  }
}
