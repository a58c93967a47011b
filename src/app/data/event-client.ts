import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  createEventClient,
  EventNotFoundError,
  runQuery,
  type EventClient,
} from '@/services/event/event-client';
import { eventRetry } from '@/services/event/event.queries';
import { titleAndSlugSchema } from '@/services/event/event.schemas';
import { fetchJson, MalformedResponseError } from '@/services/http/http';

/** The page's one client of the event back end's CMS queries (seed 002 §7). */
const pageEventClient = createEventClient();

export function useEventClient(): EventClient {
  return pageEventClient;
}

/** The CMS has no document of that slug: the screen says '… not found' instead of failing. */
export function isEventNotFound(error: unknown): boolean {
  return error instanceof EventNotFoundError;
}

// ---------------------------------------------------------------------------------------------
// Podcasts, static pages, contact, newsletter and the site layout (seed 002 §2, §3, §7).

const optionalText = z.nullish(z.string());

export const podcastSchema = z.object({
  _id: z.string(),
  titleAndSlug: titleAndSlugSchema,
  description: optionalText,
  image: z.nullish(z.object({ url: z.string() })),
  /** seed 002 §3 "Podcast RSS feed entries: url, slug". */
  rssFeed: z.nullish(z.object({ url: z.string(), slug: optionalText })),
});

export const staticPageSchema = z.object({
  titleAndSlug: titleAndSlugSchema,
  markdown: optionalText,
});

export const eventSettingsSchema = z.object({
  siteName: optionalText,
  contactEmails: z.nullish(z.object({ general: optionalText, athletes: optionalText })),
  newsletter: z.nullish(z.object({ actionUrl: z.string(), emailField: optionalText })),
});

const layoutLink = z.object({ label: z.string(), href: z.string() });

export const siteLayoutSchema = z.object({
  headerMenu: z.nullish(z.array(layoutLink)),
  footerMenus: z.nullish(z.array(z.object({ title: z.string(), links: z.nullish(z.array(layoutLink)) }))),
  partners: z.nullish(
    z.array(
      z.object({ name: z.string(), url: optionalText, logo: z.nullish(z.object({ url: z.string() })) }),
    ),
  ),
  socialLinks: z.nullish(z.array(z.object({ platform: z.string(), url: z.string() }))),
  copyright: optionalText,
  poweredBy: optionalText,
});

export type Podcast = z.infer<typeof podcastSchema>;
export type StaticPage = z.infer<typeof staticPageSchema>;
export type EventSettings = z.infer<typeof eventSettingsSchema>;
export type SiteLayout = z.infer<typeof siteLayoutSchema>;

const PODCAST = `{ _id, titleAndSlug, description, image, rssFeed }`;

export const pageQueries = {
  podcasts: `*[_type == "podcast"] | order(titleAndSlug.title asc)${PODCAST}`,
  podcast: `*[_type == "podcast" && titleAndSlug.slug.current == $slug][0]${PODCAST}`,
  staticPage: `*[_type == "staticPage" && titleAndSlug.slug.current == $slug][0]{ titleAndSlug, markdown }`,
  settings: `*[_type == "settings"][0]{ siteName, contactEmails, newsletter }`,
  siteLayout: `*[_type == "siteLayout"][0]{ headerMenu[]{ label, href }, footerMenus[]{ title, links[]{ label, href } }, partners[]{ name, url, logo }, socialLinks[]{ platform, url }, copyright, poweredBy }`,
} as const;

export function getPodcasts(client: EventClient): Promise<Podcast[]> {
  return runQuery(client, 'podcasts', pageQueries.podcasts, {}, z.array(podcastSchema));
}

export async function getPodcast(client: EventClient, slug: string): Promise<Podcast> {
  const found = await runQuery(client, 'podcast', pageQueries.podcast, { slug }, z.nullable(podcastSchema));
  if (found === null) throw new EventNotFoundError('podcast', slug);
  return found;
}

export async function getStaticPage(client: EventClient, slug: string): Promise<StaticPage> {
  const found = await runQuery(
    client,
    'static page',
    pageQueries.staticPage,
    { slug },
    z.nullable(staticPageSchema),
  );
  if (found === null) throw new EventNotFoundError('static page', slug);
  return found;
}

export function getEventSettings(client: EventClient): Promise<EventSettings | null> {
  return runQuery(client, 'settings', pageQueries.settings, {}, z.nullable(eventSettingsSchema));
}

export function getSiteLayout(client: EventClient): Promise<SiteLayout | null> {
  return runQuery(client, 'site layout', pageQueries.siteLayout, {}, z.nullable(siteLayoutSchema));
}

