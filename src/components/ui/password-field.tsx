import { useState } from 'react';
import { TextField, type TextFieldProps } from './form-field';

/** The levels of seed 001 §5's strength meter. */
export type PasswordStrengthLevel = 'invalid' | 'weak' | 'fair' | 'strong' | 'very_strong';

const segments: Record<PasswordStrengthLevel, number> = {
  invalid: 0,
  weak: 1,
  fair: 2,
  strong: 3,
  very_strong: 4,
};

export type PasswordStrengthProps = {
  level: PasswordStrengthLevel;
  /** "Password strength: fair": the meter's visible and spoken text. */
  text: string;
};

/** Four bars filled by level, with the level in words (read politely as it changes). */
export function PasswordStrength({ level, text }: PasswordStrengthProps) {
  const filled = segments[level];
  return (
    <div className="password-strength" data-level={level}>
      <div className="password-strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={`password-strength__bar${n <= filled ? ' password-strength__bar--on' : ''}`} />
        ))}
      </div>
      <p className="password-strength__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment' | 'footer'> & {
  /** The reveal toggle's name ("Show password"); it is a toggle button, pressed while shown. */
  toggleLabel: string;
  /** Shown under the field when given (registration and new-password fields). */
  strength?: PasswordStrengthProps | null;
};

/** A password input with a show / hide toggle and an optional strength meter. */
export function PasswordField({ toggleLabel, strength, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="form-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {toggleLabel}
        </button>
      }
      footer={strength ? <PasswordStrength {...strength} /> : null}
    />
  );
}
