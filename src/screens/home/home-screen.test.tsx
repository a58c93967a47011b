// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playlistBody, renderCatalogue, routeFetch } from '@/app/testing/catalogue.testing';
import HomeScreen, { listShelfEntries } from './home-screen';

afterEach(cleanup);

type CatalogueOptions = Parameters<typeof renderCatalogue>[1];

/** Home at '/' with the config's content rows (and menu), over the given catalogue. */
const renderHome = (fetch: CatalogueOptions['fetch'], config: CatalogueOptions['config']) =>
  renderCatalogue(<HomeScreen />, { path: '/', route: '/', fetch, config });
const playlistRow = (contentId: string) => ({ type: 'playlist' as const, contentId, featured: false });

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
    await renderHome(fetch, {
      content: [playlistRow('good0001'), { type: 'favorites', featured: false }, playlistRow('bad00001')],
      menu: [{ label: 'Broken list', contentId: 'bad00001' }],
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
    await renderHome(fetch, { content: [playlistRow('empty001'), playlistRow('gone0001')] });
    expect(await screen.findByRole('heading', { name: 'Nothing to watch yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empty' })).not.toBeInTheDocument();
  });
});
