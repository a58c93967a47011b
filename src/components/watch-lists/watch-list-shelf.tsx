import { Shelf } from '@/components/ui/shelf';
import { useWatchList, type WatchListKind } from './watch-list';

export type WatchListShelfProps = {
  /** The content entry's title (seed 000 §3); the list's own name when it has none. */
  title?: string;
  featured?: boolean;
};

/**
 * A watch list's home shelf, with View all to its page. Nothing while the feature is off, the list
 * is being read, or it is empty.
 */
export function WatchListShelf({
  kind,
  title,
  featured = false,
}: WatchListShelfProps & { kind: WatchListKind }) {
  const { list, cards, status, text, href } = useWatchList(kind);
  if (!list.enabled || list.loading || list.items.length === 0 || (status === 'ready' && cards.length === 0))
    return null;
  return (
    <Shelf title={title || text('title')} moreHref={href} featured={featured} status={status} items={cards} />
  );
}
