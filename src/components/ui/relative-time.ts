/**
 * "5 minutes ago", "yesterday": a time relative to `now`, in the page's language, through the
 * browser's own `Intl.RelativeTimeFormat` (no date library on this path). seed 002 §2.
 */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelativeTime(iso: string, now: number, locale: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      // Under a minute reads as "now" rather than counting seconds.
      if (unit === 'second') return format.format(0, 'second');
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}
