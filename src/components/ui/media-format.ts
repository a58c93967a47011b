/** Text formats of the catalogue screens, free of any date library (luxon stays out of these chunks). */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The duration tag of a media card: `mm:ss` under an hour (`05:30`, `48:00`), `h:mm` from an hour
 * on (`1:44`). Seconds are rounded down.
 */
export function formatDurationTag(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}:${pad(minutes)}`;
  return `${pad(minutes)}:${pad(seconds % 60)}`;
}

/**
 * seed 002 §9: scheduled dates read 'dd/MM/yyyy hh:mm a' (`21/11/2026 02:05 PM`), in the viewer's
 * own time zone.
 */
export function formatScheduledDate(date: Date): string {
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(twelve)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

/** A seek point's time: `m:ss`, or `h:mm:ss` from an hour on. */
export function formatClockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}

/**
 * The first `maxWords` words of `text`, with an ellipsis when words were left out (seed 002 §9:
 * episode descriptions are cut to 20, 50 or 80 words by screen size).
 */
export function truncateWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ')}…`;
}
