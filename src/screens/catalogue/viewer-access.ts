import { useStartedApp } from '@/app/providers';
import type { ViewerAccess } from '@/services/content/media-lock';

/**
 * The viewer as the lock rule sees them (seed 000 §6). Sign-in and subscriptions are not wired
 * to the catalogue yet, so every viewer counts as signed out without a subscription: cards of
 * media that needs either show the lock until the session work supplies the real answer here.
 */
export function useViewerAccess(): ViewerAccess {
  const { config } = useStartedApp();
  return { accessModel: config.accessModel, isSignedIn: false, hasSubscription: false };
}
