import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { createEventClient, EventNotFoundError, runQuery, type EventClient } from '@/services/event/event-client';
import { eventRetry } from '@/services/event/event.queries';
import { titleAndSlugSchema } from '@/services/event/event.schemas';

/** The page's one client of the event back end's CMS queries (seed 002 §7). */
const pageEventClient = createEventClient();

export function useEventClient(): EventClient {
  return pageEventClient;
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
    z.array(z.object({ name: z.string(), url: optionalText, logo: z.nullish(z.object({ url: z.string() })) })),
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
  const found = await runQuery(client, 'static page', pageQueries.staticPage, { slug }, z.nullable(staticPageSchema));
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
    queryOptions({ ...pageCommon, queryKey: pageKeys.podcast(slug), queryFn: () => getPodcast(client, slug) }),
  staticPage: (client: EventClient, slug: string) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.staticPage(slug), queryFn: () => getStaticPage(client, slug) }),
  settings: (client: EventClient) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.settings(), queryFn: () => getEventSettings(client) }),
  siteLayout: (client: EventClient) =>
    queryOptions({ ...pageCommon, queryKey: pageKeys.siteLayout(), queryFn: () => getSiteLayout(client) }),
};

