import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { ForgotPasswordForm } from '@/components/account/forms/forgot-password-form';
import { useForgotPasswordFlow } from '@/app/flows/account-flows.flow';

/**
 * /forgot-password (seed 002 §2): one e-mail field and a link back to /login; on success the
 * own back end's code is entered on /reset-password?token=...&email=....
 */
function ForgotPasswordScreenContent() {
  const { t } = useTranslation('account');
  const started = useStartedApp();
  const navigate = useNavigate();
  const actor = useForgotPasswordFlow(
    { backend: started.accountBackend ?? 'own-backend', email: null },
    (output) => {
      if (output.token)
        void navigate(paths.resetPassword.getHref({ token: output.token, email: output.email }));
    },
  );
  const sentTo = useSelector(actor, (s) =>
    s.status === 'done' && !s.output?.token ? s.context.email : null,
  );
  return (
    <AccountPageLayout title={t('pages.forgot_title')} intro={<p>{t('pages.forgot_text')}</p>}>
      {sentTo ? (
        <p role="status">{t('reset.link_sent_text', { email: sentTo })}</p>
      ) : (
        <ForgotPasswordForm
          actor={actor}
          variant={started.accountBackend === 'own-backend' ? 'event' : 'dialog'}
          submitLabel={t('pages.forgot_submit')}
        />
      )}
      <p className="account-form__switch">
        <Link to={paths.login.getHref()}>{t('reset.back_to_login')}</Link>
      </p>
    </AccountPageLayout>
  );
}

export default function ForgotPasswordScreen() {
  return (
    <AccountGate>
      <ForgotPasswordScreenContent />
    </AccountGate>
  );
}
