import { eventSearchMachine } from '@machines/event-search/event-search.machine';
import type { SearchParams, SearchResults } from '@machines/event-search/event-search.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import { searchParams as params } from './event-search.builders';

/** What decides the search's next step: what is asked for, what is typed and what came back. */
export type EventSearchProjection = {
  where: 'page' | 'panel';
  query: string;
  draft: string;
  sports: number;
  date: string;
  shown: number;
  /** Athletes found, or null before an answer. */
  found: number | null;
};

type P = EventSearchProjection;
type State = ProjectedState<P>;
type Step = o.OracleStep<P>;

/** seed 002 §5, §9: the numbers of the spec, written here and never read from the machine. */
const SEED = { pageDelayMs: 300, panelDelayMs: 350, pageSize: 20 } as const;

const R = {
  blank: 'seed 002 §5: search runs only if at least one parameter is non-blank',
  delay:
    'seed 002 §2, §9: the search box applies after a delay: 300 ms on the results page, 350 ms in the header panel',
  clear: 'seed 002 §2: the clear button resets the search',
  filters: 'seed 002 §2: the filters (sports, countries, athletes, date) and Clear Filter change the search',
  address:
    'seed 002 §2: the query parameters query, category, sport, athlete, country and date are the search',
  reset: 'seed 002 §4: changing a filter resets the page',
  more: "seed 002 §2, §9: athletes 20 at a time, 'Load More' adds 20",
  answer: 'seed 002 §7: GET {backend}/api/search answers athletes, sports, federations and vod',
  failed: "seed 002 §8: a failed search call throws 'HTTP error! status: {code}'",
  panel: 'seed 002 §2: the header search panel opens on input or click and closes on outside click',
} as const;

const blank = (s: P) => s.query.trim() === '' && s.sports === 0 && s.date === '';
const isTyping = (s: State) => JSON.stringify(s.value).includes('"typing"');
const resultsState = (s: State) => (s.value as { results?: string }).results;
const textOf = (s: Step) => (s.event as { text?: string }).text ?? '';

/** The params the step's `showParams` must carry: what the projected state says is searched for. */
const showsParams = (rule: string) =>
  o.holds<P>(rule, (s) => {
    const shown = s.effects.find(o.action('showParams').test);
    if (!shown) return 'the address was not written';
    const params = (shown as { params?: { params?: SearchParams } }).params?.params;
    return params?.query === s.state.query &&
      (params?.sport.length ?? 0) === s.state.sports &&
      params?.date === s.state.date
      ? true
      : `the address got ${JSON.stringify(params)}`;
  });

/** A change of what is searched for: a new search when something is asked, none otherwise. */
const searchesOrNot = (rule: string) =>
  o.holds<P>(rule, (s) => {
    const searched = s.effects.some(o.invoked('search').test);
    if (blank(s.state))
      return !searched && s.to.includes('results.empty')
        ? true
        : `blank params, yet ${s.to}${searched ? ' with a search' : ''}`;
    return searched && s.to.includes('results.searching')
      ? true
      : `params given, yet ${s.to} without a search`;
  });

