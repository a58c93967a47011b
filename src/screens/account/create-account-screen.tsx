import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { provideRegisterFlow } from '@/app/flows/account-flows.actors';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { useAccountFlowDeps } from '@/app/account/account-runtime';
import { RegisterForm } from '@/components/account/forms/register-form';
import { useFlow } from '@/app/flows/use-flow';

/** /create-account (seed 002 §2, §4-5): success goes to /verify-otp with the address. */
function CreateAccountScreenContent() {
  const { t } = useTranslation('account');
  const started = useStartedApp();
  const deps = useAccountFlowDeps();
  const navigate = useNavigate();
  const actor = useFlow(
    () => provideRegisterFlow(deps),
    { backend: started.accountBackend ?? 'own-backend', referrer: window.location.href },
    (output) => {
      void navigate(output.next === 'verify-email' ? paths.verifyOtp.getHref(output.email) : paths.home.getHref());
    },
  );
  const captchaSiteKey = typeof started.config.custom.captchaSiteKey === 'string' ? started.config.custom.captchaSiteKey : null;
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
