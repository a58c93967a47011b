import { useTranslation } from 'react-i18next';
import { Hero } from '@/components/ui/hero';
import { formatClockTime } from '@/components/ui/media-format';
import type { MediaItem } from '@/domain/media.types';
import { MediaFavoriteButton } from '@/components/watch-lists/media-favorite-button';
import { MediaShareButton } from '@/components/watch-lists/media-share-button';
import { MediaPlayerSlot } from '@/components/player/media-player-slot';
import { HERO_IMAGE_WIDTH, withImageWidth } from '@/components/catalogue/media-card-model';
import { useCatalogue } from '@/app/data/catalogue-queries';
import { eventPhase } from './media-details';
import type { MediaLink } from './media-link';
import { useVideoPageMeta } from './media-page-meta';
import { RelatedShelf } from './media-parts';
import { MediaDescription } from './video-view';

/**
 * A live event (seed 002 §2): its details and where it stands (scheduled, live, ended), the
 * always-open player (which says when a scheduled event starts, seed 002 §8), the
 * seek points of `SeekCuePoints` as a plain list for now, and the recommendations.
 */
export function LiveEventView({ item, link }: { item: MediaItem; link: MediaLink }) {
  const { t } = useTranslation(['video']);
  const { client } = useCatalogue();
  useVideoPageMeta(item);
  const phase = eventPhase(item, client.now());

  return (
    <div className="media media--live-event">
      <Hero imageSrc={withImageWidth(item.backgroundImage, HERO_IMAGE_WIDTH)}>
        <h1 className="media__title">{item.title}</h1>
        <p className="media__meta">
          {/* Where the event stands, in one word: the always-open player's scheduled panel
              carries the start time (seed 002 §8), so the chip does not repeat it. */}
          <span className={`status-chip status-chip--${phase}`}>
            {phase === 'live'
              ? t('video:live')
              : phase === 'scheduled'
                ? t('video:scheduled')
                : t('video:ended')}
          </span>
        </p>
        <MediaDescription text={item.description} />
        <div className="media__actions">
          <MediaFavoriteButton item={item} />
          <MediaShareButton title={item.title} />
        </div>
        <MediaPlayerSlot item={item} link={link} alwaysOpen />
      </Hero>
      {item.seekCuePoints.length > 0 ? (
        <section className="seek-points" aria-labelledby="seek-points-title">
          <h2 id="seek-points-title">{t('video:seek_points')}</h2>
          <ol className="seek-points__list">
            {item.seekCuePoints.map((point) => (
              <li key={`${point.seconds}:${point.name}`} className="seek-points__item">
                <span className="seek-points__time">{formatClockTime(point.seconds)}</span> {point.name}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <RelatedShelf item={item} playlistId={link.playlistId} />
    </div>
  );
}
