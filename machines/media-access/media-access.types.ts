/**
 * Types of the media-access flow: may this viewer play this item, and what the start button
 * and paywall offer when not (seed 002 §4, §6; seed 000 §6).
 */
import type { AccessModel } from '@/domain/media-lock';

export type { AccessModel };

/** What the media screen knows about the viewer and the item when it asks. */
export type MediaAccessFacts = {
  /** False while a stored session is still being restored: neither signed in nor out yet. */
  viewerKnown: boolean;
  signedIn: boolean;
  /**
   * The access model already lets this viewer play the item (seed 000 §6: free media; AVOD
   * without offers; AUTHVOD signed in without offers; SVOD subscribers where no premier offer
   * applies). Worked out by the same rule the cards' lock uses.
   */
  preEntitled: boolean;
};

export type MediaAccessInput = MediaAccessFacts & {
  accessModel: AccessModel;
  /** The item's own offers for this site's integration (seed 000 §3 `productIds`). */
  mediaOfferIds: readonly string[];
  /**
   * Offers whose entitlement also opens an item without offers of its own: the site's
   * subscription offers (`integrations.cleeng.monthlyOffer` / `yearlyOffer`). Empty when unknown.
   */
  subscriptionOfferIds: readonly string[];
};

export type MediaAccessContext = MediaAccessInput & {
  /** The last entitlement check failed (the viewer may try again). */
  failed: boolean;
};

export type MediaAccessEvent =
  /** Signed in or out, or the subscription changed: decide again. */
  | ({ type: 'ACCESS.VIEWER_CHANGED' } & MediaAccessFacts)
  /** After a purchase, or on the viewer's request after a failed check. */
  | { type: 'ACCESS.RECHECK' };

/** What the entitlement check is asked: the offers to try; any one granted is enough. */
export type CheckOffersInput = { offerIds: readonly string[] };

/**
 * What the start button does (seed 002 §4): play ('start watching', or 'continue watching' with
 * progress), open choose-offer ('buy'), go to the payments page ('complete your subscription'),
 * or register ('sign up to start watching'). Hidden under AVOD without entitlement; waiting while
 * the check runs; 'retry' after a failed check.
 */
export type StartAction =
  'start' | 'continue' | 'buy' | 'complete-subscription' | 'sign-up' | 'hidden' | 'checking' | 'retry';

/**
 * What stands where the player would be (seed 002 §4, §6): nothing when entitled; a paywall with
 * sign-in and sign-up for a visitor; the offers for a signed-in viewer; or the way to subscribe.
 */
export type PaywallKind = 'none' | 'checking' | 'failed' | 'sign-in' | 'offers' | 'subscribe' | 'unavailable';
