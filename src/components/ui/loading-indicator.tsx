export type LoadingIndicatorProps = {
  /** The accessible name and the visible text, e.g. "Loading". */
  label: string;
};

/** A spinner announced as a status, with its label visible beneath it. */
export function LoadingIndicator({ label }: LoadingIndicatorProps) {
  return (
    <div className="loading-indicator" role="status" aria-label={label}>
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="loading-indicator__label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
