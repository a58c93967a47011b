// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntry, PersistHistoryInput } from '@machines/watch-history/watch-history.types';
import { AppProviders, createQueryClient } from '@/app/providers';
import { startWatchListsApp } from '@/components/watch-lists/watch-lists.testing';
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
  const { appActor, i18n, runtime } = startWatchListsApp({
    history: stored,
    persistHistory: (input) => {
      saves.push(input);
      return 'saved';
    },
  });
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
