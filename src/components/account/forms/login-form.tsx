import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '@machines/login/login.machine';
import type { LoginEvent, SocialProvider } from '@machines/login/login.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { dialogLoginSchema, eventLoginSchema, type DialogLoginValues } from '../account-forms';
import { loginFailureMessages } from '../failure-messages';
import { AccountForm, AccountPasswordField, EmailField, useFlowForm } from './account-form';

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
  const { text, busy, server, form, field } = useFlowForm<DialogLoginValues, LoginEvent>(actor, {
    schema: variant === 'dialog' ? dialogLoginSchema : eventLoginSchema,
    defaultValues: { email: '', password: '' },
    messages: loginFailureMessages,
    editEvent: { type: 'LOGIN.EDIT' },
  });

  return (
    <div className="account-form">
      <AccountForm
        className=""
        busy={busy}
        onSubmit={form.handleSubmit((values) => actor.send({ type: 'LOGIN.SUBMIT', ...values }))}
      >
        <FormMessage error={text(server.form)} status={busy ? t('form.working') : null} />
        <EmailField {...field('email')} />
        <AccountPasswordField
          label={t('form.password')}
          autoComplete="current-password"
          {...field('password')}
        />
        <p className="account-form__aside">
          <Link to={forgotPasswordHref}>{t('login.forgot_password')}</Link>
        </p>
        <SubmitButton label={t('login.submit')} busy={busy} />
      </AccountForm>
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
