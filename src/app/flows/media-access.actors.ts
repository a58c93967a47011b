import { fromCallback, fromPromise } from 'xstate';
import { mediaAccessMachine } from '@machines/media-access/media-access.machine';
import type {
  CheckOffersInput,
  MediaAccessEvent,
  MediaAccessFacts,
} from '@machines/media-access/media-access.types';
import type { AccountService } from '@/services/account/account.types';

/** seed 002 §4 "checked per media offer": any one entitled offer opens the item. */
export async function checkAnyOffer(
  service: AccountService | null,
  offerIds: readonly string[],
): Promise<boolean> {
  if (!service) throw new Error('Accounts are not available on this site');
  const answers = await Promise.allSettled(offerIds.map((offerId) => service.checkEntitlement(offerId)));
  if (answers.some((answer) => answer.status === 'fulfilled' && answer.value)) return true;
  const failure = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  if (failure) throw failure.reason;
  return false;
}

/** The viewer as the media-access flow hears of them. */
export type ViewerSource = {
  /** What the flow decides on, now. */
  read: () => MediaAccessFacts;
  /** Calls back whenever the viewer may have changed (session, subscription); returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Calls back when a payment goes through on this page (seed 001 §4); returns the unsubscribe. */
  onPayment: (listener: () => void) => () => void;
};

const sameFacts = (a: MediaAccessFacts, b: MediaAccessFacts) =>
  a.viewerKnown === b.viewerKnown && a.signedIn === b.signedIn && a.preEntitled === b.preEntitled;

/**
 * Tells the flow what changed about the viewer: signing in or out, or a subscription starting or
 * ending, decides again (`ACCESS.VIEWER_CHANGED`); a payment asks a signed-in viewer's offers
 * again (`ACCESS.RECHECK`), so a one-time purchase plays without a reload.
 */
export function watchViewer(viewer: ViewerSource) {
  return fromCallback<MediaAccessEvent, MediaAccessFacts>(({ input, sendBack }) => {
    let told = input;
    const check = () => {
      const facts = viewer.read();
      if (sameFacts(told, facts)) return;
      told = facts;
      sendBack({ type: 'ACCESS.VIEWER_CHANGED', ...facts });
    };
    const stopViewer = viewer.subscribe(check);
    const stopPayments = viewer.onPayment(() => {
      if (viewer.read().signedIn) sendBack({ type: 'ACCESS.RECHECK' });
    });
    // The viewer may have changed between the page's first render and the flow's start.
    check();
    return () => {
      stopViewer();
      stopPayments();
    };
  });
}

export type MediaAccessDeps = {
  /** The page's account service, looked up when a check runs (its code loads lazily). */
  service: () => AccountService | null;
  viewer: ViewerSource;
};

export function provideMediaAccess(deps: MediaAccessDeps) {
  return mediaAccessMachine.provide({
    actors: {
      checkOffers: fromPromise<boolean, CheckOffersInput>(({ input }) =>
        checkAnyOffer(deps.service(), input.offerIds),
      ),
      watchViewer: watchViewer(deps.viewer),
    },
  });
}
