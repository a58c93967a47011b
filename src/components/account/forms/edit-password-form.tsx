import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '@machines/password/change-password.machine';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { useMessageText } from '@/app/account/account-runtime';
import {
  dialogEditPasswordSchema,
  eventEditPasswordSchema,
  type DialogEditPasswordValues,
} from '@/components/account/account-forms';
import { passwordFailureMessages } from '@/components/account/failure-messages';
import { fieldMessage } from '@/components/account/forms/form-errors';

/**
 * The dialog's new password (seed 001 §2 edit-password, §4-5): with a reset link, the new password
 * twice; signed in without one, the current password first. Neither is reset.invalid_link.
 */
export function EditPasswordForm({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const mode = useSelector(actor, (s) => s.context.mode);
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const server = passwordFailureMessages(failure, backend);
  const withOld = mode === 'old-password';
  // The event site speaks seed 002 §5's messages; the hosted and commerce platforms seed 001 §5's.
  const schema =
    backend === 'own-backend' && (mode === 'old-password' || mode === 'set')
      ? eventEditPasswordSchema(mode)
      : dialogEditPasswordSchema(withOld);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DialogEditPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', password: '', passwordConfirmation: '' },
  });
  if (mode === 'invalid-link') {
    return (
      <p className="form-message form-message--error" role="alert">
        {t('reset.invalid_link')}
      </p>
    );
  }
  const onEdit = () => {
    if (failure) actor.send({ type: 'PASSWORD.EDIT' });
  };
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit((values) => actor.send({ type: 'PASSWORD.SUBMIT', ...values }))}
    >
      <FormMessage error={text(server.form)} status={busy ? t('form.working') : null} />
      {withOld ? (
        <PasswordField
          label={t('reset.current_password')}
          toggleLabel={t('form.show_password')}
          autoComplete="current-password"
          required
          error={text(fieldMessage(errors, server, 'oldPassword'))}
          {...register('oldPassword', { onChange: onEdit })}
        />
      ) : null}
      <PasswordField
        label={t('reset.new_password')}
        toggleLabel={t('form.show_password')}
        autoComplete="new-password"
        required
        error={text(fieldMessage(errors, server, 'password'))}
        {...register('password', { onChange: onEdit })}
      />
      <PasswordField
        label={t('reset.repeat_password')}
        toggleLabel={t('form.show_password')}
        autoComplete="new-password"
        required
        error={text(fieldMessage(errors, server, 'passwordConfirmation'))}
        {...register('passwordConfirmation', { onChange: onEdit })}
      />
      <SubmitButton label={t('reset.save')} busy={busy} />
    </form>
  );
}
