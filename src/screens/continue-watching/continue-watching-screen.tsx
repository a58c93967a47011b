import { WatchListScreen } from '@/components/watch-lists/watch-list-page';

/**
 * The continue-watching page at /continue-watching (seed 001 §2, seed 002 §2): the items between
 * 5 % and 95 % watched, newest first, each with its progress; the empty-state message; clear
 * after a confirmation. Only when continueWatchingList is on.
 */
export default function ContinueWatchingScreen() {
  return <WatchListScreen kind="continue-watching" />;
}