/** A feed URL as the CMS holds it: absolute, or a path on the event back end. */
export function feedUrl(client: EventClient, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${client.backendUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

const pageCommon = { retry: eventRetry, retryDelay: 1_000, staleTime: 60_000 } as const;

export const pageKeys = {
  podcasts: () => ['event', 'podcasts'] as const,
  podcast: (slug: string) => ['event', 'podcast', slug] as const,
  staticPage: (slug: string) => ['event', 'static-page', slug] as const,
  settings: () => ['event', 'settings'] as const,
  siteLayout: () => ['event', 'site-layout'] as const,
};

export const pageQueryOptions = {
  podcasts: (client: EventClient) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.podcasts(), queryFn: () => getPodcasts(client) }),
  podcast: (client: EventClient, slug: string) =>
    queryOptions({
      ...pageCommon,
      queryKey: pageKeys.podcast(slug),
      queryFn: () => getPodcast(client, slug),
    }),
  staticPage: (client: EventClient, slug: string) =>
    queryOptions({
      ...pageCommon,
      queryKey: pageKeys.staticPage(slug),
      queryFn: () => getStaticPage(client, slug),
    }),
  settings: (client: EventClient) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.settings(), queryFn: () => getEventSettings(client) }),
  siteLayout: (client: EventClient) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.siteLayout(), queryFn: () => getSiteLayout(client) }),
};

// ---------------------------------------------------------------------------------------------
// Results (seed 002 §3 "Medal result", §7 `GET {backend}/swiss/result`, §9 medal ranking)
// ---------------------------------------------------------------------------------------------

const medalCount = z
  .number()
  .check(z.refine((n) => Number.isInteger(n) && n >= 0, 'Must be a whole number, 0 or more'));

export const medalAthleteSchema = z.object({
  name: z.string(),
  event: z.nullish(z.string()),
  gold: medalCount,
  silver: medalCount,
  bronze: medalCount,
});

export const medalSportSchema = z.object({
  sportCode: z.string(),
  name: z.string(),
  total: medalCount,
  athletes: z.array(medalAthleteSchema),
});

export const medalResultSchema = z.object({
  country: z.string(),
  countryCode: z.nullish(z.string()),
  gold: medalCount,
  silver: medalCount,
  bronze: medalCount,
  total: medalCount,
  rank: z.nullish(z.number()),
  sports: z.array(medalSportSchema),
});

export type MedalAthlete = z.infer<typeof medalAthleteSchema>;
export type MedalSport = z.infer<typeof medalSportSchema>;
export type MedalResult = z.infer<typeof medalResultSchema>;
export type RankedMedalResult = MedalResult & { rank: number };

const athleteImageSchema = z.object({
  imageUrl: z.nullish(z.string()),
  gradientColors: z.nullish(
    z.object({ gradientStart: z.nullish(z.string()), gradientEnd: z.nullish(z.string()) }),
  ),
});
export type AthleteImage = z.infer<typeof athleteImageSchema>;

function parseAt<T extends z.ZodMiniType>(what: string, schema: T, body: unknown): z.infer<T> {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success)
    throw new MalformedResponseError(
      `The ${what} answer does not match its contract`,
      parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
    );
  return parsed.data;
}

export async function getMedalResults(client: EventClient): Promise<MedalResult[]> {
  return parseAt(
    'results',
    z.array(medalResultSchema),
    await fetchJson(`${client.backendUrl}/swiss/result`, client.fetch),
  );
}

export async function getAthleteImage(
  client: EventClient,
  athleteName: string,
  sportCode: string,
): Promise<AthleteImage> {
  const query = new URLSearchParams({ athleteName, sportCode });
  const url = `${client.backendUrl}/swiss/result/athlete-profile-image?${query.toString()}`;
  return parseAt('athlete image', athleteImageSchema, await fetchJson(url, client.fetch));
}

/** seed 002 §9: gold, then silver, then bronze, most first. */
export function compareMedals(
  a: { gold: number; silver: number; bronze: number },
  b: { gold: number; silver: number; bronze: number },
): number {
  return b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze;
}

/**
 * The medal table in ranking order (seed 002 §9). Countries with the same medals share a rank and
 * the next one skips (1, 2, 2, 4), listed by name among themselves; the service's own rank is
 * not trusted.
 */
export function rankMedalResults(results: readonly MedalResult[]): RankedMedalResult[] {
  const sorted = [...results].sort((a, b) => compareMedals(a, b) || a.country.localeCompare(b.country));
  return sorted.map((result, index) => {
    let first = index;
    while (first > 0 && compareMedals(sorted[first - 1]!, result) === 0) first -= 1;
    return { ...result, rank: first + 1 };
  });
}

/** seed 002 §9: a rank below 10 is zero-padded ("01"). */
export const formatRank = (rank: number): string => (rank < 10 ? `0${rank}` : String(rank));

/** A sport's or an athlete's medals, counted from its athletes. */
export function medalsOf(athletes: readonly MedalAthlete[]): {
  gold: number;
  silver: number;
  bronze: number;
} {
  return athletes.reduce(
    (sum, a) => ({ gold: sum.gold + a.gold, silver: sum.silver + a.silver, bronze: sum.bronze + a.bronze }),
    { gold: 0, silver: 0, bronze: 0 },
  );
}

