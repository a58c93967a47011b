import { useSelector } from '@xstate/react';
import { selectIsSignedIn } from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { useStartedApp } from '@/app/providers';
import type { ViewerAccess } from '@/services/content/media-lock';

/**
 * The viewer as the lock rule sees them (seed 000 §6): signed in once the account actor says so.
 * Subscriptions are not loaded yet, so no viewer counts as a subscriber: SVOD cards keep the lock
 * and the media screen's entitlement check (media-access flow) gives the real answer.
 */
export function useViewerAccess(): ViewerAccess {
  const { config } = useStartedApp();
  const account = useAccountActor();
  const isSignedIn = useSelector(account, (snapshot) => (snapshot ? selectIsSignedIn(snapshot) : false));
  return { accessModel: config.accessModel, isSignedIn, hasSubscription: false };
}
