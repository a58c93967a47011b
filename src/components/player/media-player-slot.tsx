import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { MediaItem } from '@/domain/media.types';
import { useCatalogue } from '@/app/data/catalogue-queries';
import { contentQuery } from '@/app/data/content-queries';
import type { MediaAccessView } from '@/app/flows/media-access.flow';
import { MediaPaywall } from '@/components/player/media-paywall';
import { Player, type PlayerProps } from '@/components/player/player';

export type MediaPlayerSlotProps = {
  item: MediaItem;
  /** The media link's query (seed 000 §2): `play=1` and the playlist `r` it was opened from. */
  link: { play: boolean; playlistId?: string };
  /** seed 002 §2: a live event's player is always open, inline. */
  alwaysOpen?: boolean;
  /**
   * What the media-access flow decided (seed 002 §4): without entitlement the player does not
   * open and the paywall stands in its place. Left out for media that is always free (events).
   */
  access?: Pick<MediaAccessView, 'paywall' | 'hrefs' | 'recheck'>;
} & Pick<PlayerProps, 'startTime' | 'onTimeUpdate' | 'onPlay' | 'onPause' | 'onEnded'>;

/** The item after `mediaId` in the playlist the page was opened from (`r`), if any. */
function useNextInPlaylist(mediaId: string, playlistId: string | undefined): MediaItem | null {
  const catalogue = useCatalogue();
  const playlist = useQuery({
    ...contentQuery.playlist(catalogue, playlistId ?? ''),
    enabled: Boolean(playlistId),
  });
  const items = playlist.data?.playlist ?? [];
  const index = items.findIndex((entry) => entry.mediaid === mediaId);
  return index >= 0 ? (items[index + 1] ?? null) : null;
}

/**
 * The player slot of a media screen (seed 002 §2): inline in the page when the config says so
 * (`custom.inlinePlayer`) or for live events, else the cinema player over the page while the URL
 * has `play=1`, with a back button that drops it. After the item, the next one of the playlist
 * `r` plays, unless it is scheduled (seed 002 §4).
 */
export function MediaPlayerSlot({ item, link, alwaysOpen = false, access, ...hooks }: MediaPlayerSlotProps) {
  const { config } = useStartedApp();
  const navigate = useNavigate();
  const next = useNextInPlaylist(item.mediaid, link.playlistId);
  const inline = alwaysOpen || Boolean(config.custom.inlinePlayer);
  if (!inline && !link.play) return null;
  const back = () =>
    navigate(paths.media.getHref(item.mediaid, { title: item.title, playlistId: link.playlistId }));
  if (access && access.paywall !== 'none') {
    return (
      <MediaPaywall
        access={access}
        title={item.title}
        mode={inline ? 'inline' : 'cinema'}
        onBack={inline ? undefined : back}
      />
    );
  }
  return (
    <Player
      {...hooks}
      // The start button puts `play=1` in the address: an inline player starts anew, playing.
      key={inline ? `play:${String(link.play)}` : undefined}
      item={item}
      autoplay={link.play}
      mode={inline ? 'inline' : 'cinema'}
      onBack={inline ? undefined : back}
      nextItem={next}
      onNext={(nextItem) =>
        navigate(
          paths.media.getHref(nextItem.mediaid, {
            title: nextItem.title,
            playlistId: link.playlistId,
            play: true,
          }),
        )
      }
    />
  );
}
