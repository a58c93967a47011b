import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { describedBy, FieldError } from './form-field';

/** seed 002 §9: birth year minimum 1900. */
export const DATE_FIELD_MIN = '1900-01-01';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What a viewer types: DD/MM/YYYY, with '/', '.' or '-' between the parts. */
const DISPLAYED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

type Parts = { year: number; month: number; day: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = ({ year, month, day }: Parts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function partsOf(year: number, month: number, day: number): Parts | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The parts of a real calendar date written yyyy-mm-dd, else null. */
export function parseIsoDate(value: string): Parts | null {
  const match = ISO.exec(value);
  return match ? partsOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** yyyy-mm-dd as shown: DD/MM/YYYY (seed 002 §5). Anything else is shown as it is. */
export function displayDate(value: string): string {
  const parts = parseIsoDate(value);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : value;
}

/**
 * The value typed text stands for: '' when empty, yyyy-mm-dd for a real date (typed DD/MM/YYYY
 * or yyyy-mm-dd), else the text itself, so the form's rules see it and refuse it.
 */
export function dateValueOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (parseIsoDate(trimmed)) return trimmed;
  const match = DISPLAYED.exec(trimmed);
  const parts = match ? partsOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
  return parts ? isoOf(parts) : trimmed;
}

/** Today on the viewer's calendar, yyyy-mm-dd. */
export function localTodayIso(now: Date = new Date()): string {
  return isoOf({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

function addDays(iso: string, days: number): string {
  const p = parseIsoDate(iso) as Parts;
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return isoOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The same day in another month, or that month's last day. */
function inMonth(year: number, month: number, day: number): string {
  return isoOf({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

function addMonths(iso: string, months: number): string {
  const p = parseIsoDate(iso) as Parts;
  const index = p.year * 12 + (p.month - 1) + months;
  return inMonth(Math.floor(index / 12), (index % 12) + 1, p.day);
}

/** 0 for Monday … 6 for Sunday (seed 002 §9: the week starts on Monday). */
function weekdayOf(iso: string): number {
  const p = parseIsoDate(iso) as Parts;
  return (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
}

const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

export type DateFieldLabels = {
  /** The calendar button's name and the calendar's own. */
  openCalendar: string;
  clear: string;
  month: string;
  year: string;
  /** How a date is written, shown as the placeholder and, without another hint, under the field. */
  format: string;
};

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
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
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
          <button type="button" className="form-field__toggle date-field__clear" aria-label={labels.clear} onClick={clear}>
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

type CalendarProps = {
  id: string;
  label: string;
  labels: DateFieldLabels;
  locale: string | undefined;
  selected: string | null;
  min: string;
  max: string;
  onPick: (iso: string) => void;
};

function Calendar({ id, label, labels, locale, selected, min, max, onPick }: CalendarProps) {
  const [focused, setFocused] = useState(() => clamp(selected ?? max, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the focused day when the keyboard moved it (and on opening), not after a select.
  const moveFocus = useRef(true);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const view = parseIsoDate(focused) as Parts;
  const minParts = parseIsoDate(min) as Parts;
  const maxParts = parseIsoDate(max) as Parts;
  const names = useMemo(() => calendarNames(locale), [locale]);
  const today = localTodayIso();

  const moveTo = (iso: string, keyboard: boolean) => {
    moveFocus.current = keyboard;
    setFocused(clamp(iso, min, max));
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayOf(focused)),
      End: () => addDays(focused, 6 - weekdayOf(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next(), true);
  };

  const years: number[] = [];
  for (let year = maxParts.year; year >= minParts.year; year -= 1) years.push(year);
  const firstOfMonth = isoOf({ year: view.year, month: view.month, day: 1 });
  const blanks = weekdayOf(firstOfMonth);
  const length = daysInMonth(view.year, view.month);
  const cells: (string | null)[] = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, i) => isoOf({ year: view.year, month: view.month, day: i + 1 })),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <div id={id} className="date-field__popover" role="dialog" aria-label={label}>
      <div className="date-field__header">
        <select
          className="date-field__select"
          aria-label={labels.month}
          value={view.month}
          onChange={(event) => moveTo(inMonth(view.year, Number(event.target.value), view.day), false)}
        >
          {names.months.map((monthName, index) => {
            const month = index + 1;
            const outside =
              (view.year === maxParts.year && month > maxParts.month) ||
              (view.year === minParts.year && month < minParts.month);
            return (
              <option key={month} value={month} disabled={outside}>
                {monthName}
              </option>
            );
          })}
        </select>
        <select
          className="date-field__select"
          aria-label={labels.year}
          value={view.year}
          onChange={(event) => moveTo(inMonth(Number(event.target.value), view.month, view.day), false)}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <table ref={gridRef} className="date-field__grid" role="grid" aria-label={names.monthYear(view.year, view.month)} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((iso, d) => {
                if (!iso) return <td key={`blank-${d}`} role="gridcell" />;
                const outside = iso < min || iso > max;
                const isSelected = iso === selected;
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      className="date-field__day"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={names.fullDate(iso)}
                      aria-disabled={outside || undefined}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => {
                        if (!outside) onPick(iso);
                      }}
                      onFocus={() => {
                        if (iso !== focused) setFocused(iso);
                      }}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type CalendarNames = {
  months: string[];
  weekdays: { short: string; long: string }[];
  monthYear: (year: number, month: number) => string;
  fullDate: (iso: string) => string;
};

/** Month and weekday names in the page's language; the dates are UTC noon so no zone shifts them. */
function calendarNames(locale: string | undefined): CalendarNames {
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return {
    months: Array.from({ length: 12 }, (_, i) => month.format(at(2024, i + 1, 1))),
    weekdays: Array.from({ length: 7 }, (_, i) => ({
      short: weekdayShort.format(at(2024, 1, 1 + i)),
      long: weekdayLong.format(at(2024, 1, 1 + i)),
    })),
    monthYear: (year, m) => monthYear.format(at(year, m, 1)),
    fullDate: (iso) => {
      const p = parseIsoDate(iso) as Parts;
      return full.format(at(p.year, p.month, p.day));
    },
  };
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
