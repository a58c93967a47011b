import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '@machines/password/change-password.machine';
import type { ChangePasswordEvent } from '@machines/password/password.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import {
  dialogEditPasswordSchema,
  eventEditPasswordSchema,
  type DialogEditPasswordValues,
} from '../account-forms';
import { passwordFailureMessages } from '../failure-messages';
import { AccountForm, AccountPasswordField, useFlowForm } from './account-form';

/**
 * The dialog's new password (seed 001 §2 edit-password, §4-5): with a reset link, the new password
 * twice; signed in without one, the current password first. Neither is reset.invalid_link.
 */
export function EditPasswordForm({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useTranslation('account');
  const mode = useSelector(actor, (s) => s.context.mode);
  const backend = useSelector(actor, (s) => s.context.backend);
  const withOld = mode === 'old-password';
  // The event site speaks seed 002 §5's messages; the hosted and commerce platforms seed 001 §5's.
  const schema =
    backend === 'own-backend' && (mode === 'old-password' || mode === 'set')
      ? eventEditPasswordSchema(mode)
      : dialogEditPasswordSchema(withOld);
  const { text, busy, server, form, field } = useFlowForm<DialogEditPasswordValues, ChangePasswordEvent>(
    actor,
    {
      schema,
      defaultValues: { oldPassword: '', password: '', passwordConfirmation: '' },
      messages: passwordFailureMessages,
      editEvent: { type: 'PASSWORD.EDIT' },
    },
  );
  if (mode === 'invalid-link') {
    return (
      <p className="form-message form-message--error" role="alert">
        {t('reset.invalid_link')}
      </p>
    );
  }
  return (
    <AccountForm
      busy={busy}
      onSubmit={form.handleSubmit((values) => actor.send({ type: 'PASSWORD.SUBMIT', ...values }))}
    >
      <FormMessage error={text(server.form)} status={busy ? t('form.working') : null} />
      {withOld ? (
        <AccountPasswordField
          label={t('reset.current_password')}
          autoComplete="current-password"
          {...field('oldPassword')}
        />
      ) : null}
      <AccountPasswordField
        label={t('reset.new_password')}
        autoComplete="new-password"
        {...field('password')}
      />
      <AccountPasswordField
        label={t('reset.repeat_password')}
        autoComplete="new-password"
        {...field('passwordConfirmation')}
      />
      <SubmitButton label={t('reset.save')} busy={busy} />
    </AccountForm>
  );
}
