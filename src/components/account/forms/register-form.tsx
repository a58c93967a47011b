import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { registerMachine } from '@machines/register/register.machine';
import { passwordStrength } from '@machines/register/password-rules';
import { captchaShows, initialConsentAnswers } from '@machines/register/register-rules';
import { selectRegisterForm } from '@machines/register/register.selectors';
import type { Consent, CustomerConsent } from '@/services/account/account.types';
import type { CaptchaSolution } from '@/services/captcha/captcha.types';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RadioGroup, SelectField } from '@/components/ui/choice-fields';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { plainLabel, RichLabel } from '@/components/ui/rich-label';
import { useMessageText } from '@/app/account/account-runtime';
import { dialogRegisterSchema, eventRegisterSchema, NAME_MAX_LENGTH } from '../account-forms';
import { registerFailureMessages } from '../failure-messages';
import { CaptchaField } from '@/components/account/forms/captcha-field';
import { fieldMessage } from './form-errors';
import { AccountPasswordField, EmailField, useFieldBinder } from './account-form';
import { usePasswordStrength } from '@/components/account/forms/password-strength';
import { DobField, NameFields } from './profile-fields';

export type RegisterFormProps = {
  actor: ActorRefFrom<typeof registerMachine>;
  variant: 'dialog' | 'event';
  loginHref: string;
  /** seed 001 §5: the widget's key when one is configured (the flow then asks for the captcha). */
  captchaSiteKey: string | null;
};

type Values = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  confirmPassword: string;
  dob: string;
};

type RegisterFormView = ReturnType<typeof selectRegisterForm>;
const sameView = (a: RegisterFormView, b: RegisterFormView) =>
  (Object.keys(a) as (keyof RegisterFormView)[]).every((key) => Object.is(a[key], b[key]));

/**
 * Registration (seed 001 §5, seed 002 §5): e-mail and password with the strength meter, the
 * publisher's consents and custom fields, and a captcha once a consent is given; the event site
 * adds names, a password confirmation and an optional date of birth.
 */
