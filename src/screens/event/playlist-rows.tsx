import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { listQueryOptions, useCatalogue } from '@/app/data/catalogue-queries';
import { ListShelf } from '@/components/catalogue/list-shelf';
import type { Playlist } from '@/domain/media.types';

/** A playlist row of a CMS page (seed 002 §3): the list's id and the title the CMS gave it. */
export type PlaylistRow = { playlist: string; title?: string | null };

/** The rows' lists, each loaded as a playlist in the viewer's language. */
export function usePlaylistRows(rows: readonly PlaylistRow[]) {
  const { config, client, language } = useCatalogue();
  return useQueries({
    queries: rows.map((row) =>
      listQueryOptions(client, config.siteId, { type: 'playlist', contentId: row.playlist }, { language }),
    ),
  });
}

/** The rows as shelves, titled by the CMS ('Playlist' while a list has no title), with View all. */
export function PlaylistShelves({
  rows,
  lists,
}: {
  rows: readonly PlaylistRow[];
  lists: readonly UseQueryResult<Playlist>[];
}) {
  const { t } = useTranslation(['common']);
  return rows.map((row, index) => {
    const query = lists[index];
    if (!query) return null;
    return (
      <ListShelf
        key={`${index}:${row.playlist}`}
        query={query}
        title={row.title ?? undefined}
        fallbackTitle={row.title || t('common:playlist')}
        playlistId={row.playlist}
        moreHref={paths.playlist.getHref(row.playlist)}
      />
    );
  });
}
