import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { eventSearchMachine } from './event-search.machine';
import type { SearchParams, SearchResults } from './event-search.types';
import { searchParams as params } from '../../tests/model/event-search.builders';

/** seed 002 §9: the box applies after 300 ms on the results page; athletes 20 at a time. */
const PAGE_DELAY_MS = 300;
const PAGE_SIZE = 20;

const athletes = (n: number): SearchResults => ({
  athletes: Array.from({ length: n }, (_, i) => ({ id: `a-${i}`, title: `Athlete ${i}`, slug: `a-${i}` })),
  sports: [],
  federations: [],
  vod: [],
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The real machine on the results page; every search answers `answer` (or fails). */
async function page(
  start: SearchParams,
  answer: () => Promise<SearchResults> = () => Promise.resolve(athletes(45)),
) {
  const asked: SearchParams[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    eventSearchMachine.provide({
      actors: {
        search: fromPromise<SearchResults, SearchParams>(({ input }) => {
          asked.push(input);
          return answer();
        }),
      },
      actions: { showParams: () => {} },
    }),
    { input: { where: 'page', params: start }, clock },
  );
  actor.start();
  await flush();
  return { actor, clock, asked, snap: () => actor.getSnapshot() };
}

describe('event search machine', () => {
  it('seed 002 §5, §7: the search call gets the parameters searched for', async () => {
    const start = params({ query: 'ana', sport: ['archery'], date: '2026-06-03' });
    const { asked, snap } = await page(start);
    expect(asked).toEqual([start]);
    expect(snap().matches({ results: 'ready' })).toBe(true);
    expect(snap().context.results?.athletes.length).toBe(45);
  });

  it("seed 002 §8: a failed search keeps the call's error ('HTTP error! status: {code}')", async () => {
    const error = new Error('HTTP error! status: 500');
    const { snap } = await page(params({ query: 'ana' }), () => Promise.reject(error));
    expect(snap().matches({ results: 'failed' })).toBe(true);
    expect(snap().context.error).toBe(error);
    expect(snap().context.results).toBeNull();
  });

  it("seed 002 §2, §9: with exactly 20 athletes found, 'Load More' reveals nothing more", async () => {
    const { actor, snap } = await page(params({ query: 'ana' }), () => Promise.resolve(athletes(PAGE_SIZE)));
    actor.send({ type: 'RESULTS.MORE' });
    expect(snap().context.shown).toBe(PAGE_SIZE);
  });

  it('seed 002 §2: an address that says what is already searched does not search again', async () => {
    const { actor, asked, snap } = await page(params({ query: 'ana', sport: ['archery'] }));
    actor.send({ type: 'RESULTS.MORE' });
    actor.send({ type: 'PARAMS.SYNC', params: params({ query: 'ana', sport: ['archery'] }) });
    await flush();
    expect(asked.length).toBe(1);
    expect(snap().matches({ results: 'ready' })).toBe(true);
    // Load More is kept: nothing changed.
    expect(snap().context.shown).toBe(2 * PAGE_SIZE);
  });

  it('seed 002 §2: an address that says something new searches again', async () => {
    const { actor, asked } = await page(params({ query: 'ana' }));
    actor.send({ type: 'PARAMS.SYNC', params: params({ query: 'korfball' }) });
    await flush();
    expect(asked.map((p) => p.query)).toEqual(['ana', 'korfball']);
  });

  it('seed 002 §5: typing only blanks around the query searched does not search again', async () => {
    const { actor, clock, asked, snap } = await page(params({ query: 'ana' }));
    actor.send({ type: 'SEARCH.TYPE', text: ' ana ' });
    clock.increment(PAGE_DELAY_MS);
    await flush();
    expect(asked.length).toBe(1);
    expect(snap().matches({ input: 'settled', results: 'ready' })).toBe(true);
  });

  it('seed 002 §2, §9: each key starts the 300 ms delay again', async () => {
    const { actor, clock, asked, snap } = await page(params());
    actor.send({ type: 'SEARCH.TYPE', text: 'korf' });
    clock.increment(200);
    actor.send({ type: 'SEARCH.TYPE', text: 'korfball' });
    expect(snap().context.draft).toBe('korfball');
    clock.increment(PAGE_DELAY_MS - 1);
    await flush();
    expect(asked).toEqual([]);
    expect(snap().matches({ input: 'typing' })).toBe(true);
    clock.increment(1);
    await flush();
    expect(asked.map((p) => p.query)).toEqual(['korfball']);
    expect(snap().matches({ input: 'settled' })).toBe(true);
  });

  it('seed 002 §2: Enter on what is already searched leaves the box settled', async () => {
    const { actor, clock, asked, snap } = await page(params({ query: 'ana' }));
    actor.send({ type: 'SEARCH.TYPE', text: 'ana' });
    actor.send({ type: 'SEARCH.SUBMIT' });
    expect(snap().matches({ input: 'settled' })).toBe(true);
    clock.increment(PAGE_DELAY_MS);
    await flush();
    expect(asked.length).toBe(1);
  });

  it('seed 002 §2: the delay over what is already searched leaves the box settled', async () => {
    const { actor, clock, snap } = await page(params({ query: 'ana' }));
    actor.send({ type: 'SEARCH.TYPE', text: 'ana' });
    clock.increment(PAGE_DELAY_MS);
    expect(snap().matches({ input: 'settled' })).toBe(true);
  });
});
