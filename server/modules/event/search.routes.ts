import type { StackModule } from '../../context.js';
import { MOVIES } from '../content/catalogue.data.js';
import { EXCLUDED_SPORT_SLUG, type EventDocument } from './event.data.js';
import { eventDataset } from './event.routes.js';

/**
 * The event back end's search (seed 002 §7): `GET /api/search` with q, type, date, sport,
 * discipline, country and athlete (lists comma-separated) answers `{ data: { athletes, sports,
 * federations, vod } }`; `GET /sanity/search-page-data` answers the filters' options, each list
 * sorted alphabetically without regard to case (seed 002 §3).
 *
 * How the stand-in filters: `q` matches titles (any case); a sport narrows every section to that
 * sport (its athletes, federations and films); a country or an athlete narrows the athletes and the
 * films of those athletes; a date (ISO) leaves only the films published that day. Each film of the
 * event was published on one of the five days before the countdown started (`pubdate`).
 */

type TitleAndSlug = { title: string; slug: { current: string } };
type Ref = { _ref: string };
const DAY_MS = 24 * 60 * 60 * 1000;

const titleOf = (doc: EventDocument) => (doc.titleAndSlug as TitleAndSlug).title;
const slugOfDoc = (doc: EventDocument) => (doc.titleAndSlug as TitleAndSlug).slug.current;
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
const listParam = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The films the event's sports and athletes point at, each with its day of publication. */
export function eventFilms(documents: readonly EventDocument[]) {
  const ids = new Set<string>();
  for (const doc of documents) {
    if (doc._type === 'sport') for (const id of (doc.vods as string[] | undefined) ?? []) ids.add(id);
    if (doc._type === 'athlete') for (const id of (doc.vodsSection as { vods: string[] }).vods) ids.add(id);
  }
  // The dataset's anchor: the countdown runs from it to the Games (event.data.ts).
  const home = documents.find((doc) => doc._type === 'homePage');
  const gamesStart = Date.parse(String(home?.countDownDateAndTime ?? '')) || 0;
  const anchorDay = Math.floor((gamesStart - 3 * DAY_MS) / DAY_MS) * DAY_MS;
  return MOVIES.filter((movie) => ids.has(movie.id)).map((movie, index) => ({
    id: movie.id,
    title: movie.title,
    mediaType: movie.genre === 'Documentary' ? 'documentary' : 'movie',
    /** Noon (UTC) one to five days before the anchor. */
    publishedAt: anchorDay - (1 + (index % 5)) * DAY_MS + DAY_MS / 2,
  }));
}

export function searchEvent(documents: readonly EventDocument[], query: Record<string, string | undefined>) {
  const q = (query.q ?? '').trim().toLowerCase();
  const sports = listParam(query.sport);
  const countries = listParam(query.country);
  const athleteSlugs = listParam(query.athlete);
  const date = (query.date ?? '').trim();
  const matches = (title: string) => !q || title.toLowerCase().includes(q);
  const sportSlugOf = (ref: Ref | undefined) => (ref?._ref ?? '').replace(/^sport-/, '');
  const ofType = (type: string) => documents.filter((doc) => doc._type === type);

  const listedSports = ofType('sport').filter((doc) => slugOfDoc(doc) !== EXCLUDED_SPORT_SLUG);
  const sportDocs = listedSports.filter(
    (doc) => matches(titleOf(doc)) && (sports.length === 0 || sports.includes(slugOfDoc(doc))),
  );
  const federationDocs = ofType('federation').filter(
    (doc) =>
      matches(titleOf(doc)) &&
      (sports.length === 0 || (doc.sports as Ref[]).some((ref) => sports.includes(sportSlugOf(ref)))),
  );
  const inFilters = (doc: EventDocument) =>
    (sports.length === 0 || sports.includes(sportSlugOf(doc.sport as Ref))) &&
    (countries.length === 0 || countries.includes((doc.country as { code: string }).code)) &&
    (athleteSlugs.length === 0 || athleteSlugs.includes(slugOfDoc(doc)));
  const athleteDocs = ofType('athlete').filter((doc) => matches(titleOf(doc)) && inFilters(doc));

  // Films: those of the chosen sports and athletes (all of the event's without a filter).
  const filtered = sports.length > 0 || countries.length > 0 || athleteSlugs.length > 0;
  const filmIds = new Set<string>();
  if (filtered) {
    if (countries.length === 0 && athleteSlugs.length === 0)
      for (const doc of listedSports)
        if (sports.includes(slugOfDoc(doc))) for (const id of doc.vods as string[]) filmIds.add(id);
    for (const doc of ofType('athlete').filter(inFilters))
      for (const id of (doc.vodsSection as { vods: string[] }).vods) filmIds.add(id);
  }
  const films = eventFilms(documents).filter(
    (film) =>
      matches(film.title) &&
      (!filtered || filmIds.has(film.id)) &&
      (!date || new Date(film.publishedAt).toISOString().slice(0, 10) === date),
  );

  const hit = (doc: EventDocument) => ({ _id: doc._id, titleAndSlug: doc.titleAndSlug });
  return {
    data: {
      athletes: date ? [] : athleteDocs.map(hit),
      sports: date ? [] : sportDocs.map(hit),
      federations: date ? [] : federationDocs.map(hit),
      vod: films.map((film) => ({
        id: film.id,
        media_type: film.mediaType,
        metadata: { title: film.title },
        pubdate: Math.floor(film.publishedAt / 1000),
      })),
    },
  };
}

export function searchPageData(documents: readonly EventDocument[]) {
  const entry = (doc: EventDocument) => ({ title: titleOf(doc), slug: slugOfDoc(doc) });
  const athletes = documents.filter((doc) => doc._type === 'athlete');
  const countries = new Map<string, string>();
  for (const doc of athletes) {
    const country = doc.country as { code: string; name: string };
    countries.set(country.code, country.name);
  }
  return {
    data: {
      athletes: athletes.map(entry).sort(byTitle),
      countries: [...countries].map(([code, name]) => ({ code, title: name })).sort(byTitle),
      sports: documents
        .filter((doc) => doc._type === 'sport' && slugOfDoc(doc) !== EXCLUDED_SPORT_SLUG)
        .map(entry)
        .sort(byTitle),
    },
  };
}

export const eventSearchModule: StackModule = {
  name: 'event-search',
  register: (app, ctx) => {
    app.get('/api/search', (c) => c.json(searchEvent(eventDataset(ctx).documents, c.req.query())));
    app.get('/sanity/search-page-data', (c) => c.json(searchPageData(eventDataset(ctx).documents)));
  },
};
