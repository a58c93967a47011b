import * as z from 'zod/mini';
import { EventNotFoundError, runQuery, type EventClient } from './event-client';
import {
  athleteDetailSchema,
  athleteSummarySchema,
  countrySchema,
  eventHomeSchema,
  eventPageSchema,
  federationDetailSchema,
  federationSummarySchema,
  sportDetailSchema,
  sportSummarySchema,
  type AthleteDetail,
  type AthleteSummary,
  type Country,
  type EventHome,
  type EventPage,
  type FederationDetail,
  type FederationSummary,
  type SportDetail,
  type SportSummary,
} from './event.schemas';

/**
 * The GROQ queries of the event screens (seed 002 §7), sent as they are to
 * `{backend}/sanity/query-cdn`. Parameters travel as `$name`, never spliced into the text.
 */

/** seed 002 §7: every list of sports leaves out this one. */
export const EXCLUDED_SPORT_SLUG = 'ceremonies';

const SPORT_SUMMARY = `{ _id, titleAndSlug, logo, gradientColors, sportsCode }`;
const FEDERATION_SUMMARY = `{ _id, titleAndSlug, widgetDetails, "sports": sports[]->{ titleAndSlug } }`;

export const queries = {
  home: `*[_type == "homePage"][0]{ heroVideo, heroFallbackImage, hideHeroVideo, countDownDateAndTime, endDateAndTime, hideCounterCard, underCounterImage, watchLiveText, carouselVideos[]{ title, playlist, type } }`,
  sports: `*[_type == "sport" && titleAndSlug.slug.current != $excluded] | order(titleAndSlug.title asc)${SPORT_SUMMARY}`,
  sport: `*[_type == "sport" && titleAndSlug.slug.current == $slug][0]{ _id, titleAndSlug, logo, gradientColors, sportsCode, heroWikiBackgroundMedia, about, content, goodToKnow[]{ title, text }, funFacts, beginnersGuide[]{ title, text }, clusters[]{ title, disciplines }, "federations": federations[]->${FEDERATION_SUMMARY}, vods, customVideoGrids[]{ title, link }, "otherSports": *[_type == "sport" && titleAndSlug.slug.current != $slug && titleAndSlug.slug.current != $excluded] | order(titleAndSlug.title asc)${SPORT_SUMMARY} }`,
  federations: `*[_type == "federation" && ($sport == "all" || $sport in sports[]->titleAndSlug.slug.current)] | order(titleAndSlug.title asc)${FEDERATION_SUMMARY}`,
  federation: `*[_type == "federation" && titleAndSlug.slug.current == $slug][0]{ _id, titleAndSlug, widgetDetails, "sports": sports[]->{ titleAndSlug }, heroWikiContent, logo, widgetInfo, contactInfo, "otherFederations": *[_type == "federation" && titleAndSlug.slug.current != $slug] | order(titleAndSlug.title asc)[0...8]${FEDERATION_SUMMARY} }`,
  athletes: `*[_type == "athlete" && ($sport == "all" || sport->titleAndSlug.slug.current == $sport) && ($country == "all" || country.code == $country)] | order(titleAndSlug.title asc){ _id, titleAndSlug, profileImageUrl, "sport": sport->{ titleAndSlug }, country }`,
  athlete: `*[_type == "athlete" && titleAndSlug.slug.current == $slug][0]{ _id, titleAndSlug, profileImageUrl, "sport": sport->{ titleAndSlug }, country, coverImage, teamAndPosition, achievements, sportsABCLink, socialMedia{ socialLinks[]{ url, icon } }, vodsSection{ title, vods }, "federations": federations[]->${FEDERATION_SUMMARY} }`,
  countries: `*[_type == "country"] | order(name asc){ code, name, flag }`,
  page: `*[_type == "page" && pageType == $pageType][0]{ title, heroBanner, listFeature }`,
} as const;

export function getEventHome(client: EventClient): Promise<EventHome> {
  return runQuery(client, 'home', queries.home, {}, eventHomeSchema);
}

export function getSports(client: EventClient): Promise<SportSummary[]> {
  return runQuery(
    client,
    'sports',
    queries.sports,
    { excluded: EXCLUDED_SPORT_SLUG },
    z.array(sportSummarySchema),
  );
}

async function detail<T>(what: string, slug: string, load: () => Promise<T | null>): Promise<T> {
  const found = await load();
  if (found === null) throw new EventNotFoundError(what, slug);
  return found;
}

export function getSport(client: EventClient, slug: string): Promise<SportDetail> {
  return detail('sport', slug, () =>
    runQuery(
      client,
      'sport',
      queries.sport,
      { slug, excluded: EXCLUDED_SPORT_SLUG },
      z.nullable(sportDetailSchema),
    ),
  );
}

/** `sport` is a sport's slug, or 'all'. */
export function getFederations(client: EventClient, sport: string): Promise<FederationSummary[]> {
  return runQuery(client, 'federations', queries.federations, { sport }, z.array(federationSummarySchema));
}

export function getFederation(client: EventClient, slug: string): Promise<FederationDetail> {
  return detail('federation', slug, () =>
    runQuery(client, 'federation', queries.federation, { slug }, z.nullable(federationDetailSchema)),
  );
}

export type AthleteFilters = { sport: string; country: string };

/** Filters are a sport slug and a country code, each 'all' for no filter (seed 002 §2). */
export function getAthletes(client: EventClient, filters: AthleteFilters): Promise<AthleteSummary[]> {
  return runQuery(client, 'athletes', queries.athletes, { ...filters }, z.array(athleteSummarySchema));
}

export function getAthlete(client: EventClient, slug: string): Promise<AthleteDetail> {
  return detail('athlete', slug, () =>
    runQuery(client, 'athlete', queries.athlete, { slug }, z.nullable(athleteDetailSchema)),
  );
}

export function getCountries(client: EventClient): Promise<Country[]> {
  return runQuery(client, 'countries', queries.countries, {}, z.array(countrySchema));
}

export type EventPageType = 'sports' | 'federations' | 'podcast' | 'athlete' | 'live' | 'settings';

/** A list page's texts and page size; null when the CMS has no such page. */
export function getEventPage(client: EventClient, pageType: EventPageType): Promise<EventPage | null> {
  return runQuery(client, 'page', queries.page, { pageType }, z.nullable(eventPageSchema));
}
