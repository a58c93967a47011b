import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { resetPasswordMachine } from '@machines/password/reset-password.machine';
import { paths } from '@/app/paths';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { useMessageText } from '@/app/account/account-runtime';
import { eventResetSchema, type EventResetValues } from '@/components/account/account-forms';
import { OtpForm } from '@/components/account/forms/otp-form';
import { AccountForm, AccountPasswordField, useFieldBinder } from '@/components/account/forms/account-form';
import { useResetPasswordFlow } from '@/app/flows/account-flows.flow';

type ResetActor = ActorRefFrom<typeof resetPasswordMachine>;

const serverText = (actor: ResetActor) => {
  const failure = actor.getSnapshot().context.failure;
  return failure
    ? { text: failure.fieldErrors.join(', ') || failure.serverMessage || failure.message }
    : null;
};

/**
 * /reset-password?token=&email= (seed 002 §2, §4): step one checks the mailed code ('Verify
 * OTP', Enter submits too); step two sets the new password ('Reset Password', with 'Confirm
 * Password'), which signs out and goes to /login.
 */
function ResetPasswordScreenContent() {
  const { t } = useTranslation(['account']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actor = useResetPasswordFlow(
    { token: params.get('token'), email: params.get('email') },
    () => void navigate(paths.login.getHref()),
  );
  const step = useSelector(actor, (s) =>
    s.matches('enteringPassword') || s.matches('resetting') || s.matches('done') ? 'password' : 'code',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const invalidLink = useSelector(actor, (s) => s.context.invalidLink);
  useSelector(actor, (s) => s.context.failure);
  return (
    <AccountPageLayout title={t('account:pages.reset_title')}>
      {step === 'code' ? (
        <>
          <h2 className="account-page__step">{t('account:pages.verify_otp')}</h2>
          <OtpForm
            busy={busy}
            serverError={invalidLink ? { key: 'account:pages.invalid_link' } : serverText(actor)}
            submitLabel={t('account:pages.verify_otp')}
            onSubmit={(otp) => actor.send({ type: 'RESET.VERIFY', otp })}
            onEdit={() => {
              if (actor.getSnapshot().context.failure) actor.send({ type: 'RESET.EDIT' });
            }}
          />
        </>
      ) : (
        <NewPasswordForm actor={actor} busy={busy} />
      )}
    </AccountPageLayout>
  );
}

function NewPasswordForm({ actor, busy }: { actor: ResetActor; busy: boolean }) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const form = useForm<EventResetValues>({
    resolver: zodResolver(eventResetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onEdit = () => {
    if (actor.getSnapshot().context.failure) actor.send({ type: 'RESET.EDIT' });
  };
  const field = useFieldBinder(form, { onEdit });
  return (
    <>
      <h2 className="account-page__step">{t('account:pages.reset_password')}</h2>
      <AccountForm
        busy={busy}
        onSubmit={form.handleSubmit((values) =>
          actor.send({ type: 'RESET.SUBMIT', password: values.password }),
        )}
      >
        <FormMessage error={text(serverText(actor))} status={busy ? t('account:form.working') : null} />
        <AccountPasswordField
          label={t('account:form.password')}
          autoComplete="new-password"
          {...field('password')}
        />
        <AccountPasswordField
          label={t('account:pages.confirm_password')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <SubmitButton label={t('account:pages.submit')} busy={busy} />
      </AccountForm>
    </>
  );
}

export default function ResetPasswordScreen() {
  return (
    <AccountGate>
      <ResetPasswordScreenContent />
    </AccountGate>
  );
}
