import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { PROGRESS_SAVE_INTERVAL_MS } from './history-rules';
import { watchHistoryMachine } from './watch-history.machine';
import { selectContinueWatching, selectProgress, selectStartTime } from './watch-history.selectors';
import type {
  HistoryEntry,
  LoadHistoryInput,
  PersistHistoryInput,
  PersistResult,
  WatchedMedia,
} from './watch-history.types';

const film: WatchedMedia = { mediaid: 'MvAct001', title: 'Breakwater' };
const DURATION = 6240;

function start(
  options: {
    stored?: HistoryEntry[];
    enabled?: boolean;
    persist?: (input: PersistHistoryInput) => Promise<PersistResult>;
  } = {},
) {
  const clock = new SimulatedClock();
  const saves: PersistHistoryInput[] = [];
  const actor = createActor(
    watchHistoryMachine.provide({
      actors: {
        loadHistory: fromPromise<HistoryEntry[], LoadHistoryInput>(async () => options.stored ?? []),
        persistHistory: fromPromise<PersistResult, PersistHistoryInput>(({ input }) => {
          saves.push(input);
          return options.persist ? options.persist(input) : Promise.resolve('saved');
        }),
      },
    }),
    { input: { enabled: options.enabled ?? true, backend: 'local' }, clock },
  );
  actor.start();
  const record = (seconds: number, media: WatchedMedia = film, duration = DURATION) =>
    actor.send({ type: 'PROGRESS.RECORD', media, position: seconds, duration });
  return { actor, clock, saves, record };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving watch progress (seed 002 §4, §9)', () => {
  it('records time updates without saving, then saves once the 5 minutes are up', async () => {
    const { actor, clock, saves, record } = start();
    await settle();
    record(600);
    record(612);
    clock.increment(PROGRESS_SAVE_INTERVAL_MS - 1);
    expect(saves).toHaveLength(0);
    record(900);
    clock.increment(1);
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.change).toEqual({
      type: 'save',
      entry: { mediaid: 'MvAct001', progress: 900 / DURATION, title: 'Breakwater', duration: DURATION },
    });
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('saves at most once per interval however often the player reports', async () => {
    const { clock, saves, record } = start();
    await settle();
    for (let second = 1; second <= 600; second += 1) {
      record(second);
      clock.increment(1000);
      // A save started at a report finishes before the next ten reports are checked.
      if (second % 10 === 0) await settle();
    }
    // 600 s of updates: saved at 300 s and at 600 s.
    expect(saves).toHaveLength(2);
  });

  it.each(['pause', 'play', 'ended', 'unmount', 'pagehide', 'hidden'] as const)(
    'saves at once on %s',
    async (reason) => {
      const { actor, saves, record } = start();
      await settle();
      record(1200);
      actor.send({ type: 'PROGRESS.FLUSH', reason });
      await settle();
      expect(saves).toHaveLength(1);
      expect(selectProgress(actor.getSnapshot(), film.mediaid)).toBeCloseTo(1200 / DURATION);
    },
  );

  it('does not save again when nothing changed since the last save', async () => {
    const { actor, clock, saves, record } = start();
    await settle();
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    // The player reports the same position again (paused): nothing new to save.
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'play' });
    clock.increment(PROGRESS_SAVE_INTERVAL_MS);
    await settle();
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('saves another item reported at the same position and duration (seed 002 §4: saved on pause)', async () => {
    const { actor, saves, record } = start();
    await settle();
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    const trailer: WatchedMedia = { mediaid: 'MvAct002', title: 'Breakwater II' };
    record(1200, trailer);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    expect(saves).toHaveLength(2);
    expect(saves[1]?.change).toMatchObject({ type: 'save', entry: { mediaid: 'MvAct002' } });
  });

  it('saves a new duration at the same progress (seed 000 §4: a history item keeps its duration)', async () => {
    const { actor, saves, record } = start();
    await settle();
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    // The same item measured again at twice the length: the same progress, another duration.
    record(2400, film, 2 * DURATION);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    expect(saves).toHaveLength(2);
    expect(saves[1]?.change).toMatchObject({
      type: 'save',
      entry: { mediaid: film.mediaid, duration: 2 * DURATION },
    });
  });

  it('keeps a failed save in memory and writes it with the next save', async () => {
    let fail = true;
    const { actor, saves, record } = start({
      persist: async () => {
        if (fail) throw { kind: 'storage', message: 'The quota has been exceeded.' };
        return 'saved';
      },
    });
    await settle();
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    expect(selectProgress(actor.getSnapshot(), film.mediaid)).toBeCloseTo(1200 / DURATION);

    fail = false;
    // Nothing new was played, yet the unsaved progress is written on the next occasion.
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pagehide' });
    await settle();
    expect(saves).toHaveLength(2);
    expect(saves[1]?.list[0]?.mediaid).toBe(film.mediaid);
  });

  it('does not record live streams (duration 0)', async () => {
    const { actor, record } = start();
    await settle();
    record(30, { mediaid: 'LvChan01' }, 0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('records nothing with continueWatchingList off', () => {
    const { actor, record, saves } = start({ enabled: false });
    record(1200);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    expect(actor.getSnapshot().value).toBe('disabled');
    expect(saves).toHaveLength(0);
  });
});

describe('continue watching (seed 000 §4)', () => {
  it('drops an item once it passes 95 %, and starts others at progress × duration', async () => {
    const { actor, record } = start();
    await settle();
    record(0.4 * DURATION);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    expect(selectContinueWatching(actor.getSnapshot()).map((e) => e.mediaid)).toEqual([film.mediaid]);
    expect(selectStartTime(actor.getSnapshot(), film.mediaid, DURATION)).toBeCloseTo(0.4 * DURATION);

    record(0.96 * DURATION);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'ended' });
    await settle();
    expect(selectContinueWatching(actor.getSnapshot())).toEqual([]);
    expect(selectStartTime(actor.getSnapshot(), film.mediaid, DURATION)).toBe(0);
  });

  it('replaces the episode of the same series and moves it to the front', async () => {
    const stored: HistoryEntry[] = [
      { mediaid: 'MvDrm001', progress: 0.3 },
      { mediaid: 'EpHL1E01', progress: 0.5, seriesId: 'SrHarb01' },
    ];
    const { actor, record } = start({ stored });
    await settle();
    record(600, { mediaid: 'EpHL1E02', seriesId: 'SrHarb01' }, 2880);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await settle();
    expect(selectContinueWatching(actor.getSnapshot()).map((e) => e.mediaid)).toEqual([
      'EpHL1E02',
      'MvDrm001',
    ]);
  });

  it('offers no clearing while watching when continue watching shows nothing (seed 001 §2, seed 000 §4)', async () => {
    const { actor, record } = start();
    await settle();
    record(0.97 * DURATION);
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'ended' });
    await settle();
    expect(actor.getSnapshot().value).toBe('watching');
    actor.send({ type: 'HISTORY.CLEAR_REQUEST' });
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('clears after the confirmation only', async () => {
    const { actor, saves } = start({ stored: [{ mediaid: 'MvDrm001', progress: 0.3 }] });
    await settle();
    actor.send({ type: 'HISTORY.CLEAR_REQUEST' });
    actor.send({ type: 'HISTORY.CLEAR_CANCEL' });
    expect(selectContinueWatching(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'HISTORY.CLEAR_REQUEST' });
    actor.send({ type: 'HISTORY.CLEAR_CONFIRM' });
    await settle();
    expect(selectContinueWatching(actor.getSnapshot())).toEqual([]);
    expect(saves.at(-1)).toEqual({ backend: 'local', list: [], change: { type: 'clear' } });
  });
});

describe('where the history lives (seed 000 §4)', () => {
  it("a login whose history cannot load shows no history, not this browser's", async () => {
    const actor = createActor(
      watchHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise<HistoryEntry[], LoadHistoryInput>(async ({ input }) => {
            if (input.backend === 'local') return [{ mediaid: 'MvDrm001', progress: 0.3 }];
            throw { kind: 'network', message: 'Network request failed' };
          }),
        },
      }),
      { input: { enabled: true, backend: 'local' } },
    );
    actor.start();
    await settle();
    expect(selectContinueWatching(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'own-backend', carryOver: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.history).toEqual([]);
  });
});
