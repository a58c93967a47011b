import { useSelector } from '@xstate/react';
import type { AccountActorRef } from '@machines/account/account.selectors';
import { useAppRuntime } from './providers';

/**
 * The long-lived account actor the root spawns once the app runs (systemId 'account'); undefined
 * before that and on a site without accounts.
 */
export function useAccountActor(): AccountActorRef | undefined {
  const { appActor } = useAppRuntime();
  return useSelector(appActor, (snapshot) => (snapshot.context.account as AccountActorRef | null) ?? undefined);
}
