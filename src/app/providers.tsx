import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '@machines/app/app.machine';
import { selectStarted } from '@machines/app/app.selectors';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import type { LanguageActor } from '@/app/flows/language.actors';
import { CrashScreen } from '@/screens/errors/crash-screen';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** What every screen may reach: the long-lived actors and the page's own effects. */
export type AppRuntime = {
  /** The root actor (src/app/app.actor.ts); flows are found through its system. */
  appActor: AppActorRef;
  /** Which language is shown and whether its translations loaded. */
  languageActor: LanguageActor;
  /** The help page linked from the config-failure screens (`env.configHelpUrl`). */
  configHelpUrl: string;
  /** Reloads the page ("Try again" on the error pages). */
  reload: () => void;
};

const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime needs <AppProviders>');
  return runtime;
}

/** The root actor when a screen runs inside the app; null in a screen's own unit test. */
export function useRootActor(): AppActorRef | null {
  return useContext(AppRuntimeContext)?.appActor ?? null;
}

/**
 * The started app (config, settings, integration, location). Screens under the router render
 * only while the root actor runs, so this is never null there.
 */
export function useStartedApp(): AppStartOutput {
  const { appActor } = useAppRuntime();
  const started = useSelector(appActor, selectStarted);
  if (!started) throw new Error('useStartedApp is for screens shown once the app has started');
  return started;
}

/**
 * Query results reach the screens in the same turn of the event loop, batched on a microtask
 * rather than on a `setTimeout(0)`: a timer waits for a throttled background tab (a second or
 * more) and for a paused page clock, and the page showed "Loading…" over an answer it had.
 */
notifyManager.setScheduler(queueMicrotask);

/** seed 001 §9 query defaults: stale time 0, no refetch on focus, no retry on mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retryOnMount: false },
    },
  });
}

export type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  runtime: AppRuntime;
  children: ReactNode;
};

/** i18n, the runtime, the error boundary (seed 001 §8) and the query client, in that order. */
export function AppProviders({ i18n, queryClient, runtime, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppRuntimeContext.Provider value={runtime}>
        <ErrorBoundary fallback={<CrashScreen onRetry={runtime.reload} />} onError={reportError}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </AppRuntimeContext.Provider>
    </I18nextProvider>
  );
}

/**
 * seed 001 §8, seed 002 §8: the boundary reports the error to the error-reporting service. The
 * reporter is loaded when first needed, so it costs the first page nothing.
 */
function reportError(error: unknown) {
  import('@/services/tracking/error-reporting').then(
    (reporting) => reporting.reportError(error, 'boundary'),
    () => console.error('Unhandled render error', error),
  );
}
