import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appStartMachine } from '@machines/app-start/app-start.machine';
import { selectStartView } from '@machines/app-start/app-start.selectors';
import { StartLoadingScreen } from './start-loading-screen';

// Most starts succeed: the failure screen's code (about 1 KB gzip) loads only when one fails.
const StartFailureScreen = lazy(async () => ({
  default: (await import('./start-failure-screen')).StartFailureScreen,
}));

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
      <Suspense fallback={<StartLoadingScreen />}>
        <StartFailureScreen
          failure={view.failure}
          helpUrl={helpUrl}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      </Suspense>
    );
  }
  return <StartLoadingScreen />;
}
