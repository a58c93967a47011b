import type { MediaItem } from './media.types';

/** seed 000 §6: the three access models a site may run (the config's `accessModel`, mapped). */
export type AccessModel = 'AVOD' | 'AUTHVOD' | 'SVOD';

/** seed 000 §6: free when `free` is true or `requiresSubscription` is false; hubs are always free. */
export function isMediaFree(item: Pick<MediaItem, 'free' | 'requiresSubscription' | 'contentType'>): boolean {
  return item.free === true || item.requiresSubscription === false || item.contentType === 'hub';
}

/** What the lock rule needs to know about the viewer. */
export type ViewerAccess = {
  accessModel: AccessModel;
  isSignedIn: boolean;
  /** An active subscription (SVOD). */
  hasSubscription: boolean;
};

type LockInput = Pick<MediaItem, 'free' | 'requiresSubscription' | 'contentType' | 'mediaOffers'>;

/**
 * Whether a card shows the lock (seed 000 §6): free media (free, requiresSubscription false, hubs)
 * never does. AVOD: media with no offers is free. AUTHVOD: a signed-in viewer may play media
 * without offers. SVOD: a subscriber may play media no premier offer restricts; anything else
 * needs an entitlement check, so it shows locked until that check says otherwise.
 */
export function isMediaLocked(item: LockInput, viewer: ViewerAccess): boolean {
  if (isMediaFree(item)) return false;
  const hasOffers = item.mediaOffers.length > 0;
  switch (viewer.accessModel) {
    case 'AVOD':
      return hasOffers;
    case 'AUTHVOD':
      return !(viewer.isSignedIn && !hasOffers);
    case 'SVOD':
      return !(
        viewer.isSignedIn &&
        viewer.hasSubscription &&
        !item.mediaOffers.some((offer) => offer.premier)
      );
  }
}
