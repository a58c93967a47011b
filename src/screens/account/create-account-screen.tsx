import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { RegisterForm } from '@/components/account/forms/register-form';
import { useRegisterFlow } from '@/app/flows/account-flows.flow';

/** /create-account (seed 002 §2, §4-5): success goes to /verify-otp with the address. */
function CreateAccountScreenContent() {
  const { t } = useTranslation('account');
  const started = useStartedApp();
  const navigate = useNavigate();
  const captchaSiteKey =
    typeof started.config.custom.captchaSiteKey === 'string' ? started.config.custom.captchaSiteKey : null;
  const actor = useRegisterFlow(
    {
      backend: started.accountBackend ?? 'own-backend',
      referrer: window.location.href,
      captcha: captchaSiteKey !== null,
    },
    (output) => {
      void navigate(
        output.next === 'verify-email' ? paths.verifyOtp.getHref(output.email) : paths.home.getHref(),
      );
    },
  );
  return (
    <AccountPageLayout title={t('pages.create_account_title')}>
      <RegisterForm
        actor={actor}
        variant={started.accountBackend === 'own-backend' ? 'event' : 'dialog'}
        loginHref={paths.login.getHref()}
        captchaSiteKey={captchaSiteKey}
      />
    </AccountPageLayout>
  );
}

export default function CreateAccountScreen() {
  return (
    <AccountGate>
      <CreateAccountScreenContent />
    </AccountGate>
  );
}
