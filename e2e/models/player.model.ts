import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect as baseExpect, type Stack } from '../support/stack-fixture';

/**
 * Pages with video take longer than the suite's 5 s on a loaded machine (measured under a load
 * average of 12 on 2 CPUs): the player's checks wait up to 15 s.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Catalogue items the player is checked with (server/modules/content/catalogue.data.ts). */
export const PLAYER_ITEMS = {
  movie: { id: 'MvAct002', title: 'Copper Run' },
  nextMovie: { id: 'MvAct003', title: 'The Ninth Lantern' },
  geoMovie: {
    id: 'MvThr002',
    title: 'The Glass Stair',
    geoMessage: 'The Glass Stair cannot be watched from your country.',
  },
  scheduledEvent: { id: 'EvSchd01', title: 'Midsummer Harbour Concert' },
  liveEvent: { id: 'EvLive01', title: 'Open Water Regatta: Final Day' },
  endedEvent: { id: 'EvDone01', title: 'Night Market Cook-off' },
} as const;

/**
 * A live stream starts slower than an on-demand one: the window holds the last four 4 s segments
 * (server/modules/content/media-files.ts) and a stream that stood still is loaded afresh on play.
 * A programme started from its beginning, well behind the live edge, has taken over 15 s to show
 * its first frame with both test workers busy (it takes about 10 s alone), hence 30 s.
 */
export const LIVE_START_MS = 30_000;

/** Every committed test stream is 20 s long (scripts/generate-media.sh). */
export const STREAM_SECONDS = 20;

/** The advert the stack stitches before the content with server-side ads (ad config AdCnFg01). */
export const SSAI_ADVERT_SECONDS = 5;

export type PlayerSite = {
  /** Client-side pre-roll from the config's ad schedule (freeavod's AdScHd01). */
  ads: boolean;
  /** `custom.inlinePlayer`: the player sits in the page; else the cinema player opens with play=1. */
  inline: boolean;
};

export const PLAYER_MESSAGES = {
  unavailable: 'This video is no longer available.',
  playback: 'There was an issue playing the video. Please try again.',
  scheduled: /^This video is a scheduled event and is not yet live\. Please return at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) to view the content\.$/,
  unauthorized: 'You are not allowed to watch this video.',
  unknown: 'Something went wrong while loading this video. Please try again.',
} as const;

/** The player as a viewer uses it: by role and name, with the `<video>` read for its clock. */
export class PlayerPage {
  constructor(
    readonly page: Page,
    readonly stack: Stack,
  ) {}

  /**
   * Serves freeavod with or without its ad schedule and with the player inline or in cinema
   * mode, for every config request of the test (the stack's own document, changed).
   */
  async useSite(site: PlayerSite): Promise<void> {
    const response = await fetch(`${this.stack.url}/apps/configs/freeavod.json`);
    expect(response.ok, 'the stack serves freeavod').toBe(true);
    const config = (await response.json()) as Record<string, unknown> & { custom?: Record<string, unknown> };
    if (!site.ads) delete config.adSchedule;
    config.custom = { ...config.custom, inlinePlayer: site.inline };
    await this.stack.fault({ route: 'GET /apps/configs/freeavod.json', status: 200, body: JSON.stringify(config), times: 0 });
  }

  /** Opens the media page of an item (`play=1` unless told otherwise). */
  async open(mediaId: string, { play = true, query = '' }: { play?: boolean; query?: string } = {}): Promise<void> {
    const params = new URLSearchParams(query);
    if (play) params.set('play', '1');
    const search = params.toString();
    await this.page.goto(`/m/${mediaId}${search ? `?${search}` : ''}`);
  }

  region(title: string): Locator {
    return this.page.getByRole('region', { name: `Video player: ${title}`, exact: true });
  }

  video(title: string): Locator {
    return this.region(title).locator('video.player__video');
  }

  adVideo(title: string): Locator {
    return this.region(title).locator('video.player__ad-video');
  }

  button(title: string, name: string | RegExp): Locator {
    return this.region(title).getByRole('button', { name, exact: typeof name === 'string' });
  }

  message(title: string, role: 'alert' | 'status' = 'alert'): Locator {
    return this.region(title).getByRole(role).filter({ hasNotText: /^Loading video$/ });
  }