export const eventSearchOracle = {
  delays: {
    INPUT_DELAY: {
      ms: (before) => (before.where === 'page' ? SEED.pageDelayMs : SEED.panelDelayMs),
      rule: R.delay,
    },
  },
  states: {
    'input.settled': { seed: R.delay },
    'input.typing': { seed: R.delay },
    'results.deciding': { seed: R.blank },
    'results.empty': {
      seed: R.blank,
      expect: [
        o.holds(R.blank, (s) => (blank(s.state) ? true : 'no search although a parameter is set')),
        o.projected(R.blank, { found: null }),
      ],
    },
    'results.searching': {
      seed: [R.blank, R.answer],
      expect: [o.holds(R.blank, (s) => (!blank(s.state) ? true : 'searching with every parameter blank'))],
    },
    'results.ready': {
      seed: R.answer,
      expect: [
        o.holds(R.answer, (s) => (s.state.found !== null ? true : 'ready without an answer')),
        // Load More never reveals a page past what was found.
        o.holds(R.more, (s) =>
          s.state.shown <=
          Math.max(SEED.pageSize, Math.ceil((s.state.found ?? 0) / SEED.pageSize) * SEED.pageSize)
            ? true
            : `${s.state.shown} shown of ${s.state.found}`,
        ),
      ],
    },
    'results.failed': { seed: R.failed, expect: [o.projected(R.failed, { found: null })] },
    'panel.closed': { seed: R.panel },
    'panel.open': { seed: R.panel },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        searchesOrNot(R.blank),
        o.projected(R.more, { shown: SEED.pageSize }),
        o.stateIs(R.panel, 'panel.closed'),
      ],
    },
    {
      on: 'SEARCH.TYPE',
      expect: [
        o.stateIs(R.delay, 'input.typing'),
        o.stateIs(R.panel, 'panel.open'),
        o.holds(R.delay, (s) => (s.state.draft === textOf(s) ? true : `the box shows "${s.state.draft}"`)),
        // Nothing is applied before the delay.
        o.effectsExclude(R.delay, o.invoked('search'), o.action('showParams')),
        o.holds(R.delay, (s) =>
          s.state.query === s.before?.query ? true : 'the query changed while typing',
        ),
      ],
    },
    {
      from: 'input.typing',
      on: 'xstate.after.INPUT_DELAY',
      where: (s) => s.before !== null && s.before.draft.trim() !== s.before.query,
      expect: [
        o.stateIs(R.delay, 'input.settled'),
        o.holds(R.delay, (s) =>
          s.state.query === s.before?.draft.trim() ? true : `query "${s.state.query}" after the delay`,
        ),
        o.projected(R.reset, { shown: SEED.pageSize }),
        showsParams(R.address),
        searchesOrNot(R.blank),
      ],
    },
    // The delay and Enter over what is already searched each settle the box without a search.
    ...(['xstate.after.INPUT_DELAY', 'SEARCH.SUBMIT'] as const).map((on) => ({
      from: 'input.typing',
      on,
      where: (s: Step) => s.before !== null && s.before.draft.trim() === s.before.query,
      expect: [
        o.stateIs(R.delay, 'input.settled'),
        o.effectsExclude(R.delay, o.invoked('search'), o.action('showParams')),
      ],
    })),
    {
      // Each key starts the delay again: the box keeps typing with the new text.
      from: 'input.typing',
      on: 'SEARCH.TYPE',
      expect: [
        o.stateIs(R.delay, 'input.typing'),
        o.holds(R.delay, (s) => (s.state.draft === textOf(s) ? true : `the box shows "${s.state.draft}"`)),
      ],
    },
    {
      from: 'input.typing',
      on: 'SEARCH.SUBMIT',
      where: (s) => s.before !== null && s.before.draft.trim() !== s.before.query,
      expect: [
        o.stateIs(R.delay, 'input.settled'),
        o.holds(R.delay, (s) =>
          s.state.query === s.before?.draft.trim() ? true : `query "${s.state.query}" after Enter`,
        ),
        showsParams(R.address),
        searchesOrNot(R.blank),
      ],
    },
    {
      on: 'SEARCH.CLEAR',
      expect: [
        o.stateIs(R.clear, 'input.settled'),
        o.projected(R.clear, { query: '', draft: '', shown: SEED.pageSize }),
        showsParams(R.clear),
        searchesOrNot(R.blank),
      ],
    },
    {
      on: ['FILTER.SET', 'FILTER.CLEAR'],
      expect: [
        o.projected(R.reset, { shown: SEED.pageSize }),
        showsParams(R.filters),
        searchesOrNot(R.blank),
      ],
    },
    { on: 'FILTER.CLEAR', expect: [o.projected(R.filters, { sports: 0, date: '' })] },
    {
      on: 'PARAMS.SYNC',
      where: (s) => s.before !== null && s.state.query !== s.before.query,
      expect: [
        o.projected(R.reset, { shown: SEED.pageSize }),
        o.holds(R.address, (s) =>
          s.state.draft === s.state.query ? true : 'the box does not show the address',
        ),
        // The address already says it: it is not written again.
        o.effectsExclude(R.address, o.action('showParams')),
        searchesOrNot(R.blank),
      ],
    },
    {
      from: 'results.ready',
      on: 'RESULTS.MORE',
      where: (s) => (s.before?.found ?? 0) > (s.before?.shown ?? 0),
      expect: [
        o.holds(R.more, (s) =>
          s.state.shown === (s.before?.shown ?? 0) + SEED.pageSize ? true : `${s.state.shown} shown`,
        ),
      ],
    },
    {
      from: 'results.searching',
      on: 'xstate.done.actor.search',
      expect: [o.stateIs(R.answer, 'results.ready')],
    },
    {
      from: 'results.searching',
      on: 'xstate.error.actor.search',
      expect: [o.stateIs(R.failed, 'results.failed')],
    },
    {
      from: 'results.failed',
      on: 'RESULTS.RETRY',
      expect: o.endsIn(R.failed, 'results.searching', o.invoked('search')),
    },
    { on: 'PANEL.OPEN', expect: [o.stateIs(R.panel, 'panel.open')] },
    {
      // Only an outside click closes the open panel: typing, the delay, clearing and answers do not.
      from: 'panel.open',
      where: (s) => s.event.type !== 'PANEL.CLOSE',
      expect: [o.stateIs(R.panel, 'panel.open')],
    },
    {
      on: 'PANEL.CLOSE',
      expect: [o.stateIs(R.panel, 'panel.closed'), o.effectsExclude(R.panel, o.invoked('search'))],
    },
  ],
} satisfies o.MachineOracle<typeof eventSearchMachine, EventSearchProjection>;

