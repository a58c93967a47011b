// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FavoriteEntry } from '@machines/favorites/favorites.types';
import type { HistoryEntry } from '@machines/watch-history/watch-history.types';
import { ContentClientProvider } from '@/app/content-client';
import { AppProviders, createQueryClient } from '@/app/providers';
import { loadLanguage } from '@/i18n/i18n';
import { fakeFetch, jsonResponse, queryOf, testContentClient } from '@/app/testing/catalogue.testing';
import { ContinueWatchingShelf } from '@/components/watch-lists/continue-watching-shelf';
import { startWatchListsApp } from '@/components/watch-lists/watch-lists.testing';
import { FavoritesShelf } from '@/components/watch-lists/favorites-shelf';

const titles: Record<string, string> = {
  MvDrm002: 'Paper Boats',
  MvCom005: 'The Great Goose Escape',
  MvAct001: 'Breakwater',
};

async function renderShelf(
  shelf: ReactNode,
  lists: { favorites?: FavoriteEntry[]; history?: HistoryEntry[] },
) {
  const { appActor, i18n, runtime } = startWatchListsApp(lists);
  await waitFor(() => expect(appActor.getSnapshot().matches('running')).toBe(true));
  await loadLanguage(i18n, 'en');
  // The watchlist answers with the asked ids the catalogue has, in its own order.
  const { fetch, calls } = fakeFetch((url) => {
    const ids = (queryOf(url).media_ids ?? '').split(',').filter((id) => id in titles);
    return jsonResponse({
      playlist: ids.reverse().map((mediaid) => ({ mediaid, title: titles[mediaid], duration: 600 })),
    });
  });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} runtime={runtime}>
      <ContentClientProvider
        client={testContentClient(fetch, {
          host: 'https://content.test',
          now: new Date('2024-03-01T12:00:00Z'),
        })}
      >
        <MemoryRouter>{shelf}</MemoryRouter>
      </ContentClientProvider>
    </AppProviders>,
  );
  return { calls };
}

afterEach(cleanup);

describe('home shelves of the watch lists', () => {
  it('FavoritesShelf shows the favorites newest first, with View all', async () => {
    const { calls } = await renderShelf(<FavoritesShelf />, {
      favorites: [{ mediaid: 'MvCom005' }, { mediaid: 'MvDrm002' }, { mediaid: 'Gone0001' }],
    });
    const shelf = await screen.findByRole('region', { name: 'Favorites' });
    const items = await within(shelf).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('The Great Goose Escape'),
      expect.stringContaining('Paper Boats'),
    ]);
    expect(within(shelf).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/favorites');
    expect(calls[0]?.url).toContain('/apps/watchlists/FaVoRi01');
  });

  it('FavoritesShelf shows nothing when there are no favorites', async () => {
    await renderShelf(<FavoritesShelf title="My list" />, { favorites: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('ContinueWatchingShelf shows items between 5 % and 95 %, with their progress', async () => {
    await renderShelf(<ContinueWatchingShelf title="Pick up where you left off" />, {
      history: [
        { mediaid: 'MvAct001', progress: 0.4 },
        { mediaid: 'MvDrm002', progress: 0.97 },
      ],
    });
    const shelf = await screen.findByRole('region', { name: 'Pick up where you left off' });
    const items = await within(shelf).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('progressbar', { name: '40% watched' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(shelf).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/continue-watching',
    );
  });
});