export function RegisterForm({ actor, variant, loginHref, captchaSiteKey }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const view = useSelector(actor, selectRegisterForm, sameView);
  const { busy, loading, failure, consents, consentsUnavailable, captchaError, captchaRound } = view;
  const missing = view.missingConsents;
  const server = registerFailureMessages(failure, view.backend);
  const [answers, setAnswers] = useState<CustomerConsent[] | null>(null);
  const current = answers ?? initialConsentAnswers(consents);

  const schema = variant === 'dialog' ? dialogRegisterSchema : eventRegisterSchema;
  const form = useForm<Values>({
    // Each variant checks its own fields; the other variant's stay empty and unread.
    resolver: zodResolver(schema as typeof eventRegisterSchema) as never,
    defaultValues: { email: '', password: '', firstName: '', lastName: '', confirmPassword: '', dob: '' },
  });
  const { handleSubmit, control } = form;
  const password = useWatch({ control, name: 'password' });
  const strength = usePasswordStrength(passwordStrength(password ?? ''));
  const onEdit = () => {
    if (failure) actor.send({ type: 'REGISTER.EDIT' });
  };
  const field = useFieldBinder(form, { server, onEdit });

  const setAnswer = (consent: Consent, value: string | boolean) => {
    const next = current.map((a) =>
      a.name === consent.name
        ? {
            ...a,
            value,
            state: (consent.type === 'checkbox' ? value === true : value !== '')
              ? ('accepted' as const)
              : ('declined' as const),
          }
        : a,
    );
    setAnswers(next);
    onEdit();
  };

  // seed 001 §5: the captcha shows once consent is given (any required box ticked); the flow keeps
  // its token, waits for it and spends it.
  const showCaptcha = captchaShows(view.captchaEnabled, consents, current);
  const onCaptcha = (solution: CaptchaSolution | null) =>
    actor.send(solution ? { type: 'CAPTCHA.SOLVED', token: solution.token } : { type: 'CAPTCHA.CLEARED' });

  const submit = handleSubmit((values) => {
    actor.send({
      type: 'REGISTER.SUBMIT',
      values:
        variant === 'dialog'
          ? {
              email: values.email.trim(),
              password: values.password,
              consents: current,
            }
          : {
              email: values.email.trim(),
              password: values.password,
              consents: [],
              ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
              ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
              // seed 002 §5: dob dropped if empty.
              ...(values.dob ? { dob: values.dob } : {}),
            },
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A missing captcha is said along with the other fields' messages, not after they are fixed.
    actor.send({ type: 'REGISTER.ATTEMPT', consents: variant === 'dialog' ? current : [] });
    void submit(event);
  };

  const missingNames = consents
    .filter((c) => missing.includes(c.name))
    .map((c) => plainLabel(c.label) || c.name);

  return (
    <div className="account-form">
      <form noValidate aria-busy={busy || loading || undefined} onSubmit={onSubmit}>
        <FormMessage
          error={
            text(server.form) ??
            (missingNames.length
              ? t('registration.consents_error', { names: missingNames.join(', ') })
              : null)
          }
          status={busy ? t('form.working') : null}
        />
        {variant === 'event' ? (
          <div className="account-form__row">
            <NameFields
              first={{
                label: t('registration.first_name'),
                maxLength: NAME_MAX_LENGTH,
                ...field('firstName'),
              }}
              last={{ label: t('registration.last_name'), maxLength: NAME_MAX_LENGTH, ...field('lastName') }}
            />
          </div>
        ) : null}
        <EmailField {...field('email')} />
        <AccountPasswordField
          label={t('form.password')}
          autoComplete="new-password"
          hint={t('registration.password_hint')}
          strength={password ? strength : null}
          {...field('password')}
        />
        {variant === 'event' ? (
          <>
            <AccountPasswordField
              label={t('registration.confirm_password')}
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <DobField
              control={control}
              label={t('registration.dob')}
              error={text(fieldMessage(form.formState.errors, server, 'dob'))}
              onEdit={onEdit}
            />
          </>
        ) : null}
        {consentsUnavailable ? (
          <p className="account-form__note">{t('registration.consents_unavailable')}</p>
        ) : null}
        {consents.length ? (
          <fieldset className="consent-list">
            <legend className="consent-list__legend">{t('registration.consents')}</legend>
            {consents.map((consent) => (
              <ConsentField
                key={consent.name}
                consent={consent}
                answer={current.find((a) => a.name === consent.name)}
                error={missing.includes(consent.name) ? t('registration.field_required') : null}
                onChange={(value) => setAnswer(consent, value)}
              />
            ))}
          </fieldset>
        ) : null}
        {showCaptcha && captchaSiteKey ? (
          <CaptchaField
            siteKey={captchaSiteKey}
            onSolved={onCaptcha}
            resetSignal={captchaRound}
            error={
              captchaError
                ? t(
                    captchaError === 'failed'
                      ? 'registration.captcha_failed'
                      : 'registration.captcha_required',
                  )
                : null
            }
          />
        ) : null}
        <SubmitButton label={t('registration.submit')} busy={busy || loading} />
      </form>
      <p className="account-form__switch">
        {t('registration.already_account')} <Link to={loginHref}>{t('registration.sign_in')}</Link>
      </p>
    </div>
  );
}

/** One consent or custom register field, drawn by its type (seed 000 §3 Consent). */
function ConsentField({
  consent,
  answer,
  error,
  onChange,
}: {
  consent: Consent;
  answer: CustomerConsent | undefined;
  error: string | null;
  onChange: (value: string | boolean) => void;
}) {
  const options = Object.entries(consent.options).map(([value, label]) => ({ value, label }));
  const value = typeof answer?.value === 'string' ? answer.value : '';
  switch (consent.type) {
    case 'checkbox':
      return (
        <CheckboxField
          label={consent.label ? <RichLabel label={consent.label} /> : consent.name}
          required={consent.required}
          checked={answer?.state === 'accepted'}
          error={error}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          legend={consent.label ? <RichLabel label={consent.label} /> : consent.name}
          name={consent.name}
          options={options}
          value={value}
          required={consent.required}
          error={error}
          onChange={onChange}
        />
      );
    case 'select':
    case 'country':
    case 'us_state':
      return (
        <SelectField
          label={plainLabel(consent.label) || consent.name}
          options={options}
          placeholder={consent.placeholder || ''}
          required={consent.required}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <TextField
          label={plainLabel(consent.label) || consent.name}
          type={consent.type === 'datepicker' ? 'date' : 'text'}
          placeholder={consent.placeholder}
          required={consent.required}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
