// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { favoritesMachine } from '@machines/favorites/favorites.machine';
import type { FavoriteEntry, LoadFavoritesInput } from '@machines/favorites/favorites.types';
import { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import type {
  HistoryEntry,
  PersistHistoryInput,
  PersistResult,
} from '@machines/watch-history/watch-history.types';
import { AppProviders, createQueryClient, type AppRuntime } from '@/app/providers';
import { createI18n } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import { buildConfig, buildSettings } from '../../../tests/support/config-builders';
import { usePlayerWatchProgress } from '@/components/watch-lists/use-watch-history';

const film = {
  mediaid: 'MvAct001',
  title: 'Breakwater',
  feedid: undefined,
  seriesId: undefined,
  duration: 6240,
};

function setup(stored: HistoryEntry[] = []) {
  const saves: PersistHistoryInput[] = [];
  const started: AppStartOutput = {
    config: buildConfig({ features: { continueWatchingList: 'CoWaTc01', favoritesList: 'FaVoRi01' } }),
    settings: buildSettings(),
    integration: null,
    accountBackend: null,
    countryCode: 'NL',
    isChina: false,
    configSource: 'freeavod',
    socialLogin: null,
    socialLoginRefused: false,
  };
  const logic = appMachine.provide({
    actors: {
      appStart: fromPromise(async () => started) as never,
      favorites: favoritesMachine.provide({
        actors: { loadFavorites: fromPromise<FavoriteEntry[], LoadFavoritesInput>(async () => []) },
      }),
      watchHistory: watchHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise(async () => stored),
          persistHistory: fromPromise<PersistResult, PersistHistoryInput>(async ({ input }) => {
            saves.push(input);
            return 'saved';
          }),
        },
      }),
    },
  });
  const appActor = createActor(logic, {
    input: { requestedSource: null, storedSource: null, hash: '' },
  }).start();
  const i18n = createI18n('en');
  const languageActor = createLanguageActor({ i18n, language: 'en', storage: null });
  const runtime: AppRuntime = { appActor, languageActor, configHelpUrl: '', reload: () => {} };
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders i18n={i18n} queryClient={queryClient} runtime={runtime}>
      {children}
    </AppProviders>
  );
  return { appActor, saves, wrapper };
}

afterEach(cleanup);

describe('watch progress from the player (seed 002 §4)', () => {
  it('saves what was recorded on pause, page hide, tab hidden and unmount', async () => {
    const { appActor, saves, wrapper } = setup();
    await waitFor(() => expect(appActor.getSnapshot().matches('running')).toBe(true));
    const { result, unmount } = renderHook(() => usePlayerWatchProgress(film), { wrapper });

    act(() => result.current.onTimeUpdate(100, 1000));
    act(() => result.current.onPause());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.list[0]).toMatchObject({ mediaid: 'MvAct001', progress: 0.1 });

    act(() => result.current.onTimeUpdate(200, 1000));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(saves).toHaveLength(2));

    act(() => result.current.onTimeUpdate(300, 1000));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(saves).toHaveLength(3));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });

    act(() => result.current.onTimeUpdate(400, 1000));
    unmount();
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[3]?.list[0]).toMatchObject({ progress: 0.4 });

    // Once unmounted, the page's events no longer reach the flow.
    window.dispatchEvent(new Event('pagehide'));
    expect(saves).toHaveLength(4);
  });

  it('starts the player at progress × the recorded duration, and keeps that start while it plays', async () => {
    const { appActor, wrapper } = setup([{ mediaid: 'MvAct001', progress: 0.4, duration: 20 }]);
    await waitFor(() => expect(appActor.getSnapshot().matches('running')).toBe(true));
    const { result } = renderHook(() => usePlayerWatchProgress(film), { wrapper });
    await waitFor(() => expect(result.current.startTime).toBeCloseTo(8));

    act(() => result.current.onTimeUpdate(12, 20));
    act(() => result.current.onPause());
    await waitFor(() =>
      expect(appActor.system.get('watchHistory').getSnapshot().context.history[0].progress).toBe(0.6),
    );
    expect(result.current.startTime).toBeCloseTo(8);
  });
});
