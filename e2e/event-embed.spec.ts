import type { Frame, Page } from '@playwright/test';
import { startEmbedPages, type EmbedPages } from '../server/modules/event/embed-pages';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './event.model';
import { test, type Stack } from './support/stack-fixture';

/**
 * The federation embed player (seed 002 §2 "Embed player", §4 embed playback, §5, §8, §9) framed
 * in a partner's page on a second origin (server/modules/event/embed-pages.ts, its own free port):
 * opened on `localhost`, an allowed domain, it plays; opened on `127.0.0.1`, it is denied. A bad
 * id, an unknown embed and an embed without allowed domains get their messages.
 */
let partner: EmbedPages;

test.beforeAll(async ({ stack }) => {
  partner = await startEmbedPages(stack.url);
});
test.afterAll(async () => {
  await partner.close();
});

type EmbedRow = { slug: string; id: string };

async function embedId(stack: Stack, slug: string): Promise<string> {
  const query = `*[_type == "federation"]{ "slug": titleAndSlug.slug.current, "id": embed._id }`;
  const response = await fetch(`${stack.url}/sanity/query-cdn?query=${encodeURIComponent(query)}`);
  const rows = ((await response.json()) as { result: EmbedRow[] }).result;
  const row = rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`No federation ${slug}`);
  return row.id;
}

const frameOf = (page: Page) => page.frameLocator('iframe[title="Federation player"]');

/** The player frame itself, for axe. */
async function playerFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes('/federation-embed/'))).toBe(true);
  return page.frames().find((f) => f.url().includes('/federation-embed/'))!;
}

/** The embed queries the stack answered. */
async function embedQueryCalls(stack: Stack): Promise<number> {
  const requests = await stack.requests('/sanity/query-cdn');
  return requests.filter((r) => (new URLSearchParams(r.query).get('query') ?? '').includes('embed._id == $id')).length;
}

const isEmbedQuery = (url: URL) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('embed._id == $id');

/** Answers the embed query with the stand-in's answer changed by `edit`. */
async function editEmbed(page: Page, edit: (embed: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(isEmbedQuery, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { embed: Record<string, unknown> } };
    await route.fulfill({ response, json: { ...body, result: { ...body.result, embed: edit(body.result.embed) } } });
  });
}

test.describe('federation embed', () => {
  test.describe.configure({ timeout: 60_000 });

  test('on an allowed domain a live federation plays its live stream with the LIVE chip', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-canoe-marathon-federation');
    await page.goto(partner.allowedUrl(id));
    const frame = frameOf(page);
    const player = frame.getByRole('region', { name: 'Canoe Marathon live' });
    await expect(player).toHaveAttribute('data-playback', 'live');
    await expect(player.getByText('LIVE', { exact: true })).toBeVisible();
    await expectNoAxeViolations((await playerFrame(page)) as unknown as Page);
  });

  test('a live stream marked coming soon falls back to the on-demand video, without the LIVE chip', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-archery-federation');
    await page.goto(partner.allowedUrl(id));
    const player = frameOf(page).getByRole('region', { name: 'Archery live' });
    await expect(player).toHaveAttribute('data-playback', 'vod');
    await expect(player.getByText('LIVE', { exact: true })).toHaveCount(0);
  });

  test('a scheduled live stream shows its start; without stream or video, the fallback image', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-billiards-federation');
    await editEmbed(page, (embed) => ({ ...embed, liveStream: 'EvSchd01' }));
    await page.goto(partner.allowedUrl(id));
    const player = frameOf(page).getByRole('region', { name: 'Billiards live' });
    await expect(player).toHaveAttribute('data-playback', 'vod');
    await expect(player.getByText(/^Scheduled: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/)).toBeVisible();

    await page.unrouteAll();
    await editEmbed(page, (embed) => ({ ...embed, liveStream: null, vod: null }));
    await page.reload();
    await expect(player).toHaveAttribute('data-playback', 'image');
    await expect(player.getByRole('img', { name: 'Billiards live' })).toHaveAttribute('src', /\/event\/images\/embed\//);
  });

  test('the embed is asked for again every 10 s', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-canoe-marathon-federation');
    await page.clock.install();
    await page.goto(partner.allowedUrl(id));
    await expect(frameOf(page).getByRole('region', { name: 'Canoe Marathon live' })).toBeVisible();
    const embedCalls = () => embedQueryCalls(stack);
    const before = await embedCalls();
    expect(before).toBeGreaterThan(0);
    await page.clock.runFor(9_000);
    expect(await embedCalls()).toBe(before);
    await page.clock.runFor(1_000);
    await expect.poll(embedCalls).toBe(before + 1);
  });

  test('a page on a domain the embed does not allow: Access Denied', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-canoe-marathon-federation');
    await page.goto(partner.foreignUrl(id));
    await expect(frameOf(page).getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(frameOf(page).locator('video')).toHaveCount(0);
  });

  test('an embed without allowed domains: Invalid Configuration of Embed Code', async ({ page, stack }) => {
    const id = await embedId(stack, 'international-beach-handball-federation');
    await page.goto(partner.allowedUrl(id));
    await expect(frameOf(page).getByRole('heading', { level: 1, name: 'Invalid Configuration of Embed Code' })).toBeVisible();
  });

  test.describe('with the prompts not yet answered', () => {
    test.use({ promptsAnswered: false });

    test('no app-download dialog nor cookie banner in the frame', async ({ page, stack }) => {
      const id = await embedId(stack, 'international-canoe-marathon-federation');
      await page.goto(partner.allowedUrl(id));
      const frame = frameOf(page);
      await expect(frame.getByRole('region', { name: 'Canoe Marathon live' })).toBeVisible();
      await expect(frame.getByRole('dialog')).toHaveCount(0);
      await expect(frame.getByRole('banner')).toHaveCount(0);
    });
  });

  test('an id that is not a UUID, and a UUID no federation has: Content Not Available', async ({ page, stack }) => {
    await page.goto(`${stack.url}/federation-embed/not-a-uuid?app-config=eventweb`);
    await expect(page.getByRole('heading', { level: 1, name: 'Content Not Available' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Please check the link and try again')).toBeVisible();
    // A malformed id is not even asked for.
    expect(await embedQueryCalls(stack)).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(partner.allowedUrl('4b1e8f3a-2c6d-4e8f-9a1b-3c5d7e9f1a2b'));
    await expect(frameOf(page).getByRole('heading', { level: 1, name: 'Content Not Available' })).toBeVisible();
  });
});
