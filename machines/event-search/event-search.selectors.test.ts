import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { eventSearchMachine } from './event-search.machine';
import { CATEGORY_OF, sectionOrder, sectionsOf, selectSearchView } from './event-search.selectors';
import type { SearchParams, SearchResults } from './event-search.types';
import { searchParams as params } from '../../tests/model/event-search.builders';

const hits = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${kind}-${i}`, title: `${kind} ${i}`, slug: `${kind}-${i}` }));
const films = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `Mv${i}`, title: `Film ${i}`, mediaType: 'documentary' }));

const results = (athletes: number, sports = 4, federations = 2, vod = 5): SearchResults => ({
  athletes: hits(athletes, 'athlete'),
  sports: hits(sports, 'sport'),
  federations: hits(federations, 'federation'),
  vod: films(vod),
});
const NOTHING: SearchResults = { athletes: [], sports: [], federations: [], vod: [] };

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Answer = { resolve: (r: SearchResults) => void; reject: (e: unknown) => void };

/** The real machine; each search waits for the test to answer it. */
function search(where: 'page' | 'panel', start?: SearchParams) {
  const answers: Answer[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    eventSearchMachine.provide({
      actors: {
        search: fromPromise<SearchResults, SearchParams>(
          () => new Promise<SearchResults>((resolve, reject) => answers.push({ resolve, reject })),
        ),
      },
      actions: { showParams: () => {} },
    }),
    { input: start ? { where, params: start } : { where }, clock },
  );
  actor.start();
  return {
    actor,
    clock,
    view: () => selectSearchView(actor.getSnapshot()),
    async answer(r: SearchResults) {
      answers.at(-1)!.resolve(r);
      await flush();
    },
    async fail() {
      answers.at(-1)!.reject(new Error('HTTP error! status: 500'));
      await flush();
    },
  };
}

describe('event search selectors', () => {
  it('seed 002 §2: result sections are Media, Sports, Federations, Athletes', () => {
    expect(sectionOrder(params())).toEqual(['vod', 'sports', 'federations', 'athletes']);
  });

  it.each([
    ['sport', ['sports', 'vod', 'federations', 'athletes']],
    ['federation', ['federations', 'vod', 'sports', 'athletes']],
    ['vod', ['vod', 'sports', 'federations', 'athletes']],
    ['athletes', ['athletes', 'vod', 'sports', 'federations']],
  ] as const)('seed 002 §2: category %s sets the section order (its section first)', (category, want) => {
    expect(sectionOrder(params({ category }))).toEqual(want);
  });

  it('seed 002 §2: with a date set, only the media section shows', () => {
    expect(sectionOrder(params({ date: '2026-06-03' }))).toEqual(['vod']);
    expect(sectionOrder(params({ date: '2026-06-03', category: 'athletes' }))).toEqual(['vod']);
  });

  it("seed 002 §2: the panel's 'N more' link names the section's category", () => {
    expect(CATEGORY_OF).toEqual({
      vod: 'vod',
      sports: 'sport',
      federations: 'federation',
      athletes: 'athletes',
    });
  });

  it("seed 002 §2, §9: the header panel shows at most 3 results per category, the rest as 'N more'", () => {
    const sections = sectionsOf(results(45, 4, 2, 3), params(), { panel: true, athletesShown: 20 });
    expect(sections.map((s) => [s.key, s.hits.length, s.total, s.hidden])).toEqual([
      ['vod', 3, 3, 0],
      ['sports', 3, 4, 1],
      ['federations', 2, 2, 0],
      ['athletes', 3, 45, 42],
    ]);
    expect(sections[1]!.hits.map((h) => h.id)).toEqual(['sport-0', 'sport-1', 'sport-2']);
  });

  it('seed 002 §2, §9: the results page shows every media, sport and federation hit and the athletes shown so far', () => {
    const sections = sectionsOf(results(45, 4, 2, 7), params({ category: 'athletes' }), {
      panel: false,
      athletesShown: 40,
    });
    expect(sections.map((s) => [s.key, s.hits.length, s.total, s.hidden])).toEqual([
      ['athletes', 40, 45, 5],
      ['vod', 7, 7, 0],
      ['sports', 4, 4, 0],
      ['federations', 2, 2, 0],
    ]);
    expect(sections[0]!.hits.at(-1)!.id).toBe('athlete-39');
  });

  it('seed 002 §2, §9: only the athletes come 20 at a time: 25 media hits all show on the page', () => {
    const sections = sectionsOf(results(45, 21, 22, 25), params(), { panel: false, athletesShown: 20 });
    expect(sections.map((s) => [s.key, s.hits.length, s.hidden])).toEqual([
      ['vod', 25, 0],
      ['sports', 21, 0],
      ['federations', 22, 0],
      ['athletes', 20, 25],
    ]);
  });

  it("seed 002 §2, §4: while a changed search runs, the previous answer's sections and 'Load More' do not show", async () => {
    const page = search('page', params({ query: 'ana' }));
    await page.answer(results(45));
    expect(page.view().canLoadMore).toBe(true);
    page.actor.send({ type: 'FILTER.SET', params: { sport: ['archery'] } });
    expect(page.view()).toMatchObject({
      status: 'searching',
      sections: [],
      noResults: false,
      canLoadMore: false,
    });
  });

  it('seed 002 §5: every parameter blank: nothing is searched and nothing shows', () => {
    const page = search('page');
    expect(page.view()).toEqual({
      status: 'empty',
      draft: '',
      params: params(),
      filterCount: 0,
      panelOpen: false,
      panelShown: false,
      sections: [],
      noResults: false,
      canLoadMore: false,
    });
  });

  it("seed 002 §2, §9: the page searches, shows 20 athletes with 'Load More', which adds 20", async () => {
    const page = search('page', params({ query: 'ana', sport: ['archery', 'korfball'], country: ['NL'] }));
    expect(page.view()).toMatchObject({
      status: 'searching',
      sections: [],
      noResults: false,
      canLoadMore: false,
    });
    expect(page.view().filterCount).toBe(3);
    expect(page.view().draft).toBe('ana');
    await page.answer(results(45, 0, 1, 2));
    const ready = page.view();
    expect(ready.status).toBe('ready');
    expect(ready.params).toEqual(params({ query: 'ana', sport: ['archery', 'korfball'], country: ['NL'] }));
    // Empty sections do not show.
    expect(ready.sections.map((s) => [s.key, s.hits.length, s.hidden])).toEqual([
      ['vod', 2, 0],
      ['federations', 1, 0],
      ['athletes', 20, 25],
    ]);
    expect(ready.noResults).toBe(false);
    expect(ready.canLoadMore).toBe(true);
    page.actor.send({ type: 'RESULTS.MORE' });
    expect(page.view().sections.at(-1)!.hits.length).toBe(40);
    expect(page.view().canLoadMore).toBe(true);
    page.actor.send({ type: 'RESULTS.MORE' });
    expect(page.view().sections.at(-1)!.hits.length).toBe(45);
    expect(page.view().canLoadMore).toBe(false);
  });

  it("seed 002 §2: exactly 20 athletes found: no 'Load More'", async () => {
    const page = search('page', params({ query: 'ana' }));
    await page.answer(results(20));
    expect(page.view().canLoadMore).toBe(false);
    expect(page.view().sections.find((s) => s.key === 'athletes')!.hits.length).toBe(20);
  });

  it("seed 002 §2: 21 athletes found: 'Load More' shows", async () => {
    const page = search('page', params({ query: 'ana' }));
    await page.answer(results(21));
    expect(page.view().canLoadMore).toBe(true);
  });

  it('seed 002 §2, §8: nothing found shows the no-results message', async () => {
    const page = search('page', params({ query: 'zzz' }));
    await page.answer(NOTHING);
    expect(page.view()).toMatchObject({ status: 'ready', sections: [], noResults: true, canLoadMore: false });
  });

  it('seed 002 §8: a failed search shows neither results nor the no-results message', async () => {
    const page = search('page', params({ query: 'ana' }));
    await page.fail();
    expect(page.view()).toMatchObject({
      status: 'failed',
      sections: [],
      noResults: false,
      canLoadMore: false,
    });
  });

  it('seed 002 §2: with a date set, the page shows only the media section', async () => {
    const page = search('page', params({ date: '2026-06-03' }));
    expect(page.view().filterCount).toBe(1);
    await page.answer(results(30));
    expect(page.view().sections.map((s) => s.key)).toEqual(['vod']);
  });

  it("seed 002 §2, §9: the header panel opens on input, shows 3 per category with 'N more' and no 'Load More'", async () => {
    const panel = search('panel');
    expect(panel.view()).toMatchObject({ panelOpen: false, panelShown: false });
    panel.actor.send({ type: 'SEARCH.TYPE', text: 'ana' });
    // Open, but nothing is asked yet: the panel shows nothing.
    expect(panel.view()).toMatchObject({ draft: 'ana', panelOpen: true, panelShown: false, status: 'empty' });
    panel.clock.increment(350);
    expect(panel.view()).toMatchObject({ status: 'searching', panelShown: true });
    await panel.answer(results(45));
    const view = panel.view();
    expect(view.canLoadMore).toBe(false);
    expect(view.sections.map((s) => [s.key, s.hits.length, s.hidden])).toEqual([
      ['vod', 3, 2],
      ['sports', 3, 1],
      ['federations', 2, 0],
      ['athletes', 3, 42],
    ]);
    panel.actor.send({ type: 'PANEL.CLOSE' });
    expect(panel.view()).toMatchObject({ panelOpen: false, panelShown: false });
  });

  it('seed 002 §2: the header panel opens on a click', () => {
    const panel = search('panel');
    panel.actor.send({ type: 'PANEL.OPEN' });
    expect(panel.view()).toMatchObject({ panelOpen: true, panelShown: false });
  });
});
