import type { SnapshotFrom } from 'xstate';
import type { resendCountdownMachine } from './resend-countdown.machine';

export type ResendCountdownSnapshot = SnapshotFrom<typeof resendCountdownMachine>;

/** seed 002 §9: the countdown shows as m:ss. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

export type ResendView = { remaining: string; canResend: boolean; busy: boolean };

/** What the 'Resend Code' link shows: the time left, and whether a code may be asked for. */
export function selectResendView(snapshot: ResendCountdownSnapshot): ResendView {
  return {
    remaining: formatCountdown(snapshot.context.remainingSeconds),
    canResend: snapshot.can({ type: 'RESEND' }),
    busy: snapshot.hasTag('busy'),
  };
}
