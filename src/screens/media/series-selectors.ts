import type { Breakpoint } from '@/components/ui/breakpoints';
import type { MediaItem } from '@/domain/media.types';
import type { Series } from '@/services/content/series';

/** The season filter's value: every season, or one season's number. */
export type SeasonFilter = 'all' | number;

/** seed 002 §2: the season filter starts on 'all seasons'. */
export const DEFAULT_SEASON_FILTER: SeasonFilter = 'all';

/** The filter's options: all seasons first, then each season in the series' order. */
export function seasonOptions(series: Pick<Series, 'seasons'>): SeasonFilter[] {
  return ['all', ...series.seasons.map((season) => season.seasonNumber)];
}

/** A `<select>` value back to a filter; anything unknown is all seasons. */
export function parseSeasonFilter(value: string, series: Pick<Series, 'seasons'>): SeasonFilter {
  const number = Number(value);
  return series.seasons.some((season) => season.seasonNumber === number) ? number : 'all';
}

/**
 * "Part-watched" (seed 002 §9 leaves the bounds open): progress inside the continue-watching
 * window of seed 000 §4, strictly between 0.05 and 0.95.
 */
export const PART_WATCHED = { min: 0.05, max: 0.95 } as const;

export const isPartWatched = (progress: number | undefined): boolean =>
  progress !== undefined && progress > PART_WATCHED.min && progress < PART_WATCHED.max;

/**
 * The episode the series page opens on (seed 002 §2): the one the link names (`e`), else the first
 * part-watched episode among those loaded, else none (the series itself is shown).
 */
export function selectActiveEpisodeId(input: {
  requestedEpisodeId?: string | null;
  episodes: readonly Pick<MediaItem, 'mediaid'>[];
  progressByMediaId?: Readonly<Record<string, number>>;
}): string | undefined {
  if (input.requestedEpisodeId) return input.requestedEpisodeId;
  const progress = input.progressByMediaId ?? {};
  return input.episodes.find((episode) => isPartWatched(progress[episode.mediaid]))?.mediaid;
}

/** seed 002 §9: episode descriptions are cut to 20 words on small screens, 50 on medium, 80 otherwise. */
export function episodeDescriptionWords(breakpoint: Breakpoint): number {
  if (breakpoint === 'xs' || breakpoint === 'sm') return 20;
  if (breakpoint === 'md') return 50;
  return 80;
}
