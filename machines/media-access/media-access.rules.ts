/**
 * Pure rules of the media-access flow: which offers an item is checked against, and where the
 * start button leads (seed 002 §4; seed 000 §3 `productIds`, `integrations.cleeng`).
 */
import type { Integration } from '@machines/app-start/app-start.types';
import type { MediaOffer } from '@/domain/media.types';
import type { MediaAccessContext, StartAction } from './media-access.types';

/** The offers' provider of each integration (seed 000 §3 `productIds` entries `provider:offerId`). */
export const OFFER_PROVIDER = { hosted: 'jwp', commerce: 'cleeng' } as const satisfies Record<
  Integration,
  string
>;

/** The item's own offers for this site's integration; none without an integration. */
export function mediaOfferIdsFor(offers: readonly MediaOffer[], integration: Integration | null): string[] {
  if (!integration) return [];
  const provider = OFFER_PROVIDER[integration];
  return offers.filter((offer) => offer.provider === provider).map((offer) => offer.offerId);
}

/** The site's subscription offers (`integrations.cleeng.monthlyOffer` / `yearlyOffer`), commerce only. */
export function subscriptionOfferIdsFor(
  integration: Integration | null,
  cleeng: { monthlyOffer?: string | null; yearlyOffer?: string | null } | null | undefined,
): string[] {
  if (integration !== 'commerce' || !cleeng) return [];
  return [cleeng.monthlyOffer, cleeng.yearlyOffer].filter((id): id is string => Boolean(id));
}

/** The offers an entitlement check asks about: the item's own, else the site's subscription. */
export const offersToCheck = (context: Pick<MediaAccessContext, 'mediaOfferIds' | 'subscriptionOfferIds'>) =>
  context.mediaOfferIds.length > 0 ? context.mediaOfferIds : context.subscriptionOfferIds;

/** Where the non-playing actions lead (seed 002 §4): the account dialog's steps and the payments page. */
export type AccessHrefs = { signIn: string; signUp: string; offers: string; payments: string };

/**
 * Where the start button leads (seed 002 §4): start and continue play (`playHref`); 'buy' opens
 * choose-offer for a signed-in viewer while a visitor signs up first; 'complete your
 * subscription' goes to the payments page; anything else signs up.
 */
export function startHrefFor(
  action: StartAction,
  signedIn: boolean,
  hrefs: AccessHrefs,
  playHref: string,
): string {
  switch (action) {
    case 'start':
    case 'continue':
      return playHref;
    case 'buy':
      return signedIn ? hrefs.offers : hrefs.signUp;
    case 'complete-subscription':
      return hrefs.payments;
    default:
      return hrefs.signUp;
  }
}
