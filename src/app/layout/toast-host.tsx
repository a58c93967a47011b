import { ToastRegion } from '@/components/ui/toast-region';
import { toastBoard, useBoardToasts } from '@/app/layout/toast-board';

/**
 * The one place toasts appear (seed 002 §8 and the account messages of seed 001 §4), mounted by
 * the layout for every page: bottom left, above dialogs (src/styles/components.css).
 */
export function ToastHost() {
  const toasts = useBoardToasts();
  return (
    <div className="toast-host">
      <ToastRegion toasts={toasts} onDismiss={(id) => toastBoard.dismiss(id)} />
    </div>
  );
}
