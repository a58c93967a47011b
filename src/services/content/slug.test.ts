import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slug rule (seed 000 §2)', () => {
  it.each([
    ['Agent 327', 'agent-327'],
    ['Big Buck Bunny', 'big-buck-bunny'],
    ["That '70s Show", 'that-70s-show'],
    ['Spider Man: Homecoming [Captions]', 'spider-man-homecoming-captions'],
    ['SVOD 002: Caminandes 1 llama drama', 'svod-002-caminandes-1-llama-drama'],
    ['snake_case stays', 'snake_case-stays'],
    ['Zürich Open', 'zurich-open'],
    ['  Spaced  out - title!  ', 'spaced-out-title'],
    ['???', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
