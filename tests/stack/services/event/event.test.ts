import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStack } from '../../../../server/testing/test-stack';
import { ApiError, MalformedResponseError } from '@/services/http/http';
import {
  getAthlete,
  getAthletes,
  getCountries,
  getEventHome,
  getEventPage,
  getFederation,
  getFederations,
  getSport,
  getSports,
} from '@/services/event/event';
import type { FetchLike } from '@/services/http/http';
import { createEventClient, EventNotFoundError } from '@/services/event/event-client';
import { eventRetry } from '@/services/event/event.queries';

const NOW = Date.parse('2026-07-01T10:00:00.000Z');

/** A client whose requests reach an in-process stack: the real GROQ queries over the real dataset. */
let shared: ReturnType<typeof createEventClient>;
beforeAll(async () => {
  const stack = await createTestStack({ now: () => NOW });
  const fetchImpl: FetchLike = (input, init) => stack.request(input, init);
  shared = createEventClient({ backendUrl: '', fetch: fetchImpl });
}, 30_000);
const stackClient = async () => shared;

/** A client answering every request with one body. */
const answering = (body: unknown, status = 200) =>
  createEventClient({
    backendUrl: 'https://cms.example',
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });

describe('event services against the stand-in', () => {
  it('reads the home content with countdown dates and carousels', async () => {
    const home = await getEventHome(await stackClient());
    expect(Date.parse(home.countDownDateAndTime ?? '')).toBeGreaterThan(NOW);
    expect(home.carouselVideos?.length).toBeGreaterThan(0);
    expect(home.heroVideo?.url).toMatch(/\.mp4$/);
  });

  it('lists sports without the excluded one, sorted by title, and reads one by slug with other sports', async () => {
    const client = await stackClient();
    const sports = await getSports(client);
    expect(sports.map((s) => s.titleAndSlug.slug.current)).not.toContain('ceremonies');
    expect(sports.length).toBeGreaterThanOrEqual(12);
    const archery = await getSport(client, 'archery');
    expect(archery.titleAndSlug.title).toBe('Archery');
    expect(archery.federations?.length).toBeGreaterThan(0);
    expect(archery.otherSports.map((s) => s.titleAndSlug.slug.current)).not.toContain('archery');
    await expect(getSport(client, 'nope')).rejects.toBeInstanceOf(EventNotFoundError);
  });

  it('filters federations by sport in the query, with an empty list for a sport without any', async () => {
    const client = await stackClient();
    expect(await getFederations(client, 'all')).toHaveLength(25);
    const archery = await getFederations(client, 'archery');
    expect(archery.length).toBeGreaterThan(0);
    expect(archery.every((f) => f.sports?.some((s) => s.titleAndSlug.slug.current === 'archery'))).toBe(true);
    expect(await getFederations(client, 'powerlifting')).toEqual([]);
    const one = await getFederation(client, archery[0]?.titleAndSlug.slug.current ?? '');
    expect(one.otherFederations).toHaveLength(8);
    await expect(getFederation(client, 'nope')).rejects.toBeInstanceOf(EventNotFoundError);
  });

  it('filters athletes by sport and country, and reads one by slug', async () => {
    const client = await stackClient();
    expect(await getAthletes(client, { sport: 'all', country: 'all' })).toHaveLength(60);
    const dutch = await getAthletes(client, { sport: 'all', country: 'NL' });
    expect(dutch.length).toBeGreaterThan(0);
    expect(dutch.every((a) => a.country?.code === 'NL')).toBe(true);
    expect(await getAthletes(client, { sport: 'all', country: 'MT' })).toEqual([]);
    const first = dutch[0]?.titleAndSlug.slug.current ?? '';
    const athlete = await getAthlete(client, first);
    expect(athlete.country?.flag?.url).toMatch(/\.svg$/);
    await expect(getAthlete(client, 'nope')).rejects.toBeInstanceOf(EventNotFoundError);
    expect((await getCountries(client)).map((c) => c.code)).toContain('MT');
  });

  it('reads a list page with its page size', async () => {
    const page = await getEventPage(await stackClient(), 'sports');
    expect(page?.listFeature?.totalPerPage).toBe(8);
  });
});

describe('event services at the edge', () => {
  it('turns an answer that breaks the contract into a MalformedResponseError naming the field', async () => {
    const error = await getSports(answering({ result: [{ _id: 'x', titleAndSlug: { title: 3 } }] })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).issues.join(' ')).toContain('titleAndSlug.title');
    await expect(getEventHome(answering({ nothing: true }))).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(
      getEventHome(answering({ result: { countDownDateAndTime: 'soon' } })),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('turns an HTTP error into an ApiError with the status, retried only for server errors', async () => {
    const error = await getSports(answering({ message: 'boom' }, 503)).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(503);
    expect(eventRetry(0, error)).toBe(true);
    expect(eventRetry(2, error)).toBe(false);
    expect(eventRetry(0, new ApiError('bad', 400))).toBe(false);
    expect(eventRetry(0, new EventNotFoundError('sport', 'x'))).toBe(false);
  });

  it('sends parameters as $name=<JSON>, never inside the query text', async () => {
    const urls: string[] = [];
    const client = createEventClient({
      backendUrl: 'https://cms.example/',
      fetch: async (input) => {
        urls.push(input);
        return new Response(JSON.stringify({ result: [] }));
      },
    });
    await getFederations(client, 'beach "handball"');
    const url = new URL(urls[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://cms.example/sanity/query-cdn');
    expect(url.searchParams.get('$sport')).toBe('"beach \\"handball\\""');
    expect(url.searchParams.get('query')).not.toContain('handball');
  });
});
