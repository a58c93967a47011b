/**
 * The date rules of the date field (seed 002 §5, §9): yyyy-mm-dd values shown as DD/MM/YYYY,
 * real calendar dates only, weeks from Monday.
 */
/** The field's own words, in the page's language. */
export type DateFieldLabels = {
  /** The calendar button's name and the calendar's own. */
  openCalendar: string;
  clear: string;
  month: string;
  year: string;
  /** How a date is written, shown as the placeholder and, without another hint, under the field. */
  format: string;
};

/** seed 002 §9: birth year minimum 1900. */
export const DATE_FIELD_MIN = '1900-01-01';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What a viewer types: DD/MM/YYYY, with '/', '.' or '-' between the parts. */
const DISPLAYED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export type Parts = { year: number; month: number; day: number };

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const isoOf = ({ year, month, day }: Parts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function partsOf(year: number, month: number, day: number): Parts | null {
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

export function addDays(iso: string, days: number): string {
  const p = parseIsoDate(iso) as Parts;
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return isoOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The same day in another month, or that month's last day. */
export function inMonth(year: number, month: number, day: number): string {
  return isoOf({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

export function addMonths(iso: string, months: number): string {
  const p = parseIsoDate(iso) as Parts;
  const index = p.year * 12 + (p.month - 1) + months;
  return inMonth(Math.floor(index / 12), (index % 12) + 1, p.day);
}

/** 0 for Monday … 6 for Sunday (seed 002 §9: the week starts on Monday). */
export function weekdayOf(iso: string): number {
  const p = parseIsoDate(iso) as Parts;
  return (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
}

export const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);
