import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  hasCardFormErrors,
  parseExpiry,
  validateCardForm,
  type CardFormErrors,
  type CardFormField,
  type CardFormMessage,
  type CardFormValues,
  CARD_FORM_MESSAGES,
} from './card-form.rules';
import { FormMessage, SubmitButton, TextField } from './form-field';

/** What the form hands over once every field is valid (seed 001 §7 directPostCardPayment). */
export type CardFormPayload = {
  holderName: string;
  /** Digits only. */
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

export type CardFormLabels = {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  submit: string;
};

export type CardFormProps = {
  labels: CardFormLabels;
  /** The translated text of each rule message (seed 001 §5). */
  messages: Record<CardFormMessage, string>;
  /** While true the form cannot be sent again (the machine is paying). */
  busy: boolean;
  /** A form-level error (the payment failed), shown above the button. */
  error?: string | null;
  /** Called with a valid card; never while busy, so one click pays once. */
  onSubmit: (card: CardFormPayload) => void;
};

/** The fields in order, with what the browser may fill in and the keyboard they want. */
const FIELDS: readonly {
  field: CardFormField;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
}[] = [
  { field: 'holderName', autoComplete: 'cc-name' },
  { field: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  { field: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

const EMPTY: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvc: '' };

const FORMAT: Record<CardFormField, (typed: string) => string> = {
  holderName: (typed) => typed,
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * The card form of the Stripe card path (seed 001 §4, §5): holder, number (grouped as typed),
 * expiry (MM/YY) and CVC, each formatted while typing and checked on submit. Presentational:
 * the values live here until they are valid, the payment is the caller's.
 */
export function CardForm({ labels, messages, busy, error, onSubmit }: CardFormProps) {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: CardFormField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: FORMAT[field](event.target.value) };
    setValues(next);
    if (submitted) setErrors(validateCardForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCardForm(values);
    setSubmitted(true);
    setErrors(found);
    const expiry = parseExpiry(values.expiry);
    if (hasCardFormErrors(found) || !expiry) return;
    onSubmit({
      holderName: values.holderName.trim(),
      cardNumber: values.cardNumber.replace(/\D/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc,
    });
  };

  const messageOf = (field: CardFormField) => {
    const key = errors[field];
    return key ? messages[key] : null;
  };

  return (
    <form className="form card-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {FIELDS.map(({ field, ...input }) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          required
          {...input}
          value={values[field]}
          onChange={change(field)}
          error={messageOf(field)}
        />
      ))}
      <FormMessage error={error ?? null} />
      <SubmitButton label={labels.submit} busy={busy} />
    </form>
  );
}

/** The card form's labels and messages in the account texts (seed 001 §5), with its submit label. */
export function useCardFormTexts(submit: string): Pick<CardFormProps, 'labels' | 'messages'> {
  const { t } = useTranslation('account');
  const text = (key: string) => String(t(key as never));
  return {
    labels: {
      holderName: text('checkout.card_holder'),
      cardNumber: text('checkout.card_number'),
      expiry: text('checkout.card_expiry'),
      cvc: text('checkout.card_cvc'),
      submit,
    },
    messages: Object.fromEntries(CARD_FORM_MESSAGES.map((key) => [key, text(key)])) as Record<
      CardFormMessage,
      string
    >,
  };
}
