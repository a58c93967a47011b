import {
  useId,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ChangeEvent,
} from 'react';
import { describedBy, FieldError } from './form-field';

export type OtpInputProps = {
  /** How many boxes (seed 002 §9: 6). */
  length: number;
  /**
   * The code so far, one character per box; a box left empty in the middle is a space, so the
   * value's length never says more than what the boxes hold.
   */
  value: string;
  onChange: (value: string) => void;
  /** The group's name ("Verification code"). */
  label: string;
  /** Each box's name: "Digit 3 of 6". */
  boxLabel: (position: number, length: number) => string;
  error?: string | null;
  disabled?: boolean;
  /** Focus the first box when shown. */
  autoFocus?: boolean;
  /** Called when the last box is filled (typing or pasting). */
  onComplete?: (value: string) => void;
};

const DIGIT = /\d/;

function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => {
    const char = value[i] ?? '';
    return DIGIT.test(char) ? char : '';
  });
}

const fromBoxes = (boxes: string[]) => boxes.map((b) => b || ' ').join('').trimEnd();

/**
 * Single-character boxes for a one-time code (seed 002 §2): typing a digit moves to the next
 * box, Backspace on an empty box moves back and clears it, arrows move, and pasting a code fills
 * the boxes from the one pasted into. Enter submits the surrounding form as usual.
 */
export function OtpInput({
  length,
  value,
  onChange,
  label,
  boxLabel,
  error,
  disabled = false,
  autoFocus = false,
  onComplete,
}: OtpInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);

  const focusBox = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    const text = fromBoxes(next);
    onChange(text);
    if (next.every(Boolean)) onComplete?.(text);
  };

  const onBoxChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (!digits) {
      const next = [...boxes];
      next[index] = '';
      commit(next);
      return;
    }
    const previous = boxes[index] ?? '';
    if (previous && digits.length === 2) {
      // Typed into a filled box whose digit was not selected: keep the new digit only.
      fill(index, digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    // Some keyboards and autofill put several digits in one box: spread them like a paste.
    fill(index, digits);
  };

  const fill = (start: number, digits: string) => {
    const next = [...boxes];
    let position = start;
    for (const digit of digits) {
      if (position >= length) break;
      next[position] = digit;
      position += 1;
    }
    commit(next);
    focusBox(Math.min(position, length - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (boxes[index]) return;
      event.preventDefault();
      if (index === 0) return;
      const next = [...boxes];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!digits) return;
    // A whole code pasted anywhere starts at the first box.
    fill(digits.length >= length ? 0 : index, digits);
  };

  return (
    <fieldset
      className={`otp-input${error ? ' otp-input--invalid' : ''}`}
      aria-describedby={describedBy(error ? errorId : null)}
    >
      <legend className="otp-input__legend">{label}</legend>
      <div className="otp-input__boxes">
        {boxes.map((digit, index) => (
          <input
            // The boxes are positions: their order never changes.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className="otp-input__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={boxLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onBoxChange(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
