// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { playlistBody, renderCatalogue, routeFetch } from '@/app/testing/catalogue.testing';
import PlaylistScreen from './playlist-screen';

afterEach(cleanup);

const items = [
  { mediaid: 'a1', title: 'Breakwater', tags: 'movie,Action', duration: 6240 },
  { mediaid: 'c1', title: 'Plus One', tags: 'movie,Comedy', duration: 5820 },
  { mediaid: 'c2', title: 'Parking Permit', tags: 'movie,comedy', duration: 5460 },
  { mediaid: 'd1', title: 'Glasswork', tags: 'movie,Drama', duration: 6720 },
];

const open = (routes: Record<string, unknown>, id = 'movies01') =>
  renderCatalogue(<PlaylistScreen />, {
    path: '/p/:id/*',
    route: `/p/${id}`,
    fetch: routeFetch(routes).fetch,
    config: { menu: [{ label: 'Movies', contentId: 'movies01', filterTags: 'Action, Comedy' }] },
  });

describe('playlist screen (seed 002 §2 "Playlist screens")', () => {
  it('narrows the grid to the genre chosen from the menu entry filterTags', async () => {
    await open({ '/v2/playlists/movies01': playlistBody('movies01', 'Movies', items) });
    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Action',
      'Comedy',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-labelledby') && link.textContent),
    ).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Plus One' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Parking Permit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the empty-shelves message for an empty list', async () => {
    await open({ '/v2/playlists/movies01': playlistBody('movies01', 'Movies', []) });
    expect(await screen.findByRole('heading', { name: 'Nothing to watch yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
  });

  it("shows 'playlist_not_found' for a list that does not exist", async () => {
    await open({}, 'missing1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playlist not found' })).toBeInTheDocument();
  });
});
