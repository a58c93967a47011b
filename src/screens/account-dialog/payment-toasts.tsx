import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishedToasts, type Toast } from '@/app/layout/toast-board';

/** seed 001 §4 names the success message, not how long it stays: as long as the sign-in toasts. */
const TOAST_DURATION_MS = 6_000;

type PaymentToastKey = 'payment.success';
type PaymentToast = { id: number; key: PaymentToastKey };

/**
 * The payment's toasts (seed 001 §4 Waiting for payment: "on access: success message"). They
 * outlive the dialog view that raised them (the dialog moves on to welcome or closes).
 */
function createStore() {
  let toasts: readonly PaymentToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    push(key: PaymentToastKey) {
      toasts = [...toasts, { id: nextId++, key }].slice(-3);
      emit();
    },
    dismiss(id: number) {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

export const paymentToasts = createStore();

/** Translates the payment toasts and hands them to the layout's one toast region. */
export function PaymentToastHost() {
  const { t } = useTranslation('account');
  const requests = useSyncExternalStore(paymentToasts.subscribe, paymentToasts.getSnapshot, paymentToasts.getSnapshot);
  useEffect(() => {
    if (!requests.length) return;
    const timers = requests.map((toast) => window.setTimeout(() => paymentToasts.dismiss(toast.id), TOAST_DURATION_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [requests]);
  const toasts = useMemo<Toast[]>(
    () =>
      requests.map(({ id, key }) => ({
        id: String(id),
        kind: 'success',
        message: String(t(key as never)),
        dismissLabel: t('toast.dismiss'),
      })),
    [requests, t],
  );
  usePublishedToasts('payment', toasts, (id) => paymentToasts.dismiss(Number(id)));
  return null;
}
