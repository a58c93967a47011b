import * as z from 'zod/mini';
import { scalarSchema } from './media.schemas';

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

const requiredText = z.string().check(z.refine((value) => value.trim().length > 0, 'Required'));
const dateText = z.string().check(z.refine(isDate, 'Not a valid date'));

/**
 * A programme of the hosted guide format (seed 000 §5): id, title, startTime and endTime (valid
 * dates) are required, and every chapter property needs a string value. Programmes that break a
 * rule are dropped one by one; the guide keeps the rest.
 */
export const epgProgramDocumentSchema = z.looseObject({
  id: requiredText,
  title: requiredText,
  startTime: dateText,
  endTime: dateText,
  description: z.nullish(z.string()),
  cardImage: z.nullish(z.string()),
  backgroundImage: z.nullish(z.string()),
  chapterPointCustomProperties: z._default(z.array(z.object({ key: z.string(), value: z.string() })), []),
});

export type EpgProgramDocument = z.infer<typeof epgProgramDocumentSchema>;

/** A hosted guide is a list of programmes; each entry is checked on its own. */
export const epgScheduleDocumentSchema = z.array(z.unknown());

/** A file of channels with their programmes (seed 002 §3 Live channel). */
export const epgChannelsDocumentSchema = z.array(
  z.looseObject({
    id: z.string(),
    title: z.string(),
    description: z.nullish(z.string()),
    image: z.nullish(z.string()),
    channelLogoImage: z.nullish(z.string()),
    backgroundImage: z.nullish(z.string()),
    catchupHours: z.nullish(scalarSchema),
    programs: z._default(z.array(z.unknown()), []),
  }),
);
