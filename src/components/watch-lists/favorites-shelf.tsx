import { WatchListShelf, type WatchListShelfProps } from './watch-list-shelf';

/**
 * The home shelf of a `favorites` content entry (seed 000 §3, seed 002 §2): the viewer's
 * favorites, newest first, with View all to the favorites page. Nothing while the feature is off,
 * the list is being read, or it is empty.
 */
export function FavoritesShelf(props: WatchListShelfProps) {
  return <WatchListShelf kind="favorites" {...props} />;
}
