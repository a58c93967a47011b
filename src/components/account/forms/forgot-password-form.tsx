import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import type { ForgotPasswordEvent } from '@machines/password/password.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { dialogForgotSchema, eventForgotSchema, type DialogForgotValues } from '../account-forms';
import { forgotFailureMessages } from '../failure-messages';
import { AccountForm, EmailField, useFlowFailure, useFlowForm } from './account-form';

export type ForgotPasswordFormProps = {
  actor: ActorRefFrom<typeof forgotPasswordMachine>;
  variant: 'dialog' | 'event';
  submitLabel: string;
};

/** One e-mail field (seed 001 §2 forgot-password, seed 002 §2 /forgot-password). */
export function ForgotPasswordForm({ actor, variant, submitLabel }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['account']);
  const email = useSelector(actor, (s) => s.context.email);
  const { text, busy, server, form, field } = useFlowForm<DialogForgotValues, ForgotPasswordEvent>(actor, {
    schema: variant === 'dialog' ? dialogForgotSchema : eventForgotSchema,
    defaultValues: { email },
    messages: forgotFailureMessages,
    editEvent: { type: 'FORGOT.EDIT' },
  });
  return (
    <AccountForm
      busy={busy}
      onSubmit={form.handleSubmit((values) => actor.send({ type: 'FORGOT.SUBMIT', email: values.email }))}
    >
      <FormMessage error={text(server.form)} status={busy ? t('account:form.working') : null} />
      <EmailField {...field('email')} />
      <SubmitButton label={submitLabel} busy={busy} />
    </AccountForm>
  );
}

export type SendResetLinkProps = {
  actor: ActorRefFrom<typeof forgotPasswordMachine>;
  /** The signed-in viewer's address the link goes to. */
  email: string;
  /** reset-password or add-password (seed 001 §2). */
  purpose: 'reset' | 'add';
};

/** A signed-in viewer confirms that a link goes to their own address (reset / add password). */
export function SendResetLink({ actor, email, purpose }: SendResetLinkProps) {
  const { t } = useTranslation(['account']);
  const { text, busy, server } = useFlowFailure(actor, (failure, backend) =>
    forgotFailureMessages(failure, backend, purpose === 'add'),
  );
  return (
    <form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'FORGOT.SUBMIT', email });
      }}
    >
      <p>
        {purpose === 'add'
          ? t('account:reset.add_password_text', { email })
          : t('account:reset.reset_text', { email })}
      </p>
      <FormMessage
        error={text(server.form) ?? text(server.fields.email)}
        status={busy ? t('account:form.working') : null}
      />
      <SubmitButton
        label={purpose === 'add' ? t('account:reset.send_link') : t('account:reset.yes_reset')}
        busy={busy}
      />
    </form>
  );
}
