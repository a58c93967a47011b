export type Toast = {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
};

export type ToastRegionProps = {
  toasts: readonly Toast[];
  dismissLabel: string;
  onDismiss: (id: number) => void;
};

/**
 * Short messages in a corner of the screen. Errors are alerts; the others are read politely.
 * The region is always in the page so that screen readers pick up what is added to it.
 */
export function ToastRegion({ toasts, dismissLabel, onDismiss }: ToastRegionProps) {
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className="toast-region">
      <div role="alert" className="toast-region__list">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="toast-region__list">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: Toast;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  return (
    <div className={`toast toast--${toast.kind}`} data-toast-kind={toast.kind}>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__dismiss" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{dismissLabel}</span>
      </button>
    </div>
  );
}
