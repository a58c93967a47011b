import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { CaptureField } from '@machines/personal-details/capture-fields';
import type { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import type { CaptureAnswers } from '@/services/account/account.types';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateField } from '@/components/ui/date-field';
import { RadioGroup, SelectField } from '@/components/ui/choice-fields';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useMessageText } from '@/app/account/account-runtime';
import { dateFieldError, NAME_MAX_LENGTH } from '@/components/account/account-forms';
import { detailsFailureMessages } from '@/components/account/failure-messages';
import { useDateFieldText } from '@/components/account/forms/date-field-labels';

type Values = Record<string, string>;

const ADDRESS_PARTS = ['address', 'address2', 'city', 'state', 'postCode', 'country'] as const;

/** The names of the inputs a field is made of. */
function inputsOf(field: CaptureField): string[] {
  switch (field.kind) {
    case 'names':
      return ['firstName', 'lastName'];
    case 'address':
      return [...ADDRESS_PARTS];
    case 'question':
      return [field.key];
    default:
      return [field.kind];
  }
}

/**
 * seed 001 §5 capture form: required fields say personal_details.this_field_is_required, the
 * birth date must be yyyy-mm-dd, required questions must be answered; the form-level message is
 * validation_form_error.required when every problem is a missing value, else .other.
 */
export function validateCapture(fields: readonly CaptureField[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const names = field.kind === 'address' ? ['address', 'city', 'postCode', 'country'] : inputsOf(field);
    for (const name of names) {
      const value = (values[name] ?? '').trim();
      if (field.required && !value) errors[name] = 'account:personal_details.this_field_is_required';
      else if (field.kind === 'names' && value.length > NAME_MAX_LENGTH)
        errors[name] = 'account:event.name_too_long';
      else if (field.kind === 'birthDate') {
        const dateError = dateFieldError(value);
        if (dateError) errors[name] = dateError;
      }
    }
  }
  return errors;
}

export function formLevelMessage(errors: Record<string, string>): string | null {
  const list = Object.values(errors);
  if (!list.length) return null;
  return list.every((e) => e === 'account:personal_details.this_field_is_required')
    ? 'account:validation_form_error.required'
    : 'account:validation_form_error.other';
}

function toAnswers(fields: readonly CaptureField[], values: Values): CaptureAnswers {
  const answers: CaptureAnswers = {};
  const customAnswers: NonNullable<CaptureAnswers['customAnswers']> = [];
  const value = (name: string) => (values[name] ?? '').trim();
  for (const field of fields) {
    if (field.kind === 'question') {
      if (value(field.key))
        customAnswers.push({ questionId: field.key, question: field.question, value: value(field.key) });
      continue;
    }
    for (const name of inputsOf(field)) {
      if (value(name)) (answers as Record<string, string>)[name] = value(name);
    }
  }
  if (customAnswers.length) answers.customAnswers = customAnswers;
  return answers;
}

/** Personal details after registration (seed 001 §2-5), built from the capture settings. */
export function PersonalDetailsForm({ actor }: { actor: ActorRefFrom<typeof personalDetailsMachine> }) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const date = useDateFieldText();
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const fields = useSelector(actor, (s) => s.context.fields);
  const failure = useSelector(actor, (s) => s.context.failure);
  const server = detailsFailureMessages(failure);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (loading) return <LoadingIndicator label={t('account:form.working')} />;

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (failure) actor.send({ type: 'DETAILS.EDIT' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCapture(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0)
      actor.send({ type: 'DETAILS.SUBMIT', answers: toAnswers(fields, values) });
  };
  const input = (
    name: string,
    label: string,
    required: boolean,
    extra: { hint?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      key={name}
      label={label}
      required={required}
      value={values[name] ?? ''}
      hint={extra.hint}
      autoComplete={extra.autoComplete}
      error={text(errors[name])}
      onChange={(e) => set(name, e.target.value)}
    />
  );

  return (
    <form className="account-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <p>{t('account:personal_details.text')}</p>
      <FormMessage
        error={text(formLevelMessage(errors)) ?? text(server.form)}
        status={busy ? t('account:form.working') : null}
      />
      {fields.map((field) => {
        switch (field.kind) {
          case 'names':
            return (
              <div key="names" className="account-form__row">
                {input('firstName', t('account:personal_details.first_name'), field.required, {
                  autoComplete: 'given-name',
                })}
                {input('lastName', t('account:personal_details.last_name'), field.required, {
                  autoComplete: 'family-name',
                })}
              </div>
            );
          case 'birthDate':
            // seed 001 §5: shown DD/MM/YYYY with a calendar, sent as yyyy-mm-dd.
            return (
              <DateField
                key="birthDate"
                label={t('account:personal_details.birth_date')}
                required={field.required}
                value={values.birthDate ?? ''}
                onChange={(value) => set('birthDate', value)}
                autoComplete="bday"
                labels={date.labels}
                locale={date.locale}
                error={text(errors.birthDate)}
              />
            );
          case 'companyName':
            return input('companyName', t('account:personal_details.company_name'), field.required, {
              autoComplete: 'organization',
            });
          case 'phoneNumber':
            return input('phoneNumber', t('account:personal_details.phone_number'), field.required, {
              autoComplete: 'tel',
            });
          case 'address':
            return (
              <div key="address" className="account-form__group">
                {input('address', t('account:personal_details.address'), field.required, {
                  autoComplete: 'address-line1',
                })}
                {input('address2', t('account:personal_details.address2'), false, {
                  autoComplete: 'address-line2',
                })}
                {input('city', t('account:personal_details.city'), field.required, {
                  autoComplete: 'address-level2',
                })}
                {input('state', t('account:personal_details.state'), false, {
                  autoComplete: 'address-level1',
                })}
                {input('postCode', t('account:personal_details.post_code'), field.required, {
                  autoComplete: 'postal-code',
                })}
                {input('country', t('account:personal_details.country'), field.required, {
                  autoComplete: 'country-name',
                })}
              </div>
            );
          case 'question':
            return (
              <Question
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                error={text(errors[field.key])}
                onChange={(v) => set(field.key, v)}
              />
            );
        }
      })}
      <SubmitButton label={t('account:personal_details.submit')} busy={busy} />
    </form>
  );
}

/** seed 001 §5: one option a checkbox (or text without options), two radio buttons, more a select. */
function Question({
  field,
  value,
  error,
  onChange,
}: {
  field: Extract<CaptureField, { kind: 'question' }>;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['account']);
  switch (field.type) {
    case 'checkbox': {
      const only = field.options[0];
      return (
        <CheckboxField
          label={`${field.question}${only && only.label !== field.question ? ` (${only.label})` : ''}`}
          required={field.required}
          checked={value !== ''}
          error={error}
          onChange={(e) => onChange(e.target.checked ? (only?.value ?? 'true') : '')}
        />
      );
    }
    case 'radio':
      return (
        <RadioGroup
          legend={field.question}
          name={field.key}
          options={field.options}
          value={value}
          required={field.required}
          error={error}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <SelectField
          label={field.question}
          options={field.options}
          placeholder={t('account:personal_details.select')}
          required={field.required}
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <TextField
          label={field.question}
          required={field.required}
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
