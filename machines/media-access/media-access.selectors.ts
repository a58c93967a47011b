import type { SnapshotFrom } from 'xstate';
import type { mediaAccessMachine } from './media-access.machine';
import type { PaywallKind, StartAction } from './media-access.types';

export type MediaAccessSnapshot = SnapshotFrom<typeof mediaAccessMachine>;

export function selectIsEntitled(snapshot: MediaAccessSnapshot): boolean {
  return snapshot.hasTag('entitled');
}

/**
 * The start button (seed 002 §4): entitled -> 'start watching', or 'continue watching' with
 * progress; not entitled with offers -> 'buy'; signed in without offers -> 'complete your
 * subscription'; signed out -> 'sign up to start watching'; hidden under AVOD when not entitled.
 */
export function selectStartAction(snapshot: MediaAccessSnapshot, hasProgress: boolean): StartAction {
  const { context } = snapshot;
  if (snapshot.hasTag('entitled')) return hasProgress ? 'continue' : 'start';
  if (snapshot.hasTag('busy')) return 'checking';
  if (context.accessModel === 'AVOD') return 'hidden';
  if (context.failed) return 'retry';
  if (context.mediaOfferIds.length > 0) return 'buy';
  return context.signedIn ? 'complete-subscription' : 'sign-up';
}

/**
 * What stands in the player's place without entitlement (seed 002 §4, §6): a visitor sees a
 * paywall with sign-in and sign-up; a signed-in viewer the offers, or the way to subscribe.
 */
export function selectPaywall(snapshot: MediaAccessSnapshot): PaywallKind {
  const { context } = snapshot;
  if (snapshot.hasTag('entitled')) return 'none';
  if (snapshot.hasTag('busy')) return 'checking';
  if (context.failed) return 'failed';
  // seed 002 §6: no sign-in under AVOD, so nothing opens the item here.
  if (context.accessModel === 'AVOD') return 'unavailable';
  if (!context.signedIn) return 'sign-in';
  return context.mediaOfferIds.length > 0 ? 'offers' : 'subscribe';
}
