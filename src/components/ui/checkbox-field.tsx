import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldError, RequiredMark } from './form-field';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & {
  /** The label; may hold links (terms, privacy policy). */
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label and an announced error; spread `register(name)` into it. */
export function CheckboxField({ label, error, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      className={['checkbox-field', error ? 'checkbox-field--invalid' : '', className ?? ''].join(' ').trim()}
    >
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="checkbox-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null)}
        {...input}
      />
      <label className="checkbox-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={input.required} />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type ConsentItem = {
  name: string;
  label: ReactNode;
  required: boolean;
  checked: boolean;
  error?: string | null;
  /** Required consents already given cannot be withdrawn (seed 001 §5, seed 002 §5). */
  locked?: boolean;
};

export type ConsentListProps = {
  legend: string;
  /** Hide the legend visually (a heading nearby already says it). */
  legendHidden?: boolean;
  items: readonly ConsentItem[];
  onChange: (name: string, checked: boolean) => void;
  disabled?: boolean;
  /** One message for the whole list (registration.consents_error). */
  error?: string | null;
};

/** The publisher's consents as a group of checkboxes; required ones are marked. */
export function ConsentList({ legend, legendHidden, items, onChange, disabled, error }: ConsentListProps) {
  const id = useId();
  const errorId = `${id}-error`;
  if (items.length === 0) return null;
  return (
    <fieldset className="consent-list" aria-describedby={describedBy(error ? errorId : null)}>
      <legend className={legendHidden ? 'visually-hidden' : 'consent-list__legend'}>{legend}</legend>
      {items.map((item) => (
        <CheckboxField
          key={item.name}
          name={item.name}
          label={item.label}
          required={item.required}
          checked={item.checked}
          disabled={disabled || (item.locked && item.checked)}
          error={item.error}
          onChange={(event) => onChange(item.name, event.target.checked)}
        />
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
