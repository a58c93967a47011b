import type { UseQueryResult } from '@tanstack/react-query';
import { MediaCard } from '@/components/ui/media-card';
import { Shelf } from '@/components/ui/shelf';
import { sortMediaItems } from '@/domain/media-status';
import type { Playlist } from '@/domain/media.types';
import { useCatalogue } from '@/app/data/catalogue-queries';
import { toMediaCardProps } from '@/components/catalogue/media-card-model';
import { useViewerAccess } from '@/components/catalogue/viewer-access';

export type ListShelfProps = {
  /** The shelf's title when the list has loaded; `fallbackTitle` until then or on failure. */
  title?: string;
  fallbackTitle: string;
  query: UseQueryResult<Playlist>;
  /** `r` of the cards: the list they were opened from. */
  playlistId: string;
  featured?: boolean;
  moreHref?: string;
  /** The page's first shelf: its posters are fetched at once with high priority (issue 17). */
  priorityImages?: boolean;
};

/**
 * One shelf of a list: placeholders while loading, 'Could not load items' when it fails (seed 002
 * §2), its cards in media-sort order (seed 002 §9) once loaded, nothing at all when it is empty.
 */
export function ListShelf({
  title,
  fallbackTitle,
  query,
  playlistId,
  featured = false,
  moreHref,
  priorityImages = false,
}: ListShelfProps) {
  const { client } = useCatalogue();
  const viewer = useViewerAccess();
  const playlist = query.data;
  if (playlist && playlist.playlist.length === 0) return null;

  const now = client.now();
  const status = playlist ? 'ready' : query.isError ? 'error' : 'loading';
  const items = playlist
    ? sortMediaItems(playlist.playlist, now).map((item) => ({
        key: item.mediaid,
        node: (
          <MediaCard
            {...toMediaCardProps(item, { now, viewer, playlistId, featured })}
            priorityImage={priorityImages}
          />
        ),
      }))
    : [];

  return (
    <Shelf
      title={title || playlist?.title || fallbackTitle}
      featured={featured}
      status={status}
      items={items}
      moreHref={moreHref}
      onRetry={() => void query.refetch()}
    />
  );
}
