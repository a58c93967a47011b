import { ToastRegion } from '@/components/ui/toast-region';
import { toastBoard, useBoardToasts } from './toast-board';

/**
 * The one place toasts appear (seed 002 §8 and the account messages of seed 001 §4), mounted by
 * the layout for every page. `account-toasts` gives it the look the sign-in toasts had
 * (src/styles/account.css): bottom left, above dialogs.
 */
export function ToastHost() {
  const toasts = useBoardToasts();
  return (
    <div className="toast-host account-toasts">
      <ToastRegion toasts={toasts} onDismiss={(id) => toastBoard.dismiss(id)} />
    </div>
  );
}
