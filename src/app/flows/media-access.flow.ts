import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  selectAccountStatus,
  selectHasSubscription,
  type AccountActorRef,
} from '@machines/account/account.selectors';
import {
  mediaOfferIdsFor,
  startHrefFor,
  subscriptionOfferIdsFor,
  type AccessHrefs,
} from '@machines/media-access/media-access.rules';
import { sameMediaAccessState, selectMediaAccessState } from '@machines/media-access/media-access.selectors';
import type {
  MediaAccessFacts,
  MediaAccessInput,
  PaywallKind,
  StartAction,
} from '@machines/media-access/media-access.types';
import { accountServiceOf } from '@/app/account/account-service';
import { pageOffers, payments } from '@/app/account/page-offers';
import { accountDialogHref, paths } from '@/app/paths';
import { useAppRuntime, useStartedApp, type AppActorRef } from '@/app/providers';
import type { AccessModel } from '@/domain/media-lock';
import { isMediaLocked } from '@/domain/media-lock';
import type { MediaItem } from '@/domain/media.types';
import { provideMediaAccess, type ViewerSource } from './media-access.actors';
import { useFlowActor } from './use-flow-actor';

export type MediaAccessView = {
  entitled: boolean;
  paywall: PaywallKind;
  /** The start button's action, given whether the viewer has progress on the item. */
  startAction: (hasProgress: boolean) => StartAction;
  recheck: () => void;
  /** Where the non-playing actions lead (seed 002 §4). */
  hrefs: AccessHrefs;
  /** Where the start button leads for an action; `playHref` for start and continue. */
  startHref: (action: StartAction, playHref: string) => string;
};

/** The account actor the root spawned, if any (none before the account code loads, or without accounts). */
const accountOf = (appActor: AppActorRef) =>
  (appActor.getSnapshot().context.account as AccountActorRef | null) ?? null;

/**
 * The viewer as the media-access flow sees them, read from the root's account actor: unknown
 * while a stored session is restored (or the account code still loads), signed in, and whether
 * the access model already lets them play `item` (seed 000 §6: a subscriber plays SVOD media no
 * premier offer restricts; the same rule as the cards' lock).
 */
function viewerSource(appActor: AppActorRef, item: MediaItem, accessModel: AccessModel): ViewerSource {
  const read = (): MediaAccessFacts => {
    const account = accountOf(appActor);
    const snapshot = account?.getSnapshot();
    const status = snapshot
      ? selectAccountStatus(snapshot)
      : appActor.getSnapshot().matches({ running: 'loadingAccount' })
        ? 'restoring'
        : 'unavailable';
    const signedIn = status === 'signedIn';
    const hasSubscription = snapshot ? selectHasSubscription(snapshot) : false;
    return {
      viewerKnown: status !== 'restoring',
      signedIn,
      preEntitled: !isMediaLocked(item, { accessModel, isSignedIn: signedIn, hasSubscription }),
    };
  };
  return {
    read,
    subscribe: (listener) => {
      // The account actor arrives once its code has loaded: follow whichever one the root holds.
      let account: AccountActorRef | null = null;
      let accountSubscription: { unsubscribe(): void } | null = null;
      const follow = () => {
        const next = accountOf(appActor);
        if (next !== account) {
          accountSubscription?.unsubscribe();
          account = next;
          accountSubscription = next?.subscribe(listener) ?? null;
        }
        listener();
      };
      const appSubscription = appActor.subscribe(follow);
      follow();
      return () => {
        appSubscription.unsubscribe();
        accountSubscription?.unsubscribe();
      };
    },
    onPayment: (listener) => payments.subscribe(listener),
  };
}

/**
 * Whether the viewer may play `item`, as the media-access flow decides it (seed 002 §4, §6): the
 * access model's rule first (the one the cards' lock uses), then the account back end per offer
 * for a signed-in viewer. The flow hears the viewer sign in or out and payments go through
 * itself; the page reads its view and the links the start button and paywall lead to.
 */
export function useMediaAccessFlow(item: MediaItem): MediaAccessView {
  const { config, integration } = useStartedApp();
  const { appActor } = useAppRuntime();
  const location = useLocation();

  // The item is the page's (keyed by media id): its offers and lock are read once per flow.
  const [setup] = useState(() => {
    const viewer = viewerSource(appActor, item, config.accessModel);
    const input: MediaAccessInput = {
      accessModel: config.accessModel,
      ...viewer.read(),
      mediaOfferIds: mediaOfferIdsFor(item.mediaOffers, integration),
      subscriptionOfferIds: subscriptionOfferIdsFor(integration, config.integrations.cleeng),
    };
    return { viewer, input };
  });
  const actor = useFlowActor(
    'mediaAccess',
    () => provideMediaAccess({ service: accountServiceOf, viewer: setup.viewer }),
    setup.input,
  );
  const state = useSelector(actor, selectMediaAccessState, sameMediaAccessState);

  // seed 001 §4: 'buy' opens choose-offer with this page's offers (premier media defaults to one-time).
  const { mediaOfferIds, subscriptionOfferIds } = setup.input;
  const premier = item.mediaOffers.some((offer) => offer.premier);
  useEffect(() => {
    pageOffers.set({ offerIds: [...mediaOfferIds, ...subscriptionOfferIds], premier });
    return () => pageOffers.set(null);
  }, [mediaOfferIds, subscriptionOfferIds, premier]);

  return useMemo(() => {
    const hrefs: AccessHrefs = {
      signIn: accountDialogHref(location, 'login'),
      signUp: accountDialogHref(location, 'create-account'),
      offers: accountDialogHref(location, 'choose-offer'),
      payments: paths.user.payments.getHref(),
    };
    return {
      entitled: state.entitled,
      paywall: state.paywall,
      startAction: (hasProgress: boolean) => state.startActions[hasProgress ? 1 : 0],
      recheck: () => actor.send({ type: 'ACCESS.RECHECK' }),
      hrefs,
      startHref: (action: StartAction, playHref: string) =>
        startHrefFor(action, state.signedIn, hrefs, playHref),
    };
  }, [actor, state, location]);
}
