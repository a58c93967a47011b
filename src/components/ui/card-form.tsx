import { useState, type FormEvent } from 'react';
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
      <TextField
        label={labels.holderName}
        name="holderName"
        autoComplete="cc-name"
        required
        value={values.holderName}
        onChange={change('holderName')}
        error={messageOf('holderName')}
      />
      <TextField
        label={labels.cardNumber}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        value={values.cardNumber}
        onChange={change('cardNumber')}
        error={messageOf('cardNumber')}
      />
      <TextField
        label={labels.expiry}
        name="expiry"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        required
        value={values.expiry}
        onChange={change('expiry')}
        error={messageOf('expiry')}
      />
      <TextField
        label={labels.cvc}
        name="cvc"
        autoComplete="cc-csc"
        inputMode="numeric"
        required
        value={values.cvc}
        onChange={change('cvc')}
        error={messageOf('cvc')}
      />
      <FormMessage error={error ?? null} />
      <SubmitButton label={labels.submit} busy={busy} />
    </form>
  );
}