  async currentTime(title: string): Promise<number> {
    return this.video(title).evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  async adTime(title: string): Promise<number> {
    return this.adVideo(title).evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  async isPaused(title: string): Promise<boolean> {
    return this.video(title).evaluate((video: HTMLVideoElement) => video.paused);
  }

  /** The content runs: not paused, and its clock moves on. */
  async seePlaying(title: string, { live = false }: { live?: boolean } = {}): Promise<void> {
    await expect(this.button(title, 'Pause')).toBeVisible({ timeout: live ? LIVE_START_MS : undefined });
    const before = await this.currentTime(title);
    await expect
      .poll(() => this.currentTime(title), { message: 'currentTime advances', timeout: live ? LIVE_START_MS : undefined })
      .toBeGreaterThan(before + 0.3);
    expect(await this.isPaused(title)).toBe(false);
  }

  /** The content stands still with the Play button offered. */
  async seePaused(title: string): Promise<number> {
    await expect(this.button(title, 'Play')).toBeVisible();
    await expect.poll(() => this.isPaused(title)).toBe(true);
    return this.currentTime(title);
  }

  /** Loaded, paused at the start, the big play button offered. */
  async seeReady(title: string, { live = false }: { live?: boolean } = {}): Promise<void> {
    await expect(this.button(title, `Play ${title}`)).toBeVisible({ timeout: live ? LIVE_START_MS : undefined });
    expect(await this.isPaused(title)).toBe(true);
  }

  /**
   * The pre-roll plays: its notice is up, or (on a slow machine, where the 5 s advert may be over
   * before the page is looked at) the VAST start has been tracked. The content waits meanwhile.
   */
  async seeAdvert(title: string): Promise<void> {
    const notice = this.region(title).getByRole('status').filter({ hasText: 'Advertisement' });
    const started = async () =>
      (await this.stack.requests('/v2/advertising/vast/track')).some((request) => request.query === 'event=start');
    await expect.poll(async () => (await notice.isVisible()) || (await started()), { message: 'the advert plays' }).toBe(true);
    if (await notice.isVisible()) expect(await this.currentTime(title)).toBe(0);
  }

  async seeError(title: string, text: string, { retry }: { retry: boolean }): Promise<void> {
    await expect(this.message(title).getByText(text, { exact: true })).toBeVisible();
    if (retry) await expect(this.button(title, 'Retry')).toBeVisible();
    else await expect(this.button(title, 'Retry')).toHaveCount(0);
  }

  async seeScheduled(title: string): Promise<void> {
    await expect(this.message(title, 'status')).toHaveText(PLAYER_MESSAGES.scheduled);
    await expect(this.button(title, 'Pause')).toHaveCount(0);
  }

  /** Keys go to the player region itself (focused, as after a click on its frame). */
  async press(title: string, key: 'ArrowLeft' | 'ArrowRight' | 'Space'): Promise<void> {
    await this.region(title).focus();
    await this.page.keyboard.press(key);
  }

  async clickPlay(title: string): Promise<void> {
    await this.button(title, `Play ${title}`).click();
  }

  async retry(title: string): Promise<void> {
    await this.button(title, 'Retry').click();
  }

  /** Shifts the stack's clock (`PUT /__stack/clock`), as the content host's own time moves on. */
  async shiftStackClock(offsetMs: number): Promise<void> {
    const response = await fetch(`${this.stack.url}/__stack/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs }),
    });
    expect(response.ok, 'the stack clock moves').toBe(true);
  }

  /** The stack's scheduled start of an event (`GET /v2/media/{id}`), epoch ms. */
  async scheduledStartOf(mediaId: string): Promise<number> {
    const response = await fetch(`${this.stack.url}/v2/media/${mediaId}`);
    const body = (await response.json()) as { playlist: Record<string, unknown>[] };
    return Date.parse(String(body.playlist[0]?.['VCH.ScheduledStart']));
  }

  async blockRegion(mediaId: string): Promise<void> {
    const response = await fetch(`${this.stack.url}/__stack/content/geo-block/${mediaId}`, { method: 'PUT' });
    expect(response.ok, 'the stack geo-blocks the item').toBe(true);
  }

  async checkAccessibility(title: string): Promise<void> {
    await expect(this.region(title)).toBeVisible();
    await expectNoAxeViolations(this.page);
  }
}
