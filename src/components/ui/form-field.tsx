import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type FieldMessageProps = {
  id: string;
  message: string | null | undefined;
};

/**
 * A field's error, linked to its control by `aria-describedby` and announced when it appears
 * (`role="alert"` is read out as soon as the element is inserted).
 */
export function FieldError({ id, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error" role="alert">
      {message}
    </p>
  );
}

/** Joins the ids of the hint and error shown under a control, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length ? list.join(' ') : undefined;
}

/** The asterisk after a required field's label; assistive technology hears `required` instead. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  /** The visible label; also the control's accessible name. */
  label: string;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | null;
  /** Help text under the control. */
  hint?: ReactNode;
  /** A control placed after the input inside the same frame (show password, clear). */
  adornment?: ReactNode;
  /** Content placed under the hint, before the error (a strength meter). */
  footer?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input with an optional hint and an error that is announced and described.
 * Spread react-hook-form's `register(name)` into it: `ref`, `name`, `onChange` and `onBlur` pass
 * straight to the input.
 */
export function TextField({
  label,
  error,
  hint,
  adornment,
  footer,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['form-field', error ? 'form-field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={input.required} />
      </label>
      <div className="form-field__control">
        <input
          id={id}
          ref={ref}
          className="form-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          {...input}
        />
        {adornment}
      </div>
      {hint ? (
        <div id={hintId} className="form-field__hint">
          {hint}
        </div>
      ) : null}
      {footer}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type FormMessageProps = {
  /** Form-level error (wrong combination, unknown error): announced at once. */
  error?: string | null;
  /** Form-level success or progress text: announced politely. */
  status?: string | null;
};

/** The message above a form's submit button: an error as an alert, a status politely. */
export function FormMessage({ error, status }: FormMessageProps) {
  return (
    <>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="form-message form-message--status" role="status" aria-live="polite">
        {status ?? ''}
      </p>
    </>
  );
}

export type SubmitButtonProps = {
  label: string;
  /** While true the button is disabled and says so (`aria-busy`). */
  busy?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'plain';
};

/** The submit button of a form; disabled and marked busy while the machine works. */
export function SubmitButton({
  label,
  busy = false,
  disabled = false,
  variant = 'primary',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button ${variant === 'primary' ? 'button--accent' : ''} form__submit`.trim()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {label}
    </button>
  );
}
