import type { OfferKind } from './checkout.types';

/** seed 000 §3: an offer id with prefix S is a subscription; every other offer is bought once. */
export const offerKindOf = (offerId: string): OfferKind => (/^S/i.test(offerId) ? 'svod' : 'tvod');
