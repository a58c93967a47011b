import type { SnapshotFrom } from 'xstate';
import type { entitlementPollingMachine } from './entitlement-polling.machine';
import { POLL_MAX_CHECKS } from './entitlement-polling.types';

export type EntitlementPollingSnapshot = SnapshotFrom<typeof entitlementPollingMachine>;

/** What the waiting-for-payment view shows (seed 001 §4). */
export type WaitingView =
  | { kind: 'waiting'; checksLeft: number }
  | { kind: 'granted' }
  | { kind: 'timed-out'; messageKey: 'payment.longer_than_usual' };

export function selectWaitingView(snapshot: EntitlementPollingSnapshot): WaitingView {
  if (snapshot.status === 'done' && snapshot.output?.outcome === 'timed-out')
    return { kind: 'timed-out', messageKey: snapshot.output.messageKey };
  if (snapshot.status === 'done' || snapshot.context.granted) return { kind: 'granted' };
  return { kind: 'waiting', checksLeft: POLL_MAX_CHECKS - snapshot.context.checks };
}
