import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appStartMachine } from '@machines/app-start/app-start.machine';
import { selectStartView } from '@machines/app-start/app-start.selectors';
import { StartFailureScreen } from './start-failure-screen';
import { StartLoadingScreen } from './start-loading-screen';

export type AppStartScreenProps = {
  /** The app-start actor (systemId 'appStart'). */
  actor: ActorRefFrom<typeof appStartMachine>;
  helpUrl: string;
};

/** What app start shows: a spinner while it works, its failure screen when it failed. */
export function AppStartScreen({ actor, helpUrl }: AppStartScreenProps) {
  const view = useSelector(actor, selectStartView);
  if (view.status === 'failed') {
    return (
      <StartFailureScreen
        failure={view.failure}
        helpUrl={helpUrl}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  }
  return <StartLoadingScreen />;
}
