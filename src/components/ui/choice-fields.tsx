import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, RequiredMark } from './form-field';

export type ChoiceOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: readonly ChoiceOption[];
  /** The empty first option's text ("Select…"); none when left out. */
  placeholder?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with an announced error; spread `register(name)` into it. */
export function SelectField({ label, options, placeholder, error, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={select.required} />
      </label>
      <select
        id={id}
        ref={ref}
        className="form-field__input form-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
};

/** A fieldset of radio buttons with an announced error. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  error,
  disabled,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`radio-group${error ? ' radio-group--invalid' : ''}`}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(error ? errorId : null)}
      aria-required={required || undefined}
    >
      <legend id={`${id}-legend`} className="form-field__label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="radio-group__option">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
