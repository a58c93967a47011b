export type ProgressBarProps = {
  /** 0..1 */
  value: number;
  /** The accessible name, e.g. '40% watched'. */
  label: string;
};

/** How much of an item has been watched, as a thin bar along a card's poster. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <span
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </span>
  );
}
