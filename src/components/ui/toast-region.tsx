export type Toast = {
  /** Unique in the region. */
  id: string;
  kind: 'success' | 'error' | 'info';
  message: string;
  /** The name of the toast's close button, in the words of the feature that raised it. */
  dismissLabel: string;
};

export type ToastRegionProps = {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
};

/**
 * Short messages in a corner of the screen, from every feature, in one live region. The region is
 * always in the page, even empty, so that screen readers pick up what is added to it; messages
 * are read politely, errors included (none of them is urgent enough to interrupt), and an error
 * is told apart by its look and `data-toast-kind`.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <div role="status" aria-live="polite" className="toast-region">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} data-toast-kind={toast.kind}>
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__dismiss" onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{toast.dismissLabel}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
