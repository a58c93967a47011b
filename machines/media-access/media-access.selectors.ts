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

/** What the media page shows of the flow: the paywall, the start button and who is asking. */
export type MediaAccessState = {
  entitled: boolean;
  paywall: PaywallKind;
  /** The start button's action without and with watch progress on the item. */
  startActions: readonly [StartAction, StartAction];
  /** The start button's 'buy' leads a signed-in viewer to choose-offer (media-access.rules.ts). */
  signedIn: boolean;
};

export function selectMediaAccessState(snapshot: MediaAccessSnapshot): MediaAccessState {
  return {
    entitled: selectIsEntitled(snapshot),
    paywall: selectPaywall(snapshot),
    startActions: [selectStartAction(snapshot, false), selectStartAction(snapshot, true)],
    signedIn: snapshot.context.signedIn,
  };
}

export function sameMediaAccessState(a: MediaAccessState, b: MediaAccessState): boolean {
  return (
    a.entitled === b.entitled &&
    a.paywall === b.paywall &&
    a.startActions[0] === b.startActions[0] &&
    a.startActions[1] === b.startActions[1] &&
    a.signedIn === b.signedIn
  );
}