const hits = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${kind}-${i}`, title: `${kind} ${i}`, slug: `${kind}-${i}` }));

const MANY: SearchResults = {
  athletes: hits(45, 'athlete'),
  sports: hits(2, 'sport'),
  federations: hits(1, 'federation'),
  vod: [{ id: 'MvDoc001', title: 'Tides', mediaType: 'documentary' }],
};
const NOTHING: SearchResults = { athletes: [], sports: [], federations: [], vod: [] };

const settled = (s: State) => !isTyping(s);

export const eventSearchFixture = {
  machine: eventSearchMachine,
  oracle: eventSearchOracle,
  inputs: [
    { label: 'results page without parameters', input: { where: 'page' } },
    { label: 'results page for "ana"', input: { where: 'page', params: params({ query: 'ana' }) } },
    { label: 'header panel', input: { where: 'panel' } },
  ],
  project: (snapshot) => ({
    where: snapshot.context.where,
    query: snapshot.context.params.query,
    draft: snapshot.context.draft,
    sports: snapshot.context.params.sport.length,
    date: snapshot.context.params.date,
    shown: snapshot.context.shown,
    found: snapshot.context.results?.athletes.length ?? null,
  }),
  events: {
    'SEARCH.TYPE': [
      {
        label: 'types "korf"',
        event: { type: 'SEARCH.TYPE', text: 'korf' },
        offer: (s) => s.draft === '' && s.sports === 0,
      },
      {
        label: 'goes on typing "korfball"',
        event: { type: 'SEARCH.TYPE', text: 'korfball' },
        offer: (s) => isTyping(s) && s.draft === 'korf',
      },
      {
        label: 'types "ana" over "ana"',
        event: { type: 'SEARCH.TYPE', text: 'ana' },
        offer: (s) => settled(s) && s.query === 'ana' && s.draft === 'ana' && s.found === null,
      },
      {
        label: 'types spaces',
        event: { type: 'SEARCH.TYPE', text: '   ' },
        offer: (s) => s.draft === s.query && s.query !== '' && s.where === 'page',
      },
    ],
    // In the header, Enter leaves for the results page instead (header-search.tsx).
    'SEARCH.SUBMIT': [
      {
        label: 'presses Enter',
        event: { type: 'SEARCH.SUBMIT' },
        offer: (s) => isTyping(s) && s.found === null && s.where === 'page',
      },
    ],
    'SEARCH.CLEAR': [
      {
        label: 'clears the box',
        event: { type: 'SEARCH.CLEAR' },
        offer: (s) =>
          s.draft !== '' && s.sports === 0 && (s.where === 'panel' || resultsState(s) !== 'searching'),
      },
    ],
    'FILTER.SET': [
      {
        label: 'picks Archery',
        event: { type: 'FILTER.SET', params: { sport: ['archery'] } },
        offer: (s) => settled(s) && s.where === 'page' && s.sports === 0 && s.date === '' && s.found !== 0,
      },
      {
        label: 'picks a date',
        event: { type: 'FILTER.SET', params: { date: '2026-06-03' } },
        offer: (s) => settled(s) && s.where === 'page' && s.sports === 1 && s.date === '',
      },
    ],
    'FILTER.CLEAR': [
      {
        label: 'Clear Filter',
        event: { type: 'FILTER.CLEAR' },
        offer: (s) => settled(s) && (s.sports > 0 || s.date !== ''),
      },
    ],
    'PARAMS.SYNC': [
      {
        label: 'address says "korfball"',
        event: { type: 'PARAMS.SYNC', params: params({ query: 'korfball' }) },
        offer: (s) => settled(s) && s.where === 'page' && s.query === 'ana' && s.sports === 0,
      },
      {
        label: 'address without parameters',
        event: { type: 'PARAMS.SYNC', params: params() },
        offer: (s) => settled(s) && s.where === 'page' && s.query === 'korfball' && s.found !== null,
      },
    ],
    'RESULTS.MORE': [
      {
        label: 'Load More',
        event: { type: 'RESULTS.MORE' },
        offer: (s) => resultsState(s) === 'ready' && s.where === 'page' && s.sports === 0 && settled(s),
      },
    ],
    'RESULTS.RETRY': [{ label: 'Try again', event: { type: 'RESULTS.RETRY' } }],
    'PANEL.OPEN': [
      {
        label: 'clicks the box',
        event: { type: 'PANEL.OPEN' },
        offer: (s) => s.where === 'panel' && s.draft === '',
      },
    ],
    // Raised by the machine itself when the box applies; never sent from outside.
    'SEARCH.APPLIED': [
      { label: 'box applied (raised)', event: { type: 'SEARCH.APPLIED' }, offer: () => false },
    ],
    'PANEL.CLOSE': [
      {
        label: 'clicks outside',
        event: { type: 'PANEL.CLOSE' },
        offer: (s) => s.where === 'panel' && settled(s),
      },
    ],
  },
  doneOutputs: {
    search: [
      { label: 'finds 45 athletes and more', output: MANY },
      {
        label: 'finds nothing',
        output: NOTHING,
        offer: (s) => s.query !== '' && s.sports === 0 && s.shown === SEED.pageSize,
      },
    ],
  },
  errors: {
    search: [
      {
        label: 'search fails',
        error: { message: 'HTTP error! status: 500', status: 500 },
        offer: (s) => s.sports === 0 && s.shown === SEED.pageSize && s.where === 'page',
      },
    ],
  },
} satisfies MachineFixture<typeof eventSearchMachine, EventSearchProjection>;
