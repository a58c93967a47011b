import * as z from 'zod/mini';
import { playlistDocumentSchema } from './media.schemas';

/**
 * A content list entry (seed 000 §7): media_id, description, a tags array and custom_params
 * that become the media item's custom fields.
 */
export const contentListEntrySchema = z.looseObject({
  media_id: z.string(),
  title: z.optional(z.string()),
  description: z.nullish(z.string()),
  tags: z._default(z.array(z.string()), []),
  custom_params: z._default(z.record(z.string(), z.unknown()), {}),
});

export type ContentListEntryDocument = z.infer<typeof contentListEntrySchema>;

/** /v2/sites/{siteId}/content_lists/{id}: a titled `list` of entries. */
export const contentListDocumentSchema = z.looseObject({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.nullish(z.string()),
  list: z.array(contentListEntrySchema),
});

export type ContentListDocument = z.infer<typeof contentListDocumentSchema>;

/** App-content search answers in the content-list shape; a playlist envelope is read as well. */
export const appContentSearchDocumentSchema = z.union([contentListDocumentSchema, playlistDocumentSchema]);
