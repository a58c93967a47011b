import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { useMessageText } from '@/app/account/account-runtime';
import {
  dialogDeleteSchema,
  eventDeleteSchema,
  type DialogDeleteValues,
} from '@/components/account/account-forms';
import { deleteFailureMessages } from '@/components/account/failure-messages';
import { fieldMessage } from '@/components/account/forms/form-errors';

export type DeletePasswordFormProps = {
  actor: ActorRefFrom<typeof deleteAccountMachine>;
  variant: 'dialog' | 'event';
  /** Where the password goes: the dialog forwards it and moves to the confirmation view. */
  onPassword: (password: string) => void;
};

/** Step one of the deletion (seed 001 §4-5, seed 002 §5): the password. */
export function DeletePasswordForm({ actor, variant, onPassword }: DeletePasswordFormProps) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const server = deleteFailureMessages(failure, backend);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DialogDeleteValues>({
    resolver: zodResolver(variant === 'dialog' ? dialogDeleteSchema : eventDeleteSchema),
    defaultValues: { password: '' },
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={handleSubmit((values) => onPassword(values.password))}
    >
      <p>{t('account:delete_account.password_text')}</p>
      <FormMessage error={text(server.form)} />
      <PasswordField
        label={t('account:form.password')}
        toggleLabel={t('account:form.show_password')}
        autoComplete="current-password"
        required
        error={text(fieldMessage(errors, server, 'password'))}
        {...register('password')}
      />
      <SubmitButton label={t('account:delete_account.continue')} />
    </form>
  );
}

export type DeleteConfirmationProps = {
  actor: ActorRefFrom<typeof deleteAccountMachine>;
  onCancel: () => void;
  /** Back to the password after the back end refused it. */
  onBack: () => void;
};

/** Step two (seed 002 §5): 'Delete Account' / 'Are you sure…'. */
export function DeleteConfirmation({ actor, onCancel, onBack }: DeleteConfirmationProps) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.matches('enteringPassword') && s.context.needsPassword);
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const server = deleteFailureMessages(failure, backend);
  const error = text(server.form) ?? text(server.fields.password);
  if (refused) {
    return (
      <div className="account-form">
        <FormMessage error={error} />
        <div className="account-form__actions">
          <button type="button" className="button button--accent" onClick={onBack}>
            {t('account:delete_account.back')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="account-form" aria-busy={busy || undefined}>
      <p>{t('account:delete_account.confirm_text')}</p>
      <FormMessage error={error} status={busy ? t('account:form.working') : null} />
      <div className="account-form__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('account:delete_account.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'DELETE.CONFIRM' })}
        >
          {t('account:delete_account.confirm')}
        </button>
      </div>
    </div>
  );
}
