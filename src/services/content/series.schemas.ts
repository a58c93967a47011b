import * as z from 'zod/mini';
import { mediaItemSchema } from './media.schemas';

const seasonSchema = z.looseObject({
  season_id: z.optional(z.string()),
  season_number: z.number(),
  season_title: z.nullish(z.string()),
  season_description: z.nullish(z.string()),
  playlist_id: z.nullish(z.string()),
  episode_count: z.optional(z.number()),
});

/** /apps/series/{seriesId} (seed 000 §7, seed 002 §3). */
export const seriesDocumentSchema = z.looseObject({
  series_id: z.string(),
  title: z.optional(z.string()),
  description: z.nullish(z.string()),
  playlist_id: z.nullish(z.string()),
  season_count: z.optional(z.number()),
  episode_count: z.optional(z.number()),
  seasons: z._default(z.array(seasonSchema), []),
});

export type SeriesDocument = z.infer<typeof seriesDocumentSchema>;

/** /apps/series?media_ids=: for each media id, the series it belongs to (none: null or absent). */
export const seriesByMediaIdsDocumentSchema = z.record(
  z.string(),
  z.nullish(
    z.array(
      z.looseObject({
        series_id: z.string(),
        season_number: z.optional(z.number()),
        episode_number: z.optional(z.number()),
      }),
    ),
  ),
);

/** Episodes pages (seed 000 §7): episodes[] (media_item, season_number, episode_number), page, page_limit, total. */
export const episodesPageDocumentSchema = z.looseObject({
  episodes: z.array(
    z.looseObject({
      media_item: mediaItemSchema,
      season_number: z.optional(z.number()),
      episode_number: z.optional(z.number()),
    }),
  ),
  page: z.number(),
  page_limit: z.number(),
  total: z.number(),
});

export type EpisodesPageDocument = z.infer<typeof episodesPageDocumentSchema>;
