import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { describedBy, FieldError, RequiredMark } from './form-field';

import { Calendar, CalendarIcon } from './date-field-calendar';
import {
  DATE_FIELD_MIN,
  dateValueOf,
  displayDate,
  localTodayIso,
  parseIsoDate,
  type DateFieldLabels,
} from './date-field.rules';

export type DateFieldProps = {
  label: string;
  /** yyyy-mm-dd, '' when empty, or text that is not a date yet. */
  value: string;
  /** Called with what the text stands for (see `dateValueOf`), or a picked day. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The first day that may be picked; 1 January 1900 unless given (seed 002 §5, §9). */
  min?: string;
  /** The last day that may be picked; today unless given (seed 002 §5: no future dates). */
  max?: string;
  /** Names months and weekdays in the calendar. */
  locale?: string;
  labels: DateFieldLabels;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed as DD/MM/YYYY or picked from a calendar (seed 002 §5 date picker: no future dates,
 * years 1900 to the current one, clearable). The calendar is a grid moved through with the arrow
 * keys, Home / End (week), Page Up / Page Down (month, with Shift a year); days outside the range
 * cannot be picked; Escape closes it and gives focus back to its button.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  min = DATE_FIELD_MIN,
  max: maxProp,
  locale,
  labels,
  error,
  hint,
  required,
  disabled,
  autoComplete,
  ref,
}: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const popoverId = `${id}-calendar`;
  const max = maxProp ?? localTodayIso();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const [text, setText] = useState(() => displayDate(value));
  // A value set from outside (a reset, a picked day) replaces the text; the text's own does not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (dateValueOf(text) !== value) setText(displayDate(value));
  }

  const [open, setOpen] = useState(false);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const onText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const next = dateValueOf(event.target.value);
    setSeen(next);
    onChange(next);
  };

  const onTextBlur = () => {
    // 1/5/1990 reads back as 01/05/1990 once the viewer moves on.
    if (parseIsoDate(dateValueOf(text))) setText(displayDate(dateValueOf(text)));
    onBlur?.();
  };

  const pick = (iso: string) => {
    setText(displayDate(iso));
    setSeen(iso);
    onChange(iso);
    close(true);
  };

  const clear = () => {
    setText('');
    setSeen('');
    onChange('');
    setOpen(false);
    inputRef.current?.focus();
  };

  const shownHint = hint ?? labels.format;
  return (
    <div
      ref={rootRef}
      className={['form-field', 'date-field', error ? 'form-field--invalid' : ''].join(' ').trim()}
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        // Only the calendar closes, not a dialog around the field.
        event.stopPropagation();
        event.preventDefault();
        close(true);
      }}
    >
      <label className="form-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className="form-field__control date-field__control">
        <input
          id={id}
          ref={setInputRef}
          name={name}
          type="text"
          inputMode="numeric"
          className="form-field__input"
          placeholder={labels.format}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(shownHint ? hintId : null, error ? errorId : null)}
          onChange={onText}
          onBlur={onTextBlur}
        />
        {text !== '' && !disabled ? (
          <button
            type="button"
            className="form-field__toggle date-field__clear"
            aria-label={labels.clear}
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          className="form-field__toggle date-field__toggle"
          aria-label={labels.openCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </button>
        {open ? (
          <Calendar
            id={popoverId}
            label={labels.openCalendar}
            labels={labels}
            locale={locale}
            selected={parseIsoDate(value) ? value : null}
            min={min}
            max={max}
            onPick={pick}
          />
        ) : null}
      </div>
      {shownHint ? (
        <div id={hintId} className="form-field__hint">
          {shownHint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