export const resultsQueries = {
  results: (client: EventClient) =>
    queryOptions({
      queryKey: ['event', 'results'] as const,
      queryFn: () => getMedalResults(client),
      retry: eventRetry,
      retryDelay: 1_000,
      staleTime: 60_000,
    }),
  athleteImage: (client: EventClient, athleteName: string, sportCode: string) =>
    queryOptions({
      queryKey: ['event', 'results', 'athlete-image', athleteName, sportCode] as const,
      queryFn: () => getAthleteImage(client, athleteName, sportCode),
      retry: false,
      staleTime: Infinity,
    }),
};

// ---------------------------------------------------------------------------------------------
// Schedule (seed 002 §2 "Schedule", §3 "Schedule entry", §7 the schedule query)
// ---------------------------------------------------------------------------------------------

export const scheduleQuery = `*[_type == "scheduleEvent"] | order(startTime asc){ "id": _id, eventName, startTime, endTime, location, liveStream{ mediaId }, "sport": sport->{ "title": titleAndSlug.title, "slug": titleAndSlug.slug.current, logo, gradientColors } }`;

const isoDateTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date'));

export const scheduleEntrySchema = z.object({
  id: z.string(),
  eventName: z.string(),
  startTime: isoDateTime,
  endTime: z.nullish(isoDateTime),
  location: z.nullish(z.string()),
  liveStream: z.nullish(z.object({ mediaId: z.nullish(z.string()) })),
  sport: z.nullish(
    z.object({
      title: z.string(),
      slug: z.nullish(z.string()),
      logo: z.nullish(z.object({ url: z.string() })),
      gradientColors: z.nullish(
        z.object({ gradientStart: z.nullish(z.string()), gradientEnd: z.nullish(z.string()) }),
      ),
    }),
  ),
});
export type ScheduleEntryDocument = z.infer<typeof scheduleEntrySchema>;

export function getSchedule(client: EventClient): Promise<ScheduleEntryDocument[]> {
  return runQuery(client, 'schedule', scheduleQuery, {}, z.array(scheduleEntrySchema));
}

// ---------------------------------------------------------------------------------------------
// Live page (seed 002 §2 "/live: live page with playlist rows", §7 the live page query)
// ---------------------------------------------------------------------------------------------

export const livePageQuery = `*[_type == "livePage"][0]{ title, description, heroBanner, playlists[]{ title, playlist } }`;

export const livePageSchema = z.object({
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  heroBanner: z.nullish(z.object({ url: z.string(), title: z.nullish(z.string()) })),
  playlists: z.nullish(
    z.array(z.object({ title: z.nullish(z.string()), playlist: z.string().check(z.minLength(1)) })),
  ),
});
export type LivePage = z.infer<typeof livePageSchema>;

export const livePageQueries = {
  page: (client: EventClient) =>
    queryOptions({
      queryKey: ['event', 'live-page'] as const,
      queryFn: () => runQuery(client, 'live page', livePageQuery, {}, z.nullable(livePageSchema)),
      retry: eventRetry,
      retryDelay: 1_000,
      staleTime: 60_000,
    }),
};

// ---------------------------------------------------------------------------------------------
// Federation embed (seed 002 §2 "Embed player", §4 embed playback, §5, §7 refetched every 10 s)
// ---------------------------------------------------------------------------------------------

export const federationEmbedQuery = `*[_type == "federation" && embed._id == $id][0]{ "federation": titleAndSlug.title, embed{ _id, title, fallBack, liveStream, vod, transmissionComingSoon, fallbackImage, allowedIds, allowedDomains } }`;

export const federationEmbedSchema = z.object({
  federation: z.nullish(z.string()),
  embed: z.object({
    _id: z.string(),
    title: z.nullish(z.string()),
    fallBack: z.nullish(z.boolean()),
    liveStream: z.nullish(z.string()),
    vod: z.nullish(z.string()),
    transmissionComingSoon: z.nullish(z.boolean()),
    fallbackImage: z.nullish(z.object({ url: z.string() })),
    allowedIds: z.nullish(z.array(z.string())),
    allowedDomains: z.nullish(z.array(z.string())),
  }),
});
export type FederationEmbed = z.infer<typeof federationEmbedSchema>;

/** seed 002 §9: the embed query is refetched every 10 s. */
export const EMBED_REFETCH_MS = 10_000;

export const embedQueries = {
  embed: (client: EventClient, id: string) =>
    queryOptions({
      queryKey: ['event', 'federation-embed', id] as const,
      queryFn: () =>
        runQuery(client, 'federation embed', federationEmbedQuery, { id }, z.nullable(federationEmbedSchema)),
      retry: eventRetry,
      retryDelay: 1_000,
      refetchInterval: EMBED_REFETCH_MS,
    }),
};
