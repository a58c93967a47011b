import { WatchListScreen } from '@/components/watch-lists/watch-list-page';

/**
 * The favorites page, at /favorites and /u/favorites (seed 001 §2, seed 002 §2): only when the
 * favorites feature is on; a grid, the empty-state message, clear all after a confirmation.
 */
export default function FavoritesScreen() {
  return <WatchListScreen kind="favorites" />;
}
