import type { Locator, Page } from '@playwright/test';
import { expect, type Stack } from '../support/stack-fixture';

/**
 * The moment the stack and the page both start at in live-guide tests. The stack lays its guides
 * from the epoch in quarter-hour slots; at 12:07:30 UTC every channel has a live programme with
 * more than half an hour to run, programmes to catch up on, upcoming ones, and programmes older
 * than the catch-up window (Lanternfish One: 8 h, Lanternfish Docs: 4 h, Classics: the default 8).
 */
export const GUIDE_TEST_TIME = Date.parse('2026-11-21T12:07:30Z');

/** The live channels playlist of the local stack and its channels (server/modules/content). */
export const LIVE_PLAYLIST_ID = 'LiVeTv01';
export const CHANNEL_TITLES = {
  LvChan01: 'Lanternfish One',
  LvChan02: 'Lanternfish Docs',
  LvChan03: 'Lanternfish Classics',
} as const;
export type ChannelId = keyof typeof CHANNEL_TITLES;

/** The status each programme's accessible name ends with (epg:status_*). */
export const STATUS_NAMES = {
  live: 'Live',
  'on-demand': 'On demand',
  upcoming: 'Upcoming',
  disabled: 'No longer available',
} as const;
export type ProgrammeKindName = keyof typeof STATUS_NAMES;

/** The guide's schedule requests (seed 000 §7), the route faults are injected on. */
export const GUIDE_ROUTE = 'GET /apps/epg/*';
export const guideRouteOf = (channel: ChannelId) => `GET /apps/epg/${channel}.*`;

/** The Docs channel's guide wants its token in an API-KEY header (server/modules/content). */
const DOCS_SCHEDULE_TOKEN = 'sc-guide-key-7f3a91';

const FIRST_VIEW_TIMEOUT_MS = 15_000;

/** The stack's live segments are 4 s long (server/modules/content/media-files.ts). */
const LIVE_SEGMENT_MS = 4_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The live guide as a viewer uses it: by role and name. */
export class LiveGuidePage {
  readonly guide: Locator;
  readonly channels: Locator;
  readonly nowButton: Locator;
  readonly earlierButton: Locator;
  readonly laterButton: Locator;
  readonly watchButton: Locator;
  readonly fromStartButton: Locator;
  readonly selected: Locator;

  constructor(
    readonly page: Page,
    readonly stack: Stack,
  ) {
    this.guide = page.getByRole('region', { name: 'TV guide' });
    this.channels = this.guide.getByRole('list', { name: 'Channels' });
    this.nowButton = this.guide.getByRole('button', { name: 'Now', exact: true });
    this.earlierButton = this.guide.getByRole('button', { name: 'Earlier', exact: true });
    this.laterButton = this.guide.getByRole('button', { name: 'Later', exact: true });
    this.watchButton = this.guide.getByRole('button', { name: 'Watch', exact: true });
    this.fromStartButton = this.guide.getByRole('button', { name: 'Start from beginning', exact: true });
    this.selected = this.guide.getByRole('button', { pressed: true });
  }

