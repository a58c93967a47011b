// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaBody, renderCatalogue, routeFetch } from '@/app/testing/catalogue.testing';
import MediaScreen from './media-screen';

afterEach(cleanup);

const series = {
  mediaid: 'series01',
  title: 'Harbour Lights',
  contentType: 'series',
  description: 'Saltmere.',
};

const open = (route: string, routes: Record<string, unknown>) =>
  renderCatalogue(<MediaScreen />, { path: '/m/:id/*', route, fetch: routeFetch(routes).fetch });

describe('media screen by content type (seed 002 §2)', () => {
  it('opens a series with its seasons and first page of episodes', async () => {
    await open('/m/series01', {
      '/v2/media/series01': mediaBody(series),
      '/apps/series/series01': {
        series_id: 'series01',
        title: 'Harbour Lights',
        season_count: 2,
        episode_count: 3,
        seasons: [
          { season_number: 1, season_title: 'Season 1', episode_count: 2 },
          { season_number: 2, season_title: 'Season 2', episode_count: 1 },
        ],
      },
      '/apps/series/series01/episodes': {
        episodes: [1, 2].map((n) => ({
          season_number: 1,
          episode_number: n,
          media_item: {
            mediaid: `ep${n}`,
            title: `Episode ${n}`,
            contentType: 'episode',
            seasonNumber: 1,
            episodeNumber: n,
          },
        })),
        page: 1,
        page_limit: 20,
        total: 2,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByLabelText('Season')).toHaveValue('all');
    expect(await screen.findByRole('link', { name: 'Episode 2' })).toHaveAttribute(
      'href',
      '/m/series01/harbour-lights?e=ep2',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('a 404 on the series lookup shows the plain item screen', async () => {
    await open('/m/series01', { '/v2/media/series01': mediaBody(series) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByText('Saltmere.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Season')).not.toBeInTheDocument();
  });

  it('any other series failure shows the series error', async () => {
    await open('/m/series01', { '/v2/media/series01': mediaBody(series), '/apps/series/series01': 500 });
    expect(
      await screen.findByRole('heading', { name: 'The series could not be loaded' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 10_000);

  it.each([
    {
      what: 'an episode goes to its series with e, keeping r and play',
      route: '/m/ep2?r=list0001&play=1',
      media: { mediaid: 'ep2', title: 'Episode 2', contentType: 'episode', seriesPlayListId: 'series01' },
      to: '/m/series01?r=list0001&play=1&e=ep2',
    },
    {
      what: 'a live channel goes to the live guide of its live channels id',
      route: '/m/chan0001',
      media: { mediaid: 'chan0001', title: 'One', contentType: 'livechannel', liveChannelsId: 'live0001' },
      to: '/p/live0001?channel=chan0001',
    },
  ])('$what', async ({ route, media, to }) => {
    const { location } = await open(route, { [`/v2/media/${media.mediaid}`]: mediaBody(media) });
    await screen.findByText('elsewhere').catch(() => undefined);
    await expect.poll(() => `${location().pathname}${location().search}`).toBe(to);
  });

  it('an episode without a series it names is looked up, and shown plainly when none is found', async () => {
    await open('/m/ep9', {
      '/v2/media/ep9': mediaBody({ mediaid: 'ep9', title: 'Lonely episode', contentType: 'episode' }),
      '/apps/series': { ep9: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lonely episode' })).toBeInTheDocument();
  });

  it("a missing item shows 'video_not_found'", async () => {
    await open('/m/nothing1', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeInTheDocument();
  });

  it('a static page without markdown shows its description', async () => {
    await open('/m/page0001', {
      '/v2/media/page0001': mediaBody({
        mediaid: 'page0001',
        title: 'About',
        contentType: 'page',
        description: 'All about us.',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('All about us.')).toBeInTheDocument();
  });
});
