import * as z from 'zod/mini';

const adBreakSchema = z.looseObject({
  offset: z.optional(z.union([z.string(), z.number()])),
  tag: z.optional(z.union([z.string(), z.array(z.string())])),
  type: z.optional(z.string()),
});

/**
 * /v2/advertising/schedules/{id}.json (seed 000 §7): the ad client and its breaks. The break list
 * comes as an array or as an object keyed by break name.
 */
export const adScheduleDocumentSchema = z.looseObject({
  client: z.optional(z.string()),
  schedule: z._default(z.union([z.array(adBreakSchema), z.record(z.string(), adBreakSchema)]), []),
});

export type AdScheduleDocument = z.infer<typeof adScheduleDocumentSchema>;
