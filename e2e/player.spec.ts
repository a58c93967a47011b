import {
  expect,
  LIVE_START_MS,
  PLAYER_ITEMS,
  PLAYER_MESSAGES,
  PlayerPage,
  SSAI_ADVERT_SECONDS,
  STREAM_SECONDS,
} from './models/player.model';
import { test } from './support/stack-fixture';

// The player on the media page (/m/{id}), against the local stack's real streams (seed 002 §4).

const { movie, geoMovie, scheduledEvent, liveEvent, endedEvent } = PLAYER_ITEMS;

/** Live streams start slowly on the local stack (see LIVE_START_MS). */
const LIVE_TEST_MS = 30_000 + 2 * LIVE_START_MS;

test.describe('player', () => {
  test('a movie plays, pauses, seeks 10 s with the arrow keys and toggles with space', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await player.open(movie.id);

    // play=1 opens the cinema player over the page, with a way back (seed 002 §2).
    await player.seePlaying(movie.title);
    await expect(player.button(movie.title, 'Back')).toBeVisible();
    await player.checkAccessibility(movie.title);

    await player.button(movie.title, 'Pause').click();
    const pausedAt = await player.seePaused(movie.title);
    await expect.poll(() => player.currentTime(movie.title)).toBe(pausedAt);

    await player.press(movie.title, 'ArrowRight');
    await expect.poll(() => player.currentTime(movie.title)).toBeCloseTo(pausedAt + 10, 1);
    await player.press(movie.title, 'ArrowLeft');
    await expect.poll(() => player.currentTime(movie.title)).toBeCloseTo(pausedAt, 1);

    await player.press(movie.title, 'Space');
    await player.seePlaying(movie.title);
    await player.press(movie.title, 'Space');
    await player.seePaused(movie.title);

    // With nothing focused on the page, the keys still reach the player.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await player.seePlaying(movie.title);

    await player.button(movie.title, 'Back').click();
    await expect(page).toHaveURL(new RegExp(`/m/${movie.id}/copper-run$`));
    await expect(player.region(movie.title)).toHaveCount(0);
  });

  test('the inline player waits for a click, then plays to the end', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: true });
    await player.open(movie.id, { play: false });
    await player.seeReady(movie.title);
    await player.checkAccessibility(movie.title);
    await player.clickPlay(movie.title);
    await player.seePlaying(movie.title);
    await player.button(movie.title, 'Forward 10 seconds').click();
    await expect(player.region(movie.title).getByTestId('player-time')).toContainText(`/ 0:${STREAM_SECONDS}`);
    await player.button(movie.title, 'Forward 10 seconds').click();
    await expect(player.button(movie.title, 'Play')).toBeVisible();
    expect(await player.currentTime(movie.title)).toBeCloseTo(STREAM_SECONDS, 0);
  });

  test('a pre-roll plays before the content on freeavod', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.open(movie.id);

    await player.seeAdvert(movie.title);
    await player.seePlaying(movie.title);
    await player.checkAccessibility(movie.title);
    await expect(player.adVideo(movie.title)).toBeHidden();

    const requests = await stack.requests('/v2/advertising/**');
    const paths = requests.map((request) => `${request.path}${request.query ? `?${request.query}` : ''}`);
    expect(paths).toContain('/v2/advertising/schedules/AdScHd01.json');
    expect(paths).toContain('/v2/advertising/vast/preroll.xml');
    for (const event of ['impression', 'start', 'complete']) expect(paths).toContain(`/v2/advertising/vast/track?event=${event}`);
    expect((await stack.requests('/media/ads/preroll.mp4')).length).toBeGreaterThan(0);
  });

  test('with server-side ads a movie plays the stitched advert, then the content, and no VAST', async ({
    page,
    stack,
  }) => {
    const player = new PlayerPage(page, stack);
    // ssaiavod: adDeliveryMethod ssai with ad config AdCnFg01, and a client-side ad schedule it must leave alone.
    await player.open(movie.id, { query: 'app-config=ssaiavod' });
    await player.seePlaying(movie.title);
    // The advert is part of the stream: the clock runs through its 5 s into the content.
    await expect.poll(() => player.currentTime(movie.title), { timeout: 20_000 }).toBeGreaterThan(SSAI_ADVERT_SECONDS + 1);
    await player.checkAccessibility(movie.title);

    const manifests = await stack.requests(`/v2/sites/*/media/${movie.id}/ssai.m3u8`);
    expect(manifests.length).toBeGreaterThan(0);
    expect(new URLSearchParams(manifests[0]?.query).get('ad_config_id')).toBe('AdCnFg01');
    expect(await stack.requests('/media/ads/hls/seg-*.m4s')).not.toEqual([]);
    expect(await stack.requests(`/media/vod/${movie.id}/seg-*.m4s`)).not.toEqual([]);
    // No client-side ads: neither the schedule, the VAST document nor the progressive advert.
    expect(await stack.requests('/v2/advertising/**')).toEqual([]);
    expect(await stack.requests('/media/ads/preroll.mp4')).toEqual([]);
    await expect(player.adVideo(movie.title)).toBeHidden();
  });

  test('a scheduled event shows its message, then plays when it goes live', async ({ page, stack }) => {
    test.setTimeout(LIVE_TEST_MS);
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: true });
    const start = await player.scheduledStartOf(scheduledEvent.id);
    await page.clock.install({ time: new Date() });
    await player.open(scheduledEvent.id, { play: false });

    // seed 002 §8, §9: the start in the viewer's zone (UTC here) as 'dd/MM/yyyy hh:mm a'.
    await player.seeScheduled(scheduledEvent.title);
    const startText = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
      // 'hh' runs 12, 01 … 11 (h12); en-GB's `hour12: true` alone means h11 and writes noon as 00.
      hourCycle: 'h12',
    }).format(new Date(start));
    const [date = '', time = ''] = startText.split(', ');
    await expect(player.message(scheduledEvent.title, 'status')).toContainText(`${date} ${time.toUpperCase()}`);
    await player.checkAccessibility(scheduledEvent.title);
    expect(await stack.requests('/media/live/**')).toEqual([]);

    // The content host's clock and the page's both reach the start.
    await player.shiftStackClock(start - Date.now() + 5_000);
    await page.clock.fastForward(start - Date.now() + 5_000);
    // From here the page's timers run in real time again (hls.js polls the live playlist).
    await page.clock.resume();
    await player.seeReady(scheduledEvent.title, { live: true });
    await player.clickPlay(scheduledEvent.title);
    await player.seePlaying(scheduledEvent.title);
    await expect(player.region(scheduledEvent.title).getByText('Live', { exact: true })).toBeVisible();
  });

  test('a geo-blocked item shows its message and no Retry', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.blockRegion(geoMovie.id);
    await player.open(geoMovie.id);
    await player.seeError(geoMovie.title, geoMovie.geoMessage, { retry: false });
    await player.checkAccessibility(geoMovie.title);
    expect(await stack.requests(`/media/vod/${geoMovie.id}/**`)).toHaveLength(1);
  });

  test('Retry after a missing stream recovers', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await stack.fault({ route: `GET /media/vod/${movie.id}/index.m3u8`, status: 404, times: 0 });
    await player.open(movie.id);
    await player.seeError(movie.title, PLAYER_MESSAGES.unavailable, { retry: true });
    await player.checkAccessibility(movie.title);

    await stack.clearFaults();
    await player.useSite({ ads: false, inline: false });
    await player.retry(movie.title);
    await player.seePlaying(movie.title);
  });

  test('Retry after a failing server recovers', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await stack.fault({ route: `GET /media/vod/${movie.id}/index.m3u8`, status: 500, times: 0 });
    await player.open(movie.id);
    await player.seeError(movie.title, PLAYER_MESSAGES.playback, { retry: true });

    await stack.clearFaults();
    await player.useSite({ ads: false, inline: false });
    await player.retry(movie.title);
    await player.seePlaying(movie.title);
  });

  test('plays HLS through hls.js, loaded on demand, where the browser has no native HLS', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await player.open(movie.id);
    await player.seePlaying(movie.title);
    expect(await player.video(movie.title).evaluate((video: HTMLVideoElement) => video.src)).toMatch(/^blob:/);
    expect(scripts.some((path) => /\/assets\/hls-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /vast-client/.test(path))).toBe(false);
  });

  test('a live event plays live, with its overlay', async ({ page, stack }) => {
    test.setTimeout(LIVE_TEST_MS);
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await player.open(liveEvent.id);
    await player.seePlaying(liveEvent.title, { live: true });
    await expect(player.region(liveEvent.title).getByText('Live', { exact: true })).toBeVisible();
    await expect(player.region(liveEvent.title).locator('img[data-overlay="overlay-fulltime"]')).toBeVisible();
    await player.checkAccessibility(liveEvent.title);
  });

  test('seek-point buttons of an event jump to their time', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    await player.useSite({ ads: false, inline: false });
    await player.open(endedEvent.id);
    await player.seePlaying(endedEvent.title);
    const points = player.region(endedEvent.title).getByRole('navigation', { name: 'Chapters' });
    // seed 002 §5: 'Broken entry#soon' has no numeric time and is dropped.
    await expect(points.getByRole('button')).toHaveCount(4);
    await points.getByRole('button', { name: '0:09 Judges taste' }).click();
    await expect.poll(() => player.currentTime(endedEvent.title)).toBeGreaterThanOrEqual(9);
    expect(await player.currentTime(endedEvent.title)).toBeLessThan(12);
  });
});
