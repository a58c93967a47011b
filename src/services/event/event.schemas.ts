import * as z from 'zod/mini';

/**
 * The CMS documents the event screens read (seed 002 §3), as the GROQ projections in
 * `event.ts` shape them. Optional CMS fields are nullish: an editor may leave them empty.
 */

const text = z.nullish(z.string());
const image = z.nullish(z.object({ url: z.string() }));

export const titleAndSlugSchema = z.object({
  title: z.string(),
  slug: z.object({ current: z.string().check(z.minLength(1)) }),
});

const gradientSchema = z.nullish(
  z.object({ gradientStart: z.nullish(z.string()), gradientEnd: z.nullish(z.string()) }),
);

const keyedText = z.object({ title: text, text: text });

export const sportSummarySchema = z.object({
  _id: z.string(),
  titleAndSlug: titleAndSlugSchema,
  logo: image,
  gradientColors: gradientSchema,
  sportsCode: text,
});

export const federationSummarySchema = z.object({
  _id: z.string(),
  titleAndSlug: titleAndSlugSchema,
  widgetDetails: z.nullish(z.object({ widgetPicture: image, widgetAbbreviation: text })),
  sports: z.nullish(z.array(z.object({ titleAndSlug: titleAndSlugSchema }))),
});

export const sportDetailSchema = z.object({
  ...sportSummarySchema.shape,
  heroWikiBackgroundMedia: image,
  about: text,
  content: text,
  goodToKnow: z.nullish(z.array(keyedText)),
  funFacts: z.nullish(z.array(z.string())),
  beginnersGuide: z.nullish(z.array(keyedText)),
  clusters: z.nullish(z.array(z.object({ title: z.string(), disciplines: z.nullish(z.array(z.string())) }))),
  federations: z.nullish(z.array(federationSummarySchema)),
  vods: z.nullish(z.array(z.string())),
  customVideoGrids: z.nullish(z.array(z.object({ title: z.string(), link: z.string() }))),
  otherSports: z.array(sportSummarySchema),
});

export const federationDetailSchema = z.object({
  ...federationSummarySchema.shape,
  heroWikiContent: text,
  logo: image,
  widgetInfo: z.nullish(
    z.object({ widgetFounded: text, widgetHeadquarters: text, widgetAffiliations: text }),
  ),
  contactInfo: z.nullish(z.object({ website: text, headquarters: text })),
  otherFederations: z.array(federationSummarySchema),
});

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  flag: z.nullish(z.object({ url: z.string(), name: text })),
});

export const athleteSummarySchema = z.object({
  _id: z.string(),
  titleAndSlug: titleAndSlugSchema,
  profileImageUrl: text,
  sport: z.nullish(z.object({ titleAndSlug: titleAndSlugSchema })),
  country: z.nullish(countrySchema),
});

export const athleteDetailSchema = z.object({
  ...athleteSummarySchema.shape,
  coverImage: image,
  teamAndPosition: text,
  achievements: z.nullish(z.array(z.string())),
  sportsABCLink: text,
  socialMedia: z.nullish(
    z.object({ socialLinks: z.nullish(z.array(z.object({ url: z.string(), icon: text }))) }),
  ),
  vodsSection: z.nullish(z.object({ title: text, vods: z.nullish(z.array(z.string())) })),
  federations: z.nullish(z.array(federationSummarySchema)),
});

/** seed 002 §3 "Pages": title, hero banner, list feature (page size overridable by content, §9). */
export const eventPageSchema = z.object({
  title: z.string(),
  heroBanner: z.nullish(z.object({ url: z.string(), title: text })),
  listFeature: z.nullish(
    z.object({
      title: text,
      description: text,
      listType: text,
      totalPerPage: z.nullish(
        z.number().check(z.refine((n) => Number.isInteger(n) && n > 0, 'Must be a whole number above 0')),
      ),
      labelLoadMore: text,
    }),
  ),
});

/** seed 002 §3 "Home content". Dates are ISO strings; an unreadable one is a malformed answer. */
const isoDate = z.nullish(
  z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')),
);

export const eventHomeSchema = z.object({
  heroVideo: z.nullish(z.object({ url: z.string(), contentType: text })),
  heroFallbackImage: image,
  hideHeroVideo: z.nullish(z.boolean()),
  countDownDateAndTime: isoDate,
  endDateAndTime: isoDate,
  hideCounterCard: z.nullish(z.boolean()),
  underCounterImage: image,
  watchLiveText: text,
  carouselVideos: z.nullish(
    z.array(z.object({ title: text, playlist: z.string(), type: z.nullish(z.string()) })),
  ),
});

export type SportSummary = z.infer<typeof sportSummarySchema>;
export type SportDetail = z.infer<typeof sportDetailSchema>;
export type FederationSummary = z.infer<typeof federationSummarySchema>;
export type FederationDetail = z.infer<typeof federationDetailSchema>;
export type Country = z.infer<typeof countrySchema>;
export type AthleteSummary = z.infer<typeof athleteSummarySchema>;
export type AthleteDetail = z.infer<typeof athleteDetailSchema>;
export type EventPage = z.infer<typeof eventPageSchema>;
export type EventHome = z.infer<typeof eventHomeSchema>;
