import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from '@/services/http/http';
import { catalogueRetry, isNotFound, parseFilterTags } from '@/app/data/catalogue-queries';

describe('catalogue retry', () => {
  it('retries network and server errors twice (seed 002 §7)', () => {
    for (const error of [
      new NetworkError(),
      new ApiError('Request failed with 500', 500),
      new ApiError('t', 408),
    ]) {
      expect([0, 1, 2].map((count) => catalogueRetry(count, error))).toEqual([true, true, false]);
    }
  });

  it('retries a 403 once (seed 000 §4)', () => {
    const forbidden = new ApiError('Forbidden', 403);
    expect([0, 1].map((count) => catalogueRetry(count, forbidden))).toEqual([true, false]);
  });

  it('never retries other 4xx, nor malformed answers (seed 002 §8)', () => {
    expect(catalogueRetry(0, new ApiError('MediaItem not found', 404))).toBe(false);
    expect(catalogueRetry(0, new ApiError('Bad request', 400))).toBe(false);
    expect(catalogueRetry(0, new MalformedResponseError('bad'))).toBe(false);
  });

  it('tells a missing thing from one that failed', () => {
    expect(isNotFound(new ApiError('x', 404))).toBe(true);
    expect(isNotFound(new ApiError('x', 500))).toBe(false);
  });
});

describe('filterTags (seed 000 §3)', () => {
  it('is a comma list; blanks and repeats dropped', () => {
    expect(parseFilterTags('Action, Comedy,,Drama,Action ')).toEqual(['Action', 'Comedy', 'Drama']);
    expect(parseFilterTags(undefined)).toEqual([]);
  });
});
