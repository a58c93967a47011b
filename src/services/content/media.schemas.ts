import * as z from 'zod/mini';

/**
 * Media items as the content host sends them (seed 000 §3, seed 002 §3). Custom params arrive as
 * top-level keys whose values are usually strings ('false', '7'), so scalar fields accept a string,
 * a number or a boolean and the mapper reads them; unknown keys are kept as custom params.
 */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);

const imageSchema = z.looseObject({
  src: z.string(),
  width: z.optional(z.number()),
  type: z.optional(z.string()),
  label: z.optional(z.string()),
});

const sourceSchema = z.looseObject({
  file: z.string(),
  type: z.optional(z.string()),
  label: z.optional(z.string()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  drm: z.optional(z.record(z.string(), z.unknown())),
});

const trackSchema = z.looseObject({
  file: z.string(),
  kind: z.string(),
  label: z.optional(z.string()),
});

export const mediaItemSchema = z.looseObject({
  mediaid: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  duration: z.nullish(scalarSchema),
  pubdate: z.nullish(scalarSchema),
  feedid: z.nullish(z.string()),
  link: z.nullish(z.string()),
  image: z.nullish(z.string()),
  images: z._default(z.array(imageSchema), []),
  sources: z._default(z.array(sourceSchema), []),
  tracks: z._default(z.array(trackSchema), []),
  tags: z.nullish(z.string()),
});

export type MediaItemDocument = z.infer<typeof mediaItemSchema>;

/** The envelope of playlists, watchlists and single-media answers: the items are in `playlist`. */
export const playlistDocumentSchema = z.looseObject({
  feedid: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.nullish(z.string()),
  kind: z.optional(z.string()),
  links: z.optional(
    z.looseObject({
      first: z.optional(z.string()),
      last: z.optional(z.string()),
      next: z.optional(z.string()),
    }),
  ),
  playlist: z.array(mediaItemSchema),
});

export type PlaylistDocument = z.infer<typeof playlistDocumentSchema>;

/** /v2/media/{id}/images.json (seed 000 §7): labelled variants, e.g. overlays (seed 002 §3). */
const mediaImageVariantSchema = z.looseObject({
  label: z.optional(z.string()),
  image_url: z.optional(z.string()),
  src: z.optional(z.string()),
  type: z.optional(z.string()),
  width: z.optional(z.number()),
});

export const mediaImagesDocumentSchema = z.union([
  z.looseObject({ images: z.array(mediaImageVariantSchema) }),
  z.array(mediaImageVariantSchema),
]);
