import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  clamp,
  daysInMonth,
  inMonth,
  isoOf,
  localTodayIso,
  parseIsoDate,
  weekdayOf,
  type Parts,
} from './date-field.rules';

import type { DateFieldLabels } from './date-field.rules';

/** The month grid of the date field (seed 002 §5, §9): weeks from Monday, keyboard moves by day, week and month. */
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

export function Calendar({ id, label, labels, locale, selected, min, max, onPick }: CalendarProps) {
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
      <table
        ref={gridRef}
        className="date-field__grid"
        role="grid"
        aria-label={names.monthYear(view.year, view.month)}
        onKeyDown={onGridKey}
      >
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

export function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
