import { WatchListShelf, type WatchListShelfProps } from './watch-list-shelf';

/**
 * The home shelf of a `continue_watching` content entry (seed 000 §3-4, seed 002 §2): items between
 * 5 % and 95 % watched, newest first, each with its progress bar, and View all to the
 * continue-watching page. Nothing while the feature is off, the list is being read, or it is empty.
 */
export function ContinueWatchingShelf(props: WatchListShelfProps) {
  return <WatchListShelf kind="continue-watching" {...props} />;
}
