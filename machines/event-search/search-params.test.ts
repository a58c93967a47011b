import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  addressOf,
  hasSearchParams,
  paramsFromAddress,
  sameParams,
  withoutFilters,
} from './search-params';
import { searchParams as params } from '../../tests/model/event-search.builders';

/** The address's parameters, in order, as a list of pairs. */
const entriesOf = (address: string) => {
  expect(address.startsWith('?')).toBe(true);
  return [...new URLSearchParams(address.slice(1))];
};

describe('search params', () => {
  it('seed 002 §2: query, category, comma-separated sport, athlete and country lists and an ISO date are read from the address', () => {
    const search = new URLSearchParams(
      'query=%20ana%20&category=athletes&sport=archery,%20korfball,&country=NL&athlete=a-1,a-2&date=2026-06-03',
    );
    expect(paramsFromAddress(search)).toEqual({
      query: 'ana',
      category: 'athletes',
      sport: ['archery', 'korfball'],
      country: ['NL'],
      athlete: ['a-1', 'a-2'],
      date: '2026-06-03',
    });
  });

  it('seed 002 §2: an address without parameters searches for nothing', () => {
    expect(paramsFromAddress(new URLSearchParams(''))).toEqual(params());
  });

  it('seed 002 §2: /q/{term} searches for the term when the address has no query', () => {
    expect(paramsFromAddress(new URLSearchParams(''), 'korfball').query).toBe('korfball');
    expect(paramsFromAddress(new URLSearchParams('query=ana'), 'korfball').query).toBe('ana');
  });

  it.each(['sport', 'federation', 'vod', 'athletes'] as const)(
    'seed 002 §2: category %s is one of sport, federation, vod, athletes',
    (category) => {
      expect(paramsFromAddress(new URLSearchParams(`category=${category}`)).category).toBe(category);
    },
  );

  it.each(['', 'sports', 'media', 'VOD'])(
    'seed 002 §2: category "%s" is none of them and is dropped',
    (value) => {
      expect(paramsFromAddress(new URLSearchParams(`category=${value}`)).category).toBeNull();
    },
  );

  it.each([
    ['2026-06-03', '2026-06-03'],
    [' 2026-06-03 ', '2026-06-03'],
    ['x2026-06-03', ''],
    ['2026-06-03x', ''],
    ['26-06-03', ''],
    ['abcd-06-03', ''],
    ['2026-6-03', ''],
    ['2026-ab-03', ''],
    ['2026-06-3', ''],
    ['2026-06-ab', ''],
    ['3 June 2026', ''],
  ])('seed 002 §2: the date is an ISO date (%s → "%s")', (value, want) => {
    expect(paramsFromAddress(new URLSearchParams({ date: value })).date).toBe(want);
  });

  it('seed 002 §5: the address holds the non-blank parameters only', () => {
    expect(addressOf(params())).toBe('');
    expect(addressOf(params({ query: '   ' }))).toBe('');
    expect(entriesOf(addressOf(params({ query: ' ana ' })))).toEqual([['query', 'ana']]);
    expect(entriesOf(addressOf(params({ category: 'vod' })))).toEqual([['category', 'vod']]);
    expect(
      entriesOf(
        addressOf(
          params({
            query: 'ana',
            category: 'sport',
            sport: ['archery', 'korfball'],
            country: ['NL'],
            athlete: ['a-1', 'a-2'],
            date: '2026-06-03',
          }),
        ),
      ),
    ).toEqual([
      ['query', 'ana'],
      ['category', 'sport'],
      ['sport', 'archery,korfball'],
      ['country', 'NL'],
      ['athlete', 'a-1,a-2'],
      ['date', '2026-06-03'],
    ]);
    expect(entriesOf(addressOf(params({ date: '2026-06-03' })))).toEqual([['date', '2026-06-03']]);
  });

  it('seed 002 §2, §5: an address read back gives the same search', () => {
    const p = params({
      query: 'ana',
      category: 'athletes',
      sport: ['archery'],
      country: ['NL', 'BE'],
      date: '2026-06-03',
    });
    expect(paramsFromAddress(new URLSearchParams(addressOf(p).slice(1)))).toEqual(p);
  });

  it.each([
    ['every parameter blank', params(), false],
    ['a blank query', params({ query: '  ' }), false],
    ['a query', params({ query: 'ana' }), true],
    ['a sport', params({ sport: ['archery'] }), true],
    ['a country', params({ country: ['NL'] }), true],
    ['an athlete', params({ athlete: ['a-1'] }), true],
    ['a date', params({ date: '2026-06-03' }), true],
  ] as const)(
    'seed 002 §5: search runs only if at least one parameter is non-blank (%s)',
    (_label, p, want) => {
      expect(hasSearchParams(p)).toBe(want);
    },
  );

  it('seed 002 §2: the filter-count button counts each sport, country and athlete picked, and the date', () => {
    expect(activeFilterCount(params({ query: 'ana', category: 'vod' }))).toBe(0);
    expect(activeFilterCount(params({ sport: ['a', 'b'] }))).toBe(2);
    expect(activeFilterCount(params({ country: ['NL'] }))).toBe(1);
    expect(activeFilterCount(params({ athlete: ['x', 'y', 'z'] }))).toBe(3);
    expect(activeFilterCount(params({ date: '2026-06-03' }))).toBe(1);
    expect(
      activeFilterCount(params({ sport: ['a', 'b'], country: ['NL'], athlete: ['x'], date: '2026-06-03' })),
    ).toBe(5);
  });

  it('seed 002 §2: two searches are the same when their non-blank parameters are', () => {
    expect(sameParams(params({ query: 'ana' }), params({ query: ' ana ' }))).toBe(true);
    expect(sameParams(params(), params({ query: '  ' }))).toBe(true);
    expect(sameParams(params({ query: 'ana' }), params({ query: 'anna' }))).toBe(false);
    expect(sameParams(params({ sport: ['a'] }), params({ sport: ['a', 'b'] }))).toBe(false);
    expect(sameParams(params({ category: 'vod' }), params())).toBe(false);
    expect(sameParams(params({ date: '2026-06-03' }), params())).toBe(false);
  });

  it("seed 002 §2: 'Clear Filter' empties sports, countries, athletes and the date, keeping the query and category", () => {
    expect(
      withoutFilters(
        params({
          query: 'ana',
          category: 'athletes',
          sport: ['a'],
          country: ['NL'],
          athlete: ['x'],
          date: '2026-06-03',
        }),
      ),
    ).toEqual(params({ query: 'ana', category: 'athletes' }));
  });
});
