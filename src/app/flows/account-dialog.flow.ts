import { useEffect, useRef } from 'react';
import type { InputFrom } from 'xstate';
import type { DialogNavigation } from '@machines/account-dialog/account-dialog.types';
import { getAccountRuntime } from '@/app/account-runtime-holder';
import { useAccountFlowDeps } from '@/app/account/account-runtime';
import { payments } from '@/app/account/page-offers';
import { showPaymentToast } from '@/app/toasts/account-toasts';
import { provideAccountDialog } from './account-flows.actors';
import { useFlowActor } from './use-flow-actor';

type DialogInput = InputFrom<ReturnType<typeof provideAccountDialog>>;

/**
 * The account dialog (seed 001 §2) with every flow inside it, run in the root system as
 * 'accountDialog': its checkout speaks to the platform that takes the payments, a payment that
 * went through says so in a toast (seed 001 §4) and makes the page ask its offers again.
 * `navigate` carries out where the dialog asks the page to go (the latest one given is used).
 */
export function useAccountDialogFlow(input: DialogInput, navigate: (to: DialogNavigation) => void) {
  const deps = useAccountFlowDeps();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  return useFlowActor(
    'accountDialog',
    () =>
      provideAccountDialog({
        ...deps,
        navigate: (to) => latest.current(to),
        checkout: {
          service: () => getAccountRuntime()?.loadCheckout() ?? null,
          announceSuccess: () => showPaymentToast('payment.success'),
          onPaid: () => payments.markPaid(),
        },
      }),
    input,
  );
}
