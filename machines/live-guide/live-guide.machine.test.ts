import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { liveGuideMachine } from './live-guide.machine';
import { selectGuideView } from './live-guide.selectors';
import type { EpgChannel, GuideSchedules, LoadSchedulesInput, WatchQuery } from './live-guide.types';

const BASE = Date.parse('2026-11-21T10:59:55Z');
const iso = (text: string) => new Date(text).toISOString();

const channel: EpgChannel = {
  id: 'LvChan01',
  title: 'Lanternfish One',
  description: '',
  channelLogoImage: '',
  backgroundImage: '',
  catchupHours: 8,
  programs: [
    {
      id: 'morning',
      title: 'Morning',
      startTime: iso('2026-11-21T10:00:00Z'),
      endTime: iso('2026-11-21T11:00:00Z'),
    },
    {
      id: 'noon',
      title: 'Noon',
      startTime: iso('2026-11-21T11:00:00Z'),
      endTime: iso('2026-11-21T12:00:00Z'),
    },
    {
      id: 'night',
      title: 'Night',
      startTime: iso('2026-11-21T01:00:00Z'),
      endTime: iso('2026-11-21T02:00:00Z'),
    },
  ],
};
const schedules: GuideSchedules = { channels: [channel], unavailableChannelIds: [] };

type Deferred = {
  input: LoadSchedulesInput;
  resolve: (s: GuideSchedules) => void;
  reject: (e: unknown) => void;
};

/** The guide on a simulated clock whose `now()` moves with it, and its schedule loads held by the test. */
function startGuide(
  request: { channelId: string | null; start: string | null } = { channelId: null, start: null },
) {
  const clock = new SimulatedClock();
  /** The wall clock may run ahead of the simulated one (a slow load, a tab woken up): `wall.skew`. */
  const wall = { skew: 0 };
  const loads: Deferred[] = [];
  const navigations: (WatchQuery | null)[] = [];
  const machine = liveGuideMachine.provide({
    actors: {
      loadSchedules: fromPromise<GuideSchedules, LoadSchedulesInput>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject })),
      ),
    },
    actions: { navigate: (_, params) => navigations.push(params.query) },
  });
  const actor = createActor(machine, {
    clock,
    input: { playlistId: 'LiVeTv01', ...request, now: () => BASE + clock.now() + wall.skew },
  });
  actor.start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, wall, loads, navigations, flush };
}

describe('live guide timing', () => {
  it('works out the live programme again after exactly 5 s, not before (seed 002 §4)', async () => {
    const { actor, clock, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: 'morning' });

    clock.increment(4_999);
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('morning');
    expect(actor.getSnapshot().context.now).toBe(BASE);
    clock.increment(1);
    expect(actor.getSnapshot().context.now).toBe(BASE + 5_000);
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: 'noon' });
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('noon');
    // The refresh keeps going: the next reading comes 5 s later.
    clock.increment(5_000);
    expect(actor.getSnapshot().context.now).toBe(BASE + 10_000);
  });

  it('keeps a programme the viewer picked when it stops being live', async () => {
    const { actor, clock, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    actor.send({ type: 'PROGRAMME.SELECT', channelId: 'LvChan01', programmeId: 'morning' });
    clock.increment(5_000);
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('morning');
    const view = selectGuideView(actor.getSnapshot());
    expect(view.status === 'ready' && view.selected?.programme?.kind).toBe('on-demand');

    actor.send({ type: 'GUIDE.NOW' });
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('noon');
    expect(actor.getSnapshot().context.scroll.target).toBe('now');
  });

  it('refetches the schedules after 30 s and keeps the old ones when that fails', async () => {
    const { actor, clock, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    clock.increment(29_999);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: 'refetching' })).toBe(true);
    expect(loads).toHaveLength(2);
    expect(loads[1]?.input).toEqual({ playlistId: 'LiVeTv01' });

    loads[1]?.reject(new Error('Request failed with 500'));
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'current' })).toBe(true);
    expect(actor.getSnapshot().context.channels).toEqual([channel]);

    clock.increment(30_000);
    const moved: EpgChannel = { ...channel, programs: channel.programs.filter((p) => p.id !== 'noon') };
    loads[2]?.resolve({ channels: [moved], unavailableChannelIds: [] });
    await flush();
    expect(actor.getSnapshot().context.channels).toEqual([moved]);
    // 11:00:55: nothing is on any more, and the selection followed the live programme.
    expect(actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: null });
  });

  it('falls back to the live programme when a picked one leaves the schedule', async () => {
    const { actor, clock, loads, flush } = startGuide({
      channelId: 'LvChan01',
      start: '2026-11-21T11:00:00Z',
    });
    loads[0]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('noon');
    expect(actor.getSnapshot().context.followLive).toBe(false);
    clock.increment(30_000);
    loads[1]?.resolve({
      channels: [{ ...channel, programs: channel.programs.slice(0, 1) }],
      unavailableChannelIds: [],
    });
    await flush();
    expect(actor.getSnapshot().context.followLive).toBe(true);
  });

  it('shows the error and loads again on Retry', async () => {
    const { actor, loads, flush } = startGuide();
    loads[0]?.reject(new Error('All guides failed'));
    await flush();
    expect(selectGuideView(actor.getSnapshot())).toEqual({
      status: 'failed',
      failure: { message: 'All guides failed' },
    });
    actor.send({ type: 'RETRY' });
    expect(selectGuideView(actor.getSnapshot())).toEqual({ status: 'loading' });
    expect(loads).toHaveLength(2);
  });
});

