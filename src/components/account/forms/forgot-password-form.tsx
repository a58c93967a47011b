import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { useMessageText } from '@/app/account/account-runtime';
import {
  dialogForgotSchema,
  eventForgotSchema,
  type DialogForgotValues,
} from '@/components/account/account-forms';
import { forgotFailureMessages } from '@/components/account/failure-messages';
import { fieldMessage } from '@/components/account/forms/form-errors';

export type ForgotPasswordFormProps = {
  actor: ActorRefFrom<typeof forgotPasswordMachine>;
  variant: 'dialog' | 'event';
  submitLabel: string;
};

/** One e-mail field (seed 001 §2 forgot-password, seed 002 §2 /forgot-password). */
export function ForgotPasswordForm({ actor, variant, submitLabel }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const email = useSelector(actor, (s) => s.context.email);
  const server = forgotFailureMessages(failure, backend);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DialogForgotValues>({
    resolver: zodResolver(variant === 'dialog' ? dialogForgotSchema : eventForgotSchema),
    defaultValues: { email },
  });
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit((values) => actor.send({ type: 'FORGOT.SUBMIT', email: values.email }))}
    >
      <FormMessage error={text(server.form)} status={busy ? t('account:form.working') : null} />
      <TextField
        label={t('account:form.email')}
        type="email"
        autoComplete="email"
        required
        error={text(fieldMessage(errors, server, 'email'))}
        {...register('email', {
          onChange: () => {
            if (failure) actor.send({ type: 'FORGOT.EDIT' });
          },
        })}
      />
      <SubmitButton label={submitLabel} busy={busy} />
    </form>
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
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const server = forgotFailureMessages(failure, backend, purpose === 'add');
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
