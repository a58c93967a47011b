import { describe, expect, it } from 'vitest';
import { filterQuery, readFilters } from './event-filters';

describe('list filters in the query string (seed 002 §2)', () => {
  it('leaves "all" out and reads a missing value as all', () => {
    expect(filterQuery({ sport: 'all', country: 'NL' })).toBe('?country=NL');
    expect(filterQuery({ sport: 'all', country: 'all' })).toBe('');
    expect(filterQuery({ sport: 'archery', country: 'all' })).toBe('?sport=archery');
    expect(readFilters(new URLSearchParams('sport=archery'))).toEqual({ sport: 'archery', country: 'all' });
    expect(readFilters(new URLSearchParams('sport=%20&country=BE'))).toEqual({ sport: 'all', country: 'BE' });
  });
});
