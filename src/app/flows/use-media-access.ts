import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  selectIsEntitled,
  selectPaywall,
  selectStartAction,
} from '@machines/media-access/media-access.selectors';
import type { PaywallKind, StartAction } from '@machines/media-access/media-access.types';
import { provideMediaAccess } from '@/app/flows/media-access.actors';
import { accountDialogHref, paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { offersForProvider } from '@/services/content/media.mappers';
import { isMediaLocked } from '@/domain/media-lock';
import type { MediaItem } from '@/domain/media.types';
import { useAccount } from '@/app/account/account-runtime';
import { pageOffers, usePaymentsSeen } from '@/app/account/page-offers';
import { accountServiceOf } from '@/app/account/account-service';

/** The offers' provider of each integration (seed 000 §3 `productIds` entries `provider:offerId`). */
const OFFER_PROVIDER = { hosted: 'jwp', commerce: 'cleeng' } as const;

export type MediaAccessView = {
  entitled: boolean;
  paywall: PaywallKind;
  /** The start button's action, given whether the viewer has progress on the item. */
  startAction: (hasProgress: boolean) => StartAction;
  recheck: () => void;
  /** Where the non-playing actions lead (seed 002 §4). */
  hrefs: { signIn: string; signUp: string; offers: string; payments: string };
  /** Where the start button leads for an action; `playHref` for start and continue. */
  startHref: (action: StartAction, playHref: string) => string;
};

/**
 * Whether the viewer may play `item`, as the media-access flow decides it (seed 002 §4, §6): the
 * access model's rule first (the one the cards' lock uses), then the account back end per offer
 * for a signed-in viewer. Signing in or out decides again.
 */
export function useMediaAccess(item: MediaItem): MediaAccessView {
  const { config, integration } = useStartedApp();
  const account = useAccount();
  const location = useLocation();
  const viewerKnown = account.status !== 'restoring';
  const signedIn = account.signedIn;
  // seed 000 §6: a subscriber plays SVOD media no premier offer restricts.
  const preEntitled = !isMediaLocked(item, {
    accessModel: config.accessModel,
    isSignedIn: signedIn,
    hasSubscription: account.hasSubscription,
  });
  const provider = integration ? OFFER_PROVIDER[integration] : null;
  const mediaOfferIds = provider
    ? offersForProvider(item.mediaOffers, provider).map((offer) => offer.offerId)
    : [];
  const cleeng = config.integrations.cleeng;
  const subscriptionOfferIds =
    integration === 'commerce' && cleeng
      ? [cleeng.monthlyOffer, cleeng.yearlyOffer].filter((id): id is string => Boolean(id))
      : [];

  const [logic] = useState(() => provideMediaAccess({ service: accountServiceOf }));
  const actor = useActorRef(logic, {
    input: {
      accessModel: config.accessModel,
      viewerKnown,
      signedIn,
      preEntitled,
      mediaOfferIds,
      subscriptionOfferIds,
    },
  });

  useEffect(() => {
    const { context } = actor.getSnapshot();
    if (
      context.viewerKnown === viewerKnown &&
      context.signedIn === signedIn &&
      context.preEntitled === preEntitled
    )
      return;
    actor.send({ type: 'ACCESS.VIEWER_CHANGED', viewerKnown, signedIn, preEntitled });
  }, [actor, viewerKnown, signedIn, preEntitled]);

  // seed 001 §4: 'buy' opens choose-offer with this page's offers (premier media defaults to one-time).
  const offerKey = [...mediaOfferIds, ...subscriptionOfferIds].join();
  const premier = item.mediaOffers.some((offer) => offer.premier);
  useEffect(() => {
    pageOffers.set({ offerIds: offerKey ? offerKey.split(',') : [], premier });
    return () => pageOffers.set(null);
  }, [offerKey, premier]);

  // A payment went through: the item's own offers are asked again (a one-time offer opens no
  // subscription), so a paid item plays without a reload.
  const paymentsSeen = usePaymentsSeen();
  const seenPayments = useRef(paymentsSeen);
  useEffect(() => {
    if (seenPayments.current === paymentsSeen) return;
    seenPayments.current = paymentsSeen;
    if (signedIn) actor.send({ type: 'ACCESS.RECHECK' });
  }, [actor, paymentsSeen, signedIn]);

  const entitled = useSelector(actor, selectIsEntitled);
  const paywall = useSelector(actor, selectPaywall);
  const started = useSelector(
    actor,
    (snapshot) => [selectStartAction(snapshot, false), selectStartAction(snapshot, true)] as const,
    (a, b) => a[0] === b[0] && a[1] === b[1],
  );

  return useMemo(() => {
    const hrefs = {
      signIn: accountDialogHref(location, 'login'),
      signUp: accountDialogHref(location, 'create-account'),
      offers: accountDialogHref(location, 'choose-offer'),
      payments: paths.user.payments.getHref(),
    };
    return {
      entitled,
      paywall,
      startAction: (hasProgress: boolean) => started[hasProgress ? 1 : 0],
      recheck: () => actor.send({ type: 'ACCESS.RECHECK' }),
      hrefs,
      // seed 002 §4: 'buy' opens choose-offer for a signed-in viewer; a visitor signs up first.
      startHref: (action: StartAction, playHref: string) => {
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
      },
    };
  }, [actor, entitled, paywall, started, location, signedIn]);
}
