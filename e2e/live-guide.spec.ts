import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/stack-fixture';
import { test } from './support/page-fixtures';
import { CHANNEL_TITLES, GUIDE_TEST_TIME } from './models/live-guide.model';
import { LIVE_START_MS, PlayerPage } from './models/player.model';

/**
 * The live guide as a viewer meets it (seed 002 §2 live guide, §4 programme rules, §9 sizes),
 * against the local stack's live channels at a fixed moment shared by the stack and the page.
 */
test.describe('live guide', () => {
  test('a viewer finds the live programme, goes back to now and starts a programme from its beginning', async ({
    page,
    guide,
  }) => {
    await guide.startClocksAt(GUIDE_TEST_TIME);
    await guide.open();

    // Three channels, each with its live programme marked, the first one's selected.
    await guide.seeChannels();
    for (const channel of ['LvChan01', 'LvChan02', 'LvChan03'] as const) {
      await expect(guide.programmes(channel, 'live')).toHaveCount(1);
    }
    await guide.seeSelected('LvChan01', 'live');
    await expect(guide.selected).toHaveClass(/live-guide__programme--live/);
    await expect(page.getByTestId('now-line')).toBeInViewport();
    await expect(guide.watchButton).toBeVisible();
    await expectNoAxeViolations(page);

    // Away from now and back: 'Now' scrolls the grid to the now-line and keeps the live programme.
    await guide.laterButton.click();
    await guide.laterButton.click();
    await expect(page.getByTestId('now-line')).not.toBeInViewport();
    await guide.nowButton.click();
    await expect(page.getByTestId('now-line')).toBeInViewport();
    await guide.seeSelected('LvChan01', 'live');

    // A programme that ended within the 8 h window can be started from its beginning.
    const { start, end } = await guide.pick(guide.latestCatchUp('LvChan01'));
    await guide.seeSelected('LvChan01', 'on-demand');
    await guide.fromStartButton.click();
    await expect(page).toHaveURL(/[?&]beginning=1(&|$)/);
    expect(await guide.guideQuery()).toEqual({ play: '1', channel: 'LvChan01', start, end, beginning: '1' });

    // A programme that started before the window is on the grid but cannot be picked.
    const old = guide.programmes('LvChan01', 'disabled').first();
    await expect(old).toBeDisabled();
    await expect(old).toHaveAccessibleName(/, No longer available$/);
    await expectNoAxeViolations(page);
  });

  test('the guide moves with the clock: the selection follows the live programme every 5 s', async ({
    page,
    guide,
  }) => {
    await guide.startClocksAt(GUIDE_TEST_TIME);
    await guide.open();
    await guide.seeSelected('LvChan01', 'live');
    const live = await guide.selected.getAttribute('data-start');
    const endsAt = Date.parse((await guide.selected.getAttribute('data-end')) ?? '');

    // Stop the clock a second before the live programme ends: it is still the one selected.
    await page.clock.pauseAt(endsAt - 1_000);
    await expect(guide.selected).toHaveAttribute('data-start', live ?? '');
    // The next refresh (at most 5 s later) moves the selection to the programme that follows.
    await guide.advance(5_000);
    await guide.seeSelected('LvChan01', 'live');
    await expect(guide.selected).toHaveAttribute('data-start', new Date(endsAt).toISOString());
    await expect(
      guide
        .row('LvChan01')
        .getByRole('button', { name: /, On demand$/ })
        .last(),
    ).toHaveAttribute('data-start', live ?? '');
  });

  test('the chosen channel plays above the guide, live and from the start of its programme', async ({
    page,
    stack,
    guide,
  }) => {
    test.setTimeout(60_000 + 2 * LIVE_START_MS);
    const player = new PlayerPage(page, stack);
    const title = CHANNEL_TITLES.LvChan01;
    // The guide's player is the subject here, not the pre-roll each new player would play first.
    await player.useSite({ ads: false, inline: true });
    await guide.startClocksAt(GUIDE_TEST_TIME);
    await guide.open();
    await guide.seeSelected('LvChan01', 'live');
    const programmeStart = Date.parse((await guide.selected.getAttribute('data-start')) ?? '');
    const pageNow = () => page.evaluate(() => Date.now());

    // Watch: the channel at its live edge (seed 002 §2), the guide still below it.
    await guide.watchButton.click();
    await player.seePlaying(title, { live: true });
    await guide.seeSelected('LvChan01', 'live');
    const live = await guide.liveSourceRequests('LvChan01');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((request) => !new URLSearchParams(request.query).has('t'))).toBe(true);
    expect(Math.max(...(await guide.fetchedSegmentTimes('LvChan01')))).toBeGreaterThan(
      (await pageNow()) - 30_000,
    );
    await expectNoAxeViolations(page);

    // Start from beginning: the live programme from its start, well behind the live edge.
    await guide.fromStartButton.click();
    await expect(page).toHaveURL(/[?&]beginning=1(&|$)/);
    await player.seePlaying(title, { live: true });
    const shifted = (await guide.liveSourceRequests('LvChan01')).filter((r) =>
      new URLSearchParams(r.query).has('t'),
    );
    expect(shifted.length).toBeGreaterThan(0);
    const [from] = (new URLSearchParams(shifted[0]?.query).get('t') ?? '').split(/-(?=\d{4}-)/);
    expect(Date.parse(from ?? '')).toBe(programmeStart);
    // The stream's first moments are fetched, and the player sits about as far back as the programme began.
    const times = await guide.fetchedSegmentTimes('LvChan01');
    expect(times.some((time) => time >= programmeStart && time < programmeStart + 30_000)).toBe(true);
    const sinceStart = ((await pageNow()) - programmeStart) / 1000;
    expect(await guide.behindLiveEdge(title)).toBeGreaterThan(sinceStart - 60);
    await expectNoAxeViolations(page);
  });

  test("a live channel's media page opens the guide on that channel", async ({ page, guide }) => {
    await guide.startClocksAt(GUIDE_TEST_TIME);
    await page.goto('/m/LvChan03?app-config=freeavod');
    await expect(page).toHaveURL(/\/p\/LiVeTv01\?(.*&)?channel=LvChan03/);
    await guide.seeSelected('LvChan03', 'live');
    await expect(guide.details()).toContainText(CHANNEL_TITLES.LvChan03);
  });

  test('the channel column and rows take the sizes of seed 002 §9 on small and large screens', async ({
    page,
    guide,
  }) => {
    await guide.startClocksAt(GUIDE_TEST_TIME);
    await page.setViewportSize({ width: 1280, height: 900 });
    await guide.open();
    await guide.seeChannels();
    const channel = guide.channels.getByRole('listitem').first();
    expect((await guide.channels.boundingBox())?.width).toBe(184);
    expect((await channel.boundingBox())?.height).toBe(106);
    expect((await guide.row('LvChan01').boundingBox())?.height).toBe(106);
    // A day is 7200 px: one hour of programme is 300 px wide (Lanternfish One's live one included).
    const live = guide.programmes('LvChan01', 'live');
    const minutes =
      (Date.parse((await live.getAttribute('data-end')) ?? '') -
        Date.parse((await live.getAttribute('data-start')) ?? '')) /
      60_000;
    const cell = await live.locator('xpath=..').boundingBox();
    expect(cell?.width).toBe(minutes * 5);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => (await guide.channels.boundingBox())?.width).toBe(70);
    expect((await channel.boundingBox())?.height).toBe(80);
    // The narrow column shows the logo only; the channel's name is still its accessible text.
    await expect(guide.channels.getByRole('listitem')).toHaveText(Object.values(CHANNEL_TITLES));
    await expectNoAxeViolations(page);
  });
});
