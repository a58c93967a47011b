import { useSelector } from '@xstate/react';
import { selectHasSubscription, selectIsSignedIn } from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { useStartedApp } from '@/app/providers';
import type { ViewerAccess } from '@/domain/media-lock';

/**
 * The viewer as the lock rule sees them (seed 000 §6): signed in once the account actor says so,
 * a subscriber once the account's subscriptions (loaded after sign-in and after a payment) hold
 * a current one. Premier media stays locked for subscribers; the media screen's entitlement check
 * (media-access flow) gives the real answer.
 */
export function useViewerAccess(): ViewerAccess {
  const { config } = useStartedApp();
  const account = useAccountActor();
  const isSignedIn = useSelector(account, (snapshot) => (snapshot ? selectIsSignedIn(snapshot) : false));
  const hasSubscription = useSelector(account, (snapshot) =>
    snapshot ? selectHasSubscription(snapshot) : false,
  );
  return { accessModel: config.accessModel, isSignedIn, hasSubscription };
}