describe('live guide clock readings (seed 002 §4: live when now is between start and end)', () => {
  it('judges the schedules by the moment they arrive, not the moment they were asked for', async () => {
    const { actor, wall, loads, flush } = startGuide();
    wall.skew = 10_000; // the load took 10 s: 11:00:05, 'noon' is on
    loads[0]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: 'noon' });
    expect(actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: 'noon' });
  });

  it("goes to the programme live when 'Now' is pressed, between two refreshes", async () => {
    const { actor, wall, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    actor.send({ type: 'PROGRAMME.SELECT', channelId: 'LvChan01', programmeId: 'morning' });
    wall.skew = 6_000; // 11:00:01, before the next 5 s refresh
    actor.send({ type: 'GUIDE.NOW' });
    expect(actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: 'noon' });
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: 'noon' });
  });

  it('judges refetched schedules by the moment they arrive', async () => {
    const { actor, clock, wall, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    clock.increment(30_000); // 11:00:25, refetch under way
    wall.skew = 60 * 60 * 1000; // it answers at 12:00:25: 'noon' has ended
    loads[1]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: null });
  });

  it('keeps working out the live programme every 5 s while a refetch is slow', async () => {
    const { actor, clock, wall, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    clock.increment(30_000); // 11:00:25, refetch under way, 'noon' on
    expect(actor.getSnapshot().matches({ ready: 'refetching' })).toBe(true);
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: 'noon' });
    wall.skew = 60 * 60 * 1000;
    clock.increment(5_000); // 12:00:30, still waiting for the refetch
    expect(actor.getSnapshot().matches({ ready: 'refetching' })).toBe(true);
    expect(actor.getSnapshot().context.liveProgrammeIds).toEqual({ LvChan01: null });
  });
});

describe('live guide without channels', () => {
  it('keeps refreshing with nothing to show, and selects the live programme when a refetch brings channels', async () => {
    const { actor, clock, loads, flush } = startGuide();
    loads[0]?.resolve({ channels: [], unavailableChannelIds: [] });
    await flush();
    clock.increment(5_000);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.selection).toBeNull();
    clock.increment(25_000); // 11:00:25: the refetch
    loads[1]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: 'noon' });
    expect(actor.getSnapshot().context.followLive).toBe(true);
  });
});

describe('live guide scrolling (seed 002 §2: the guide opens on the programme asked for; a Now button)', () => {
  it('asks the grid to scroll once on load and again on every Now', async () => {
    const { actor, loads, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    expect(actor.getSnapshot().context.scroll).toEqual({ target: 'selection', seq: 1 });
    actor.send({ type: 'GUIDE.NOW' });
    expect(actor.getSnapshot().context.scroll).toEqual({ target: 'now', seq: 2 });
    // A second 'Now' must be a new request, or the grid would not scroll back.
    actor.send({ type: 'GUIDE.NOW' });
    expect(actor.getSnapshot().context.scroll).toEqual({ target: 'now', seq: 3 });
  });
});

describe('live guide actions', () => {
  it('offers no Watch when nothing is on, or when there is no channel at all', async () => {
    const empty = startGuide();
    empty.loads[0]?.resolve({ channels: [], unavailableChannelIds: [] });
    await empty.flush();
    expect(empty.actor.getSnapshot().context.selection).toBeNull();
    expect(empty.actor.getSnapshot().can({ type: 'PROGRAMME.WATCH' })).toBe(false);
    expect(empty.actor.getSnapshot().can({ type: 'PROGRAMME.WATCH_FROM_START' })).toBe(false);

    const idle = startGuide();
    idle.wall.skew = 2 * 60 * 60 * 1000; // 12:59:55: nothing on the channel
    idle.loads[0]?.resolve(schedules);
    await idle.flush();
    expect(idle.actor.getSnapshot().context.selection).toEqual({ channelId: 'LvChan01', programmeId: null });
    expect(idle.actor.getSnapshot().can({ type: 'PROGRAMME.WATCH' })).toBe(false);
    expect(idle.actor.getSnapshot().can({ type: 'PROGRAMME.WATCH_FROM_START' })).toBe(false);
  });

  it('navigates with the watch query (seed 002 §2) and refuses what the programme does not allow', async () => {
    const { actor, loads, navigations, flush } = startGuide();
    loads[0]?.resolve(schedules);
    await flush();
    actor.send({ type: 'PROGRAMME.WATCH' });
    actor.send({ type: 'PROGRAMME.WATCH_FROM_START' });
    expect(navigations).toEqual([
      { play: '1', channel: 'LvChan01' },
      {
        play: '1',
        channel: 'LvChan01',
        start: '2026-11-21T10:00:00.000Z',
        end: '2026-11-21T11:00:00.000Z',
        beginning: '1',
      },
    ]);

    // The night programme started 10 h ago: older than the 8 h window, so it cannot be picked.
    actor.send({ type: 'PROGRAMME.SELECT', channelId: 'LvChan01', programmeId: 'night' });
    expect(actor.getSnapshot().context.selection?.programmeId).toBe('morning');

    actor.send({ type: 'PROGRAMME.SELECT', channelId: 'LvChan01', programmeId: 'noon' });
    expect(actor.getSnapshot().context.watch).toBeNull();
    expect(actor.getSnapshot().can({ type: 'PROGRAMME.WATCH' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'PROGRAMME.WATCH_FROM_START' })).toBe(false);
  });

  it('judges programmes by its own clock reading, never by the system time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { actor, loads, flush } = startGuide();
      loads[0]?.resolve(schedules);
      await vi.waitFor(flush);
      vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
      // A day later by the system clock, but the guide's reading still has 'morning' live.
      expect(actor.getSnapshot().can({ type: 'PROGRAMME.WATCH' })).toBe(true);
      expect(
        actor.getSnapshot().can({ type: 'PROGRAMME.SELECT', channelId: 'LvChan01', programmeId: 'night' }),
      ).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
