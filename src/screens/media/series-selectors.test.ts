import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEASON_FILTER,
  episodeDescriptionWords,
  isPartWatched,
  parseSeasonFilter,
  seasonOptions,
  selectActiveEpisodeId,
} from './series-selectors';

const series = {
  seasons: [
    { seasonNumber: 1, seasonTitle: 'Season 1', episodeCount: 8 },
    { seasonNumber: 2, seasonTitle: 'Season 2', episodeCount: 25 },
  ],
};
const episodes = [{ mediaid: 'e1' }, { mediaid: 'e2' }, { mediaid: 'e3' }];

describe('season filter (seed 002 §2)', () => {
  it("starts on 'all seasons' and offers each season after it", () => {
    expect(DEFAULT_SEASON_FILTER).toBe('all');
    expect(seasonOptions(series)).toEqual(['all', 1, 2]);
  });

  it('reads a select value back; unknown values mean all seasons', () => {
    expect(parseSeasonFilter('2', series)).toBe(2);
    expect(parseSeasonFilter('all', series)).toBe('all');
    expect(parseSeasonFilter('7', series)).toBe('all');
  });
});

describe('the episode a series page opens on', () => {
  it('is the one the link names (e)', () => {
    expect(
      selectActiveEpisodeId({ requestedEpisodeId: 'e3', episodes, progressByMediaId: { e1: 0.5 } }),
    ).toBe('e3');
  });

  it('else the first part-watched episode (strictly between 0.05 and 0.95)', () => {
    expect(selectActiveEpisodeId({ episodes, progressByMediaId: { e1: 0.05, e2: 0.5, e3: 0.3 } })).toBe('e2');
    expect(selectActiveEpisodeId({ episodes, progressByMediaId: { e1: 0.96, e2: 0.95 } })).toBeUndefined();
  });

  it('else none: the series itself is shown', () => {
    expect(selectActiveEpisodeId({ episodes })).toBeUndefined();
  });

  it('part-watched bounds', () => {
    expect([0.05, 0.051, 0.949, 0.95, undefined].map(isPartWatched)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('episode descriptions (seed 002 §9)', () => {
  it('are cut to 20 words small, 50 medium, 80 otherwise', () => {
    expect((['xs', 'sm', 'md', 'lg', 'xl'] as const).map(episodeDescriptionWords)).toEqual([
      20, 20, 50, 80, 80,
    ]);
  });
});
