import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import type { DeleteAccountEvent } from '@machines/delete-account/delete-account.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { dialogDeleteSchema, eventDeleteSchema, type DialogDeleteValues } from '../account-forms';
import { deleteFailureMessages } from '../failure-messages';
import { AccountForm, AccountPasswordField, useFlowFailure, useFlowForm } from './account-form';
import { AccountNotice } from '../account-notice';

export type DeletePasswordFormProps = {
  actor: ActorRefFrom<typeof deleteAccountMachine>;
  variant: 'dialog' | 'event';
  /** Where the password goes: the dialog forwards it and moves to the confirmation view. */
  onPassword: (password: string) => void;
};

/** Step one of the deletion (seed 001 §4-5, seed 002 §5): the password. */
export function DeletePasswordForm({ actor, variant, onPassword }: DeletePasswordFormProps) {
  const { t } = useTranslation(['account']);
  const { text, server, form, field } = useFlowForm<DialogDeleteValues, DeleteAccountEvent>(actor, {
    schema: variant === 'dialog' ? dialogDeleteSchema : eventDeleteSchema,
    defaultValues: { password: '' },
    messages: deleteFailureMessages,
  });
  return (
    <AccountForm onSubmit={form.handleSubmit((values) => onPassword(values.password))}>
      <p>{t('account:delete_account.password_text')}</p>
      <FormMessage error={text(server.form)} />
      <AccountPasswordField
        label={t('account:form.password')}
        autoComplete="current-password"
        {...field('password')}
      />
      <SubmitButton label={t('account:delete_account.continue')} />
    </AccountForm>
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
  const refused = useSelector(actor, (s) => s.matches('enteringPassword') && s.context.needsPassword);
  const { text, busy, server } = useFlowFailure(actor, deleteFailureMessages);
  const error = text(server.form) ?? text(server.fields.password);
  if (refused) {
    return (
      <AccountNotice
        message={<FormMessage error={error} />}
        actions={[{ variant: 'accent', label: t('account:delete_account.back'), onClick: onBack }]}
      />
    );
  }
  const confirm = () => actor.send({ type: 'DELETE.CONFIRM' });
  return (
    <AccountNotice
      busy={busy}
      message={
        <>
          <p>{t('account:delete_account.confirm_text')}</p>
          <FormMessage error={error} status={busy ? t('account:form.working') : null} />
        </>
      }
      actions={[
        { label: t('account:delete_account.cancel'), onClick: onCancel, disabled: busy },
        { variant: 'danger', label: t('account:delete_account.confirm'), onClick: confirm, busy },
      ]}
    />
  );
}
