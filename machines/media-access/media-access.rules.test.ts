import { describe, expect, it } from 'vitest';
import {
  mediaOfferIdsFor,
  offersToCheck,
  startHrefFor,
  subscriptionOfferIdsFor,
  type AccessHrefs,
} from './media-access.rules';

const offers = [
  { provider: 'cleeng', offerId: 'C100000101_NL', premier: true },
  { provider: 'jwp', offerId: 'Ab12Cd34', premier: false },
  { provider: 'cleeng', offerId: 'S100000001_NL', premier: false },
];

describe('media-access rules (seed 002 §4; seed 000 §3 productIds)', () => {
  it("takes the item's offers of the site's integration only", () => {
    expect(mediaOfferIdsFor(offers, 'commerce')).toEqual(['C100000101_NL', 'S100000001_NL']);
    expect(mediaOfferIdsFor(offers, 'hosted')).toEqual(['Ab12Cd34']);
    expect(mediaOfferIdsFor(offers, null)).toEqual([]);
  });

  it("knows the site's subscription offers under commerce only, blanks left out", () => {
    const cleeng = { monthlyOffer: 'S100000001_NL', yearlyOffer: null };
    expect(subscriptionOfferIdsFor('commerce', cleeng)).toEqual(['S100000001_NL']);
    expect(subscriptionOfferIdsFor('hosted', cleeng)).toEqual([]);
    expect(subscriptionOfferIdsFor('commerce', null)).toEqual([]);
  });

  it("checks the item's own offers, else the subscription's", () => {
    expect(offersToCheck({ mediaOfferIds: ['C1'], subscriptionOfferIds: ['S1'] })).toEqual(['C1']);
    expect(offersToCheck({ mediaOfferIds: [], subscriptionOfferIds: ['S1'] })).toEqual(['S1']);
  });

  it('leads the start button to play, choose-offer, sign-up or payments', () => {
    const hrefs: AccessHrefs = {
      signIn: '/?u=login',
      signUp: '/?u=create-account',
      offers: '/?u=choose-offer',
      payments: '/u/payments',
    };
    const play = '/m/MvAct002?play=1';
    expect(startHrefFor('start', false, hrefs, play)).toBe(play);
    expect(startHrefFor('continue', true, hrefs, play)).toBe(play);
    expect(startHrefFor('buy', true, hrefs, play)).toBe(hrefs.offers);
    expect(startHrefFor('buy', false, hrefs, play)).toBe(hrefs.signUp);
    expect(startHrefFor('complete-subscription', true, hrefs, play)).toBe(hrefs.payments);
    expect(startHrefFor('sign-up', false, hrefs, play)).toBe(hrefs.signUp);
  });
});
