import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectCopied, selectSharing } from '@machines/share/share.selectors';
import { browserShareDeps, provideShare } from './share.actors';
import { useFlowActor } from './use-flow-actor';

/**
 * Share for a media page (seed 002 §4), inside the root system ('share'): the browser's native
 * share dialog when it has one, else the address is copied and 'copied' shows for 2 s.
 */
export function useShareFlow() {
  const [share] = useState(() => provideShare(browserShareDeps()));
  const actor = useFlowActor('share', () => share.logic, share.input);
  const copied = useSelector(actor, selectCopied);
  const busy = useSelector(actor, selectSharing);
  return { copied, busy, share: (url: string, title: string) => actor.send({ type: 'SHARE', url, title }) };
}
