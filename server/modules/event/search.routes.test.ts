import { describe, expect, it } from 'vitest';
import { buildEventDataset } from './event.data.js';
import { eventFilms, searchEvent, searchPageData } from './search.routes.js';
import { createTestStack } from '../../testing/test-stack.js';

const NOW = Date.parse('2026-07-01T10:00:00.000Z');
const { documents } = buildEventDataset(NOW);
type Hit = { _id: string; titleAndSlug: { title: string; slug: { current: string } } };
const titles = (hits: readonly { titleAndSlug: unknown }[]) =>
  (hits as Hit[]).map((hit) => hit.titleAndSlug.title);

describe('event search stand-in (seed 002 §7)', () => {
  it('matches titles in any case across athletes, sports, federations and films', () => {
    const { data } = searchEvent(documents, { q: 'ARCH' });
    expect(titles(data.sports)).toEqual(['Archery']);
    expect(titles(data.federations)).toContain('International Archery Federation');
    for (const title of titles(data.federations)) expect(title.toLowerCase()).toContain('arch');
    expect(data.athletes).toEqual([]);
  });

  it('narrows every section to a sport, and athletes to a country', () => {
    const { data } = searchEvent(documents, { sport: 'korfball' });
    expect(titles(data.sports)).toEqual(['Korfball']);
    const athleteSports = data.athletes.map(
      (hit) => documents.find((doc) => doc._id === hit._id)?.sport as { _ref: string },
    );
    expect(athleteSports.length).toBeGreaterThan(0);
    expect(new Set(athleteSports.map((ref) => ref._ref))).toEqual(new Set(['sport-korfball']));
    const inSpain = searchEvent(documents, { country: 'ES,FR' }).data.athletes;
    for (const hit of inSpain)
      expect(['ES', 'FR']).toContain(
        (documents.find((doc) => doc._id === hit._id)?.country as { code: string }).code,
      );
    expect(searchEvent(documents, { country: 'MT' }).data.athletes).toEqual([]);
  });

  it('with a date, answers only the films published that day', () => {
    const [film] = eventFilms(documents);
    const day = new Date(film!.publishedAt).toISOString().slice(0, 10);
    const { data } = searchEvent(documents, { date: day });
    expect(data.vod.map((v) => v.id)).toContain(film!.id);
    expect(data.vod.every((v) => new Date(v.pubdate * 1000).toISOString().startsWith(day))).toBe(true);
    expect([data.athletes, data.sports, data.federations]).toEqual([[], [], []]);
  });

  it('lists the filter options sorted alphabetically whatever the case, without the ceremonies', () => {
    const { data } = searchPageData(documents);
    const sorted = (list: { title: string }[]) =>
      [...list].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
    expect(data.sports).toEqual(sorted(data.sports));
    expect(data.athletes).toEqual(sorted(data.athletes));
    expect(data.athletes).toHaveLength(60);
    expect(data.sports.map((s) => s.slug)).not.toContain('ceremonies');
    expect(data.countries.map((c) => c.code)).not.toContain('MT');
  });

  it('serves both routes on the stack', { timeout: 30_000 }, async () => {
    const stack = await createTestStack({ now: () => NOW });
    const search = await stack.request('/api/search?q=korf&sport=korfball');
    expect(search.status).toBe(200);
    expect(titles(((await search.json()) as { data: { sports: Hit[] } }).data.sports)).toEqual(['Korfball']);
    const options = await stack.request('/sanity/search-page-data');
    expect(((await options.json()) as { data: { sports: unknown[] } }).data.sports).toHaveLength(13);
  });
});
