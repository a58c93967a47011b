import { useSyncExternalStore } from 'react';

/** Layout breakpoints, smallest first. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** seed 001 §9: xs under 480, sm 480-767, md 768-1023, lg 1024-1199, xl from 1200. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width < 480) return 'xs';
  if (width < 768) return 'sm';
  if (width < 1024) return 'md';
  if (width < 1200) return 'lg';
  return 'xl';
}

/** seed 002 §9: shelf tiles per breakpoint xs 1, sm 2, md 3, lg 4, xl 5. */
export const SHELF_TILES: Readonly<Record<Breakpoint, number>> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 5 };

/** seed 002 §9: a featured shelf shows one tile at every width. */
export const FEATURED_SHELF_TILES = 1;

/** seed 002 §9: playlist and search grid columns xs 2, sm 2, md 3, lg 5, xl 5. */
export const GRID_COLUMNS: Readonly<Record<Breakpoint, number>> = { xs: 2, sm: 2, md: 3, lg: 5, xl: 5 };

/** seed 002 §9: card grid columns 1, 2, 3, 4, 4 (the episodes of a series). */
export const CARD_GRID_COLUMNS: Readonly<Record<Breakpoint, number>> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 4 };

/** How many tiles a shelf shows side by side. */
export function shelfTiles(breakpoint: Breakpoint, featured: boolean): number {
  return featured ? FEATURED_SHELF_TILES : SHELF_TILES[breakpoint];
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const currentBreakpoint = (): Breakpoint => breakpointForWidth(window.innerWidth);
// Without a window (a server render) the widest layout is the least surprising guess.
const serverBreakpoint = (): Breakpoint => 'xl';

/** The breakpoint of the window's current width, updated as it is resized. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, serverBreakpoint);
}
