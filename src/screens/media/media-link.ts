import { useSearchParams } from 'react-router';

/** The query of a media link (seed 000 §2): r, e and play, carried on to every link it leads to. */
export type MediaLink = {
  /** `r`: the playlist the item was opened from. */
  playlistId?: string;
  /** `e`: the episode to open in a series. */
  episodeId?: string;
  /** `play=1`: start playing at once. */
  play: boolean;
};

export function useMediaLink(): MediaLink {
  const [search] = useSearchParams();
  return {
    playlistId: search.get('r') || undefined,
    episodeId: search.get('e') || undefined,
    play: search.get('play') === '1',
  };
}
