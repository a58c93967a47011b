import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import { selectResendView } from '@machines/resend-countdown/resend-countdown.selectors';

/**
 * 'Resend Code' with its countdown shown m:ss (seed 002 §2, §9); it can be pressed only at 0.
 * The countdown itself is not announced every second; the button's name says it.
 */
export function ResendCode({ actor }: { actor: ActorRefFrom<typeof resendCountdownMachine> }) {
  const { t } = useTranslation('account');
  const view = useSelector(actor, selectResendView);
  return (
    <p className="resend-code">
      <button
        type="button"
        className="resend-code__button"
        disabled={!view.canResend}
        aria-busy={view.busy || undefined}
        onClick={() => actor.send({ type: 'RESEND' })}
      >
        {view.canResend || view.busy ? t('otp.resend') : t('otp.resend_in', { time: view.remaining })}
      </button>
    </p>
  );
}
