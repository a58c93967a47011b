import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { CardGrid } from '@/components/ui/card-grid';
import { EmptyShelves } from '@/components/ui/empty-state';
import { ErrorPage } from '@/components/ui/error-page';
import { GenreFilter } from '@/components/ui/genre-filter';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { MediaCard } from '@/components/ui/media-card';
import { sortMediaItems } from '@/domain/media-status';
import { listQueryOptions, parseFilterTags, useCatalogue } from '@/app/data/catalogue-queries';
import {
  SOCIAL_IMAGE_WIDTH,
  toMediaCardProps,
  withImageWidth,
} from '@/components/catalogue/media-card-model';
import { useViewerAccess } from '@/components/catalogue/viewer-access';
import { LiveGuide } from '@/components/live-guide/live-guide';
import { LiveGuidePlayer } from '@/components/player/live-guide-player';
import { filterByGenre, isLivePlaylist } from './playlist-filter';

export type PlaylistViewProps = {
  listId: string;
  kind: 'playlist' | 'content_list';
};

/**
 * A playlist or content list page (seed 002 §2 "Playlist screens"): a genre-filterable card grid
 * whose genres come from the menu or content entry's `filterTags`; 'playlist_not_found' when the
 * list does not load, the empty-shelves message when it holds nothing. A live playlist shows the
 * TV guide instead.
 */
export function PlaylistView({ listId, kind }: PlaylistViewProps) {
  const { config, client, language } = useCatalogue();
  const viewer = useViewerAccess();
  const { t } = useTranslation(['common', 'error']);
  const [genre, setGenre] = useState<string | null>(null);
  const query = useQuery(
    listQueryOptions(client, config.siteId, { type: kind, contentId: listId }, { language }),
  );
  const playlist = query.data;
  const firstItem = playlist?.playlist[0];

  usePageMeta({
    title: playlist?.title ?? (query.isError ? t('error:playlist_not_found') : undefined),
    description: playlist?.description || config.description,
    image: firstItem ? withImageWidth(firstItem.cardImage, SOCIAL_IMAGE_WIDTH) : undefined,
  });

  if (!playlist) {
    if (query.isError) {
      return <ErrorPage title={t('error:playlist_not_found')} message={t('error:not_found_description')} />;
    }
    return <LoadingIndicator label={t('common:loading')} />;
  }

  const heading = (
    <header className="page-header">
      <h1 className="page-header__title">{playlist.title}</h1>
      {playlist.description ? <p className="page-header__description">{playlist.description}</p> : null}
    </header>
  );

  if (isLivePlaylist(playlist)) {
    // seed 002 §2: the channel asked for plays above the guide while the URL has play=1.
    return (
      <div className="playlist playlist--live">
        {heading}
        <LiveGuide
          key={listId}
          playlistId={listId}
          channels={playlist.playlist}
          renderPlayer={(request) => <LiveGuidePlayer request={request} channels={playlist.playlist} />}
        />
      </div>
    );
  }

  if (playlist.playlist.length === 0) {
    return (
      <div className="playlist">
        {heading}
        <EmptyShelves />
      </div>
    );
  }

  const entry =
    config.menu.find((item) => item.contentId === listId) ??
    config.content.find((item) => item.contentId === listId);
  const genres = parseFilterTags(entry?.filterTags);
  const now = client.now();
  const items = sortMediaItems(filterByGenre(playlist.playlist, genre), now).map((item) => ({
    key: item.mediaid,
    node: <MediaCard {...toMediaCardProps(item, { now, viewer, playlistId: playlist.feedid })} />,
  }));

  return (
    <div className="playlist">
      {heading}
      <GenreFilter genres={genres} value={genre} onChange={setGenre} />
      <CardGrid items={items} label={playlist.title} />
    </div>
  );
}
