import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayKey, MonthKey } from '@machines/schedule/schedule.types';
import { dayDate, localDayKey } from '@machines/schedule/schedule.rules';
import { ActionButton } from '@/components/ui/action-button';

/** seed 002 §9: the calendar dropdown is 280 px wide. */
export const PICKER_WIDTH_PX = 280;

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month, Monday first (seed 002 §2, §9), with null for days of other months. */
export function monthWeeks(month: MonthKey): (DayKey | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(year, monthNumber - 1, 1);
  const length = new Date(year, monthNumber, 0).getDate();
  // getDay(): 0 is Sunday; Monday first puts Sunday last.
  const lead = (first.getDay() + 6) % 7;
  const cells: (DayKey | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

type Props = {
  open: boolean;
  month: MonthKey | null;
  selected: DayKey | null;
  onOpen: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onCancel: () => void;
  onPick: (day: DayKey) => void;
  onClear: () => void;
};

/**
 * The schedule's date picker (seed 002 §2): a button showing the day picked or 'Select date', a
 * clear mark once a day is picked, and a 280 px month calendar, Monday first, with previous and
 * next month and Cancel, opening to the left or the right depending on the space there is.
 */
export function ScheduleDatePicker({
  open,
  month,
  selected,
  onOpen,
  onPrevious,
  onNext,
  onCancel,
  onPick,
  onClear,
}: Props) {
  const { t, i18n } = useTranslation(['event']);
  const wrapper = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<'left' | 'right'>('left');
  const dialogId = useId();
  const headingId = useId();
  const language = i18n.language;

  // Opens towards the side with room for the dropdown.
  useLayoutEffect(() => {
    if (!open || !wrapper.current) return;
    const rect = wrapper.current.getBoundingClientRect();
    setSide(rect.left + PICKER_WIDTH_PX > document.documentElement.clientWidth ? 'right' : 'left');
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) onCancel();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onCancel]);

  const fullDate = (day: DayKey) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(dayDate(day));
  const buttonText = selected
    ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
        dayDate(selected),
      )
    : t('event:schedule.select_date');
  const today = localDayKey(Date.now());
  // Monday first: 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i));
  const weekdayShort = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long' });

  return (
    <div className="schedule-picker" ref={wrapper}>
      <button
        type="button"
        className="schedule-picker__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={selected ? t('event:schedule.date_chosen', { date: fullDate(selected) }) : undefined}
        onClick={() => (open ? onCancel() : onOpen())}
      >
        <span aria-hidden="true" className="schedule-picker__icon">
          📅
        </span>
        {buttonText}
      </button>
      {selected ? (
        <button
          type="button"
          className="schedule-picker__clear"
          aria-label={t('event:schedule.clear_date')}
          onClick={onClear}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {open && month ? (
        <div
          id={dialogId}
          role="dialog"
          aria-labelledby={headingId}
          className={`schedule-picker__dropdown schedule-picker__dropdown--${side}`}
          style={{ width: PICKER_WIDTH_PX }}
          data-side={side}
        >
          <div className="schedule-picker__header">
            <button
              type="button"
              className="schedule-picker__nav"
              aria-label={t('event:schedule.previous_month')}
              onClick={onPrevious}
            >
              ‹
            </button>
            <h2 id={headingId} className="schedule-picker__month" aria-live="polite">
              {new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
                dayDate(`${month}-01`),
              )}
            </h2>
            <button
              type="button"
              className="schedule-picker__nav"
              aria-label={t('event:schedule.next_month')}
              onClick={onNext}
            >
              ›
            </button>
          </div>
          <table className="schedule-picker__calendar">
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day.getDay()} scope="col" abbr={weekdayLong.format(day)}>
                    {weekdayShort.format(day).slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          className="schedule-picker__day"
                          aria-label={fullDate(day)}
                          aria-pressed={day === selected}
                          aria-current={day === today ? 'date' : undefined}
                          onClick={() => onPick(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ) : (
                      <td key={`empty-${d}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="schedule-picker__actions">
            <ActionButton variant="secondary" label={t('event:schedule.cancel')} onClick={onCancel} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
