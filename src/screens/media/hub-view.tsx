import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import type { MediaItem } from '@/domain/media.types';
import { listQueryOptions, splitList, useCatalogue } from '@/app/data/catalogue-queries';
import { ListShelf } from '@/components/catalogue/list-shelf';
import { socialImageOf } from './media-page-meta';

/**
 * A hub (seed 000 §3 contentType hub): its title and description, then one shelf per playlist
 * its `playlists` custom param lists (comma-separated ids), each linking to its playlist page.
 */
export function HubView({ item }: { item: MediaItem }) {
  const { config, client, language } = useCatalogue();
  const { t } = useTranslation(['common']);
  usePageMeta({ title: item.title, description: item.description, image: socialImageOf(item) });
  const playlistIds = splitList(item.custom.playlists);
  const queries = useQueries({
    queries: playlistIds.map((contentId) =>
      listQueryOptions(client, config.siteId, { type: 'playlist', contentId }, { language }),
    ),
  });
  return (
    <div className="hub">
      <header className="page-header">
        <h1 className="page-header__title">{item.title}</h1>
        {item.description ? <p className="page-header__description">{item.description}</p> : null}
      </header>
      {playlistIds.map((contentId, index) => {
        const query = queries[index];
        return query ? (
          <ListShelf
            key={contentId}
            query={query}
            fallbackTitle={t('common:playlist')}
            playlistId={contentId}
            moreHref={paths.playlist.getHref(contentId)}
          />
        ) : null;
      })}
    </div>
  );
}