  /** Moves the stack's clock (`PUT /__stack/clock`): its guides are laid around that moment. */
  async setStackClock(time: number = GUIDE_TEST_TIME): Promise<void> {
    const response = await fetch(`${this.stack.url}/__stack/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: time }),
    });
    expect(response.ok, 'the stack clock moves').toBe(true);
  }

  /** Stack and page start at the same moment; the page's timers then run on Playwright's clock. */
  async startClocksAt(time: number = GUIDE_TEST_TIME): Promise<void> {
    await this.setStackClock(time);
    await this.page.clock.install({ time });
  }

  /** `/p/LiVeTv01` with the ad-supported config and the guide's own query. */
  async open(query: URLSearchParams = new URLSearchParams()): Promise<void> {
    const params = new URLSearchParams({ 'app-config': 'freeavod' });
    for (const [key, value] of query) params.set(key, value);
    await this.page.goto(`/p/${LIVE_PLAYLIST_ID}?${params.toString()}`);
  }

  row(channel: ChannelId): Locator {
    return this.guide.getByRole('list', { name: `Programmes on ${CHANNEL_TITLES[channel]}` });
  }

  /** The programmes of one standing on a channel, in time order. */
  programmes(channel: ChannelId, kind: ProgrammeKindName): Locator {
    return this.row(channel).getByRole('button', { name: new RegExp(`, ${escape(STATUS_NAMES[kind])}$`) });
  }

  details(): Locator {
    return this.guide.locator('.live-guide__details');
  }

  /**
   * The three channels, once the guide has loaded. The first view waits for app start, the
   * playlist and three guides, so it gets longer than one expectation's usual wait.
   */
  async seeChannels(): Promise<void> {
    await expect(this.channels.getByRole('listitem')).toHaveText(Object.values(CHANNEL_TITLES), {
      timeout: FIRST_VIEW_TIMEOUT_MS,
    });
  }

  /** The programme just before the live one that can still be watched: the newest to catch up on. */
  latestCatchUp(channel: ChannelId): Locator {
    return this.programmes(channel, 'on-demand').last();
  }

  async pick(programme: Locator): Promise<{ start: string; end: string }> {
    const times = {
      start: await programme.getAttribute('data-start'),
      end: await programme.getAttribute('data-end'),
    };
    await programme.click();
    await expect(programme).toHaveAttribute('aria-pressed', 'true');
    return { start: times.start ?? '', end: times.end ?? '' };
  }

  /** The selected programme is on `channel`, of that standing, and named in the details. */
  async seeSelected(channel: ChannelId, kind: ProgrammeKindName): Promise<void> {
    await expect(this.selected).toHaveCount(1);
    await expect(this.row(channel).getByRole('button', { pressed: true })).toHaveAccessibleName(
      new RegExp(`, ${escape(STATUS_NAMES[kind])}$`),
    );
    await expect(this.details()).toContainText(CHANNEL_TITLES[channel]);
    const name = (await this.selected.getAttribute('data-start')) ?? '';
    await expect(this.details().locator('time').first()).toHaveAttribute('datetime', name);
  }

  /** The guide's query in the address (seed 002 §2), every other parameter left out. */
  async guideQuery(): Promise<Record<string, string>> {
    const params = new URL(this.page.url()).searchParams;
    const keys = ['play', 'channel', 'start', 'end', 'beginning'];
    return Object.fromEntries([...params].filter(([key]) => keys.includes(key)));
  }

  /** Moves the page's clock on, firing the guide's refresh (seed 002 §4: every 5 s). */
  async advance(ms: number): Promise<void> {
    await this.page.clock.runFor(ms);
  }

  async expectBusy(busy: boolean): Promise<void> {
    await expect(this.guide.locator('.live-guide__guide')).toHaveAttribute('aria-busy', String(busy));
  }

  /** A stack guide's programmes, as the guide fetches them (the Docs guide with its API-KEY). */
  async stackProgrammes(channel: 'LvChan01' | 'LvChan02'): Promise<{ startTime: string; endTime: string }[]> {
    const headers = channel === 'LvChan02' ? { 'API-KEY': DOCS_SCHEDULE_TOKEN } : undefined;
    const response = await fetch(`${this.stack.url}/apps/epg/${channel}.json`, { headers });
    expect(response.ok, `the stack serves the ${channel} guide`).toBe(true);
    return (await response.json()) as { startTime: string; endTime: string }[];
  }

  /** Requests for a channel's live playlist (its `t` says which stretch, seed 002 §2 start). */
  async liveSourceRequests(channel: ChannelId) {
    return this.stack.requests(`/media/live/${channel}/index.m3u8`);
  }

  /**
   * When each live segment the stack served for a channel begins (epoch ms): live segments are
   * named by their sequence number, and segment k starts k x 4 s after the epoch.
   */
  async fetchedSegmentTimes(channel: ChannelId): Promise<number[]> {
    const requests = await this.stack.requests(`/media/live/${channel}/seg-*.m4s`);
    return requests.map((request) => Number(/seg-(\d+)\.m4s$/.exec(request.path)?.[1]) * LIVE_SEGMENT_MS);
  }

  /** Seconds between the guide player's position and the live edge of what it has loaded. */
  async behindLiveEdge(title: string): Promise<number> {
    const video = this.page
      .getByRole('region', { name: `Video player: ${title}`, exact: true })
      .locator('video.player__video');
    return video.evaluate((element: HTMLVideoElement) => {
      const { seekable } = element;
      return seekable.length === 0 ? 0 : seekable.end(seekable.length - 1) - element.currentTime;
    });
  }

  /** Schedule requests the stack has answered, all channels together. */
  async guideRequests(): Promise<number> {
    return (await this.stack.requests('/apps/epg/*')).length;
  }
}
