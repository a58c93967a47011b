import { describe, expect, it } from 'vitest';
import { createTestStack } from '../../testing/test-stack.js';
import { COUNTDOWN_OFFSET_MS, EVENT_LENGTH_MS, buildEventDataset } from './event.data.js';

const NOW = Date.parse('2026-07-01T10:00:00.000Z');

async function groq(stack: Awaited<ReturnType<typeof createTestStack>>, query: string, params: Record<string, unknown> = {}) {
  const search = new URLSearchParams({ query });
  for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
  const response = await stack.request(`/sanity/query-cdn?${search.toString()}`);
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { description: string } } };
}

// Each test starts its own in-memory stack: the first start loads the database engine (seconds on a busy machine).
describe('event CMS stand-in', { timeout: 30_000 }, () => {
  it('generates the same dataset every time, with the sizes of seed 002', () => {
    const a = buildEventDataset(NOW);
    const b = buildEventDataset(NOW);
    expect(JSON.stringify(a.documents)).toBe(JSON.stringify(b.documents));
    const count = (type: string) => a.documents.filter((d) => d._type === type).length;
    expect(count('sport')).toBeGreaterThanOrEqual(12);
    expect(count('federation')).toBe(25);
    expect(count('athlete')).toBe(60);
    expect(count('podcast')).toBe(4);
    const ids = a.documents.map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a real GROQ query with filtering, ordering, projection and dereferencing', async () => {
    const stack = await createTestStack({ now: () => NOW });
    const { status, body } = await groq(
      stack,
      `*[_type == "sport" && titleAndSlug.slug.current != "ceremonies"] | order(titleAndSlug.title asc){ "title": titleAndSlug.title, "federations": federations[]->titleAndSlug.title }`,
    );
    expect(status).toBe(200);
    const sports = body.result as { title: string; federations: string[] | null }[];
    expect(sports).toHaveLength(13);
    expect(sports.map((s) => s.title)).toEqual([...sports.map((s) => s.title)].sort());
    expect(sports[0]).toEqual({ title: 'Archery', federations: expect.arrayContaining(['International Archery Federation']) });
    expect(sports.find((s) => s.title === 'Powerlifting')?.federations).toEqual([]);
  });

  it('binds $parameters sent as JSON, and a detail query for an unknown slug answers null', async () => {
    const stack = await createTestStack({ now: () => NOW });
    const query = `*[_type == "athlete" && country.code == $country && sport->titleAndSlug.slug.current == $sport]{ "slug": titleAndSlug.slug.current }`;
    const found = await groq(stack, query, { country: 'NL', sport: 'archery' });
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body.result)).toBe(true);
    const none = await groq(stack, query, { country: 'MT', sport: 'archery' });
    expect(none.body.result).toEqual([]);
    const missing = await groq(stack, `*[_type == "sport" && titleAndSlug.slug.current == $slug][0]`, { slug: 'nope' });
    expect(missing.body.result).toBeNull();
  });

  it('refuses a broken query and an unquoted parameter with 400', async () => {
    const stack = await createTestStack({ now: () => NOW });
    expect((await groq(stack, '*[_type == ')).status).toBe(400);
    const raw = await stack.request(`/sanity/query-cdn?query=${encodeURIComponent('*[_id == $id]')}&$id=unquoted`);
    expect(raw.status).toBe(400);
    expect((await stack.request('/sanity/query-cdn')).status).toBe(400);
  });

  it('lays the countdown around the stack clock, again after a reset', async () => {
    let now = NOW;
    const stack = await createTestStack({ now: () => now });
    const read = async () =>
      (await groq(stack, `*[_type == "homePage"][0]{ countDownDateAndTime, endDateAndTime }`)).body.result as {
        countDownDateAndTime: string;
        endDateAndTime: string;
      };
    const first = await read();
    expect(Date.parse(first.countDownDateAndTime)).toBe(NOW + COUNTDOWN_OFFSET_MS);
    expect(Date.parse(first.endDateAndTime)).toBe(NOW + COUNTDOWN_OFFSET_MS + EVENT_LENGTH_MS);
    now = NOW + 60_000;
    await stack.request('/__stack/reset', { method: 'POST' });
    expect(Date.parse((await read()).countDownDateAndTime)).toBe(NOW + 60_000 + COUNTDOWN_OFFSET_MS);
  });

  it('serves media search by sport and athlete title, 404 with a body otherwise', async () => {
    const stack = await createTestStack({ now: () => NOW });
    const sport = await stack.request('/media-search/sport/Archery');
    expect(sport.status).toBe(200);
    expect(await sport.json()).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Za-z0-9]{8}$/)]));
    const missing = await stack.request('/media-search/athlete/Nobody');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Athlete not found' });
  });

  it('serves each podcast feed as RSS with episodes, and the pictures the dataset names', async () => {
    const stack = await createTestStack({ now: () => NOW });
    const feeds = (await groq(stack, `*[_type == "podcast"].rssFeed.url`)).body.result as string[];
    expect(feeds).toHaveLength(4);
    const rss = await stack.request(feeds[0] as string);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const text = await rss.text();
    expect(text.match(/<item>/g)).toHaveLength(6);
    expect(text).toContain('<itunes:duration>');
    const logo = (await groq(stack, `*[_type == "sport"][0].logo.url`)).body.result as string;
    const image = await stack.request(logo);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await stack.request('/event/flags/nl.svg')).status).toBe(200);
    expect((await stack.request('/event/flags/xx.svg')).status).toBe(404);
  });
});
