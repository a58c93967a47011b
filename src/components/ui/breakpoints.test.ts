import { describe, expect, it } from 'vitest';
import { breakpointForWidth, CARD_GRID_COLUMNS, GRID_COLUMNS, shelfTiles } from './breakpoints';

describe('breakpoints (seed 001 §9)', () => {
  it.each([
    [320, 'xs'],
    [479, 'xs'],
    [480, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [2560, 'xl'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });
});

describe('tiles and columns (seed 002 §9)', () => {
  it('a shelf shows 1, 2, 3, 4, 5 tiles from xs to xl', () => {
    expect((['xs', 'sm', 'md', 'lg', 'xl'] as const).map((bp) => shelfTiles(bp, false))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('a featured shelf shows one tile at every width', () => {
    expect((['xs', 'sm', 'md', 'lg', 'xl'] as const).map((bp) => shelfTiles(bp, true))).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });

  it('grids: playlist 2, 2, 3, 5, 5; card grid 1, 2, 3, 4, 4', () => {
    expect(Object.values(GRID_COLUMNS)).toEqual([2, 2, 3, 5, 5]);
    expect(Object.values(CARD_GRID_COLUMNS)).toEqual([1, 2, 3, 4, 4]);
  });
});
