import type { MediaAccessInput } from '@machines/media-access/media-access.types';

/** Offer ids as the seed writes them (seed 001 §3): S for a subscription, C for a one-time offer. */
export const SUBSCRIPTION = ['S100000001_NL', 'S100000002_NL'];
export const PREMIER = ['C100000101_NL'];

/** A subscription site's media access for a known, signed-out viewer, with the given changes. */
export const accessInput = (overrides: Partial<MediaAccessInput> = {}): MediaAccessInput => ({
  accessModel: 'SVOD',
  viewerKnown: true,
  signedIn: false,
  preEntitled: false,
  mediaOfferIds: SUBSCRIPTION,
  subscriptionOfferIds: SUBSCRIPTION,
  ...overrides,
});
