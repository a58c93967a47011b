import { useSelector } from '@xstate/react';
import { selectIsSignedIn, type AccountActorRef } from '@machines/account/account.selectors';
import { useAppRuntime, useStartedApp } from '@/app/providers';
import type { ViewerAccess } from '@/services/content/media-lock';

/**
 * The viewer as the lock rule sees them (seed 000 §6): signed in once the account actor says so.
 * Subscriptions are not loaded yet, so no viewer counts as a subscriber: SVOD cards keep the lock
 * and the media screen's entitlement check (media-access flow) gives the real answer.
 */
export function useViewerAccess(): ViewerAccess {
  const { config } = useStartedApp();
  const { appActor } = useAppRuntime();
  const account = useSelector(
    appActor,
    (snapshot) => (snapshot.context.account as AccountActorRef | null) ?? undefined,
  );
  const isSignedIn = useSelector(account, (snapshot) => (snapshot ? selectIsSignedIn(snapshot) : false));
  return { accessModel: config.accessModel, isSignedIn, hasSubscription: false };
}
