import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SocialProvider } from '@machines/login/login.types';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { useAccount } from '@/app/account/account-runtime';
import { LoginForm } from '@/components/account/forms/login-form';
import { originOf } from './require-sign-in';
import { useLoginFlow } from '@/app/flows/account-flows.flow';

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

/**
 * /login (seed 002 §2, §4): a signed-in viewer goes back where the guard found them (or home);
 * an unconfirmed e-mail goes to /verify-otp with a new code on its way.
 */
function LoginScreenContent() {
  const { t } = useTranslation('account');
  const started = useStartedApp();
  const { features } = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useLoginFlow(
    { backend: started.accountBackend ?? 'own-backend', referrer: window.location.href },
    (output) => {
      if (output.next === 'verify-email') void navigate(paths.verifyOtp.getHref(output.email));
      else void navigate(originOf(location) ?? paths.home.getHref(), { replace: true });
    },
  );
  return (
    <AccountPageLayout title={t('pages.login_title')}>
      <LoginForm
        actor={actor}
        variant={started.accountBackend === 'own-backend' ? 'event' : 'dialog'}
        forgotPasswordHref={paths.forgotPassword.getHref()}
        signUpHref={paths.createAccount.getHref()}
        socialProviders={features?.hasSocialURLs ? SOCIAL_PROVIDERS : []}
      />
    </AccountPageLayout>
  );
}

export default function LoginScreen() {
  return (
    <AccountGate>
      <LoginScreenContent />
    </AccountGate>
  );
}
