// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playlistBody, renderCatalogue, routeFetch } from '@/app/testing/catalogue.testing';
import HomeScreen, { listShelfEntries } from './home-screen';

afterEach(cleanup);

const film = (mediaid: string, title: string) => ({ mediaid, title, duration: 600, tags: 'movie' });

describe('home shelves (seed 002 §2 "Home")', () => {
  it('draws playlist and content-list entries, not favorites or continue watching', () => {
    expect(
      listShelfEntries([
        { type: 'playlist', contentId: 'a', featured: true },
        { type: 'favorites', featured: false },
        { type: 'continue_watching', featured: false },
        { type: 'content_list', contentId: 'b', featured: false, title: 'Picks' },
        { type: 'playlist', featured: false },
      ]).map(({ type, contentId, title, featured }) => ({ type, contentId, title, featured })),
    ).toEqual([
      { type: 'playlist', contentId: 'a', title: undefined, featured: true },
      { type: 'content_list', contentId: 'b', title: 'Picks', featured: false },
    ]);
  });

  it("shows each shelf, and 'Could not load items' in the one that failed", async () => {
    const { fetch } = routeFetch({
      '/v2/playlists/good0001': playlistBody('good0001', 'Good films', [
        film('m1', 'First'),
        film('m2', 'Second'),
      ]),
      // A 404 is not retried (the 500 path, with its retries, is the browser test's).
      '/v2/playlists/bad00001': 404,
    });
    await renderCatalogue(<HomeScreen />, {
      path: '/',
      route: '/',
      fetch,
      config: {
        content: [
          { type: 'playlist', contentId: 'good0001', featured: false },
          { type: 'favorites', featured: false },
          { type: 'playlist', contentId: 'bad00001', featured: false },
        ],
        menu: [{ label: 'Broken list', contentId: 'bad00001' }],
      },
    });

    const good = await screen.findByRole('region', { name: 'Good films' }, { timeout: 4000 });
    expect(within(good).getByRole('link', { name: 'First' })).toHaveAttribute(
      'href',
      '/m/m1/first?r=good0001',
    );
    expect(within(good).getByRole('link', { name: 'View all: Good films' })).toHaveAttribute(
      'href',
      '/p/good0001',
    );
    // Named by its menu entry, since the list never said its title.
    const broken = await screen.findByRole('region', { name: 'Broken list' }, { timeout: 4000 });
    expect(
      await within(broken).findByText('Could not load items', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing to watch yet')).not.toBeInTheDocument();
  });

  it('shows the empty-shelves message when nothing loads', async () => {
    const { fetch } = routeFetch({ '/v2/playlists/empty001': playlistBody('empty001', 'Empty', []) });
    await renderCatalogue(<HomeScreen />, {
      path: '/',
      route: '/',
      fetch,
      config: {
        content: [
          { type: 'playlist', contentId: 'empty001', featured: false },
          { type: 'playlist', contentId: 'gone0001', featured: false },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to watch yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empty' })).not.toBeInTheDocument();
  });
});
