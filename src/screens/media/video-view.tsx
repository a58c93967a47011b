import { ClampedText } from '@/components/ui/clamped-text';
import { Hero } from '@/components/ui/hero';
import type { MediaItem } from '@/domain/media.types';
import { usePlayerWatchProgress } from '@/components/watch-lists/use-watch-history';
import { MediaFavoriteButton } from '@/components/watch-lists/media-favorite-button';
import { MediaShareButton } from '@/components/watch-lists/media-share-button';
import { MediaPlayerSlot } from '@/components/player/media-player-slot';
import { paths } from '@/app/paths';
import { HERO_IMAGE_WIDTH, withImageWidth } from '@/components/catalogue/media-card-model';
import type { MediaLink } from './media-link';
import { useVideoPageMeta } from './media-page-meta';
import { MetadataLine, RelatedShelf } from './media-parts';
import { MediaStartButton, TrailerButton } from './media-start';
import { useMediaAccessFlow } from '@/app/flows/media-access.flow';
import { usePlayerCodePrefetch } from '@/app/flows/player-prefetch';

/** seed 002 §9: the details description shows at most 8 lines before "Show more". */
export const DETAILS_DESCRIPTION_LINES = 8;

/** A media page's description, clamped to its first lines; nothing when the item has none. */
export function MediaDescription({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <ClampedText className="media__description" text={text} lines={DETAILS_DESCRIPTION_LINES} />;
}

/**
 * The default media screen (seed 002 §2): a hero with the background image, the title, the
 * metadata line and the description, the start, trailer, favourite and share buttons, the player
 * (or the paywall without entitlement), then the related shelf.
 */
export function VideoView({ item, link }: { item: MediaItem; link: MediaLink }) {
  useVideoPageMeta(item);
  const watchProgress = usePlayerWatchProgress(item);
  const access = useMediaAccessFlow(item);
  usePlayerCodePrefetch(item);
  const playHref = paths.media.getHref(item.mediaid, {
    title: item.title,
    playlistId: link.playlistId,
    play: true,
  });
  return (
    <div className="media">
      <Hero imageSrc={withImageWidth(item.backgroundImage, HERO_IMAGE_WIDTH)}>
        <h1 className="media__title">{item.title}</h1>
        <MetadataLine item={item} />
        <MediaDescription text={item.description} />
        <div className="media__actions">
          <MediaStartButton mediaId={item.mediaid} access={access} playHref={playHref} />
          {item.trailerId ? <TrailerButton trailerId={item.trailerId} title={item.title} /> : null}
          <MediaFavoriteButton item={item} />
          <MediaShareButton title={item.title} />
        </div>
        <MediaPlayerSlot item={item} link={link} access={access} {...watchProgress} />
      </Hero>
      <RelatedShelf item={item} playlistId={link.playlistId} />
    </div>
  );
}
