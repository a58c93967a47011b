import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { OtpForm } from '@/components/account/forms/otp-form';
import { ResendCode } from '@/components/account/forms/resend-code';
import { useOtpFlow, useResendCountdownFlow } from '@/app/flows/account-flows.flow';

/**
 * /verify-otp?email= (seed 002 §2, §4): the e-mailed code in six boxes, Submit, and 'Resend
 * Code' once its 120 s countdown (kept in local storage) is over. Success signs the viewer in
 * and goes to /preferences.
 */
function VerifyOtpScreenContent() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const email = params.get('email');
  const navigate = useNavigate();
  const actor = useOtpFlow({ email }, () => void navigate(paths.preferences.getHref()));
  const countdown = useResendCountdownFlow(email);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const missingEmail = useSelector(actor, (s) => s.context.missingEmail);
  const serverError = missingEmail
    ? { key: 'account:event.missing_email' }
    : failure
      ? { text: failure.fieldErrors.join(', ') || failure.serverMessage || failure.message }
      : null;
  return (
    <AccountPageLayout
      title={t('otp.title')}
      intro={<p>{email ? t('otp.text', { email }) : t('otp.text_no_email')}</p>}
    >
      <OtpForm
        busy={busy}
        serverError={serverError}
        submitLabel={t('otp.submit')}
        onSubmit={(otp) => actor.send({ type: 'OTP.SUBMIT', otp })}
        onEdit={() => {
          if (failure) actor.send({ type: 'OTP.EDIT' });
        }}
      />
      <ResendCode actor={countdown} />
    </AccountPageLayout>
  );
}

export default function VerifyOtpScreen() {
  return (
    <AccountGate>
      <VerifyOtpScreenContent />
    </AccountGate>
  );
}
