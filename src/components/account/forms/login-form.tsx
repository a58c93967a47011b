import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '@machines/login/login.machine';
import type { SocialProvider } from '@machines/login/login.types';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { useMessageText } from '@/app/account/account-runtime';
import {
  dialogLoginSchema,
  eventLoginSchema,
  type DialogLoginValues,
} from '@/components/account/account-forms';
import { loginFailureMessages } from '@/components/account/failure-messages';
import { fieldMessage } from '@/components/account/forms/form-errors';

export type LoginFormProps = {
  actor: ActorRefFrom<typeof loginMachine>;
  /** The dialog's rules (seed 001 §5) or the event site's (seed 002 §5). */
  variant: 'dialog' | 'event';
  forgotPasswordHref: string;
  signUpHref: string;
  /** seed 000 §6: social sign-in where the back end offers it. */
  socialProviders: readonly SocialProvider[];
};

const providerNames: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

/** E-mail and password, or a social provider; sends one LOGIN.SUBMIT with valid values. */
export function LoginForm({
  actor,
  variant,
  forgotPasswordHref,
  signUpHref,
  socialProviders,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  const server = loginFailureMessages(failure, backend);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DialogLoginValues>({
    resolver: zodResolver(variant === 'dialog' ? dialogLoginSchema : eventLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const onEdit = () => {
    if (failure) actor.send({ type: 'LOGIN.EDIT' });
  };

  return (
    <div className="account-form">
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={handleSubmit((values) => actor.send({ type: 'LOGIN.SUBMIT', ...values }))}
      >
        <FormMessage error={text(server.form)} status={busy ? t('form.working') : null} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          error={text(fieldMessage(errors, server, 'email'))}
          {...register('email', { onChange: onEdit })}
        />
        <PasswordField
          label={t('form.password')}
          toggleLabel={t('form.show_password')}
          autoComplete="current-password"
          required
          error={text(fieldMessage(errors, server, 'password'))}
          {...register('password', { onChange: onEdit })}
        />
        <p className="account-form__aside">
          <Link to={forgotPasswordHref}>{t('login.forgot_password')}</Link>
        </p>
        <SubmitButton label={t('login.submit')} busy={busy} />
      </form>
      {socialProviders.length ? (
        <div className="account-form__social">
          <p className="account-form__or">{t('login.or')}</p>
          {socialProviders.map((provider) => (
            <button
              key={provider}
              type="button"
              className="button account-form__social-button"
              disabled={busy}
              onClick={() => actor.send({ type: 'LOGIN.SOCIAL', provider })}
            >
              {t('login.continue_with', { provider: providerNames[provider] })}
            </button>
          ))}
        </div>
      ) : null}
      <p className="account-form__switch">
        {t('login.no_account')} <Link to={signUpHref}>{t('login.sign_up')}</Link>
      </p>
    </div>
  );
}
