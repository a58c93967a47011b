import type { MediaItem } from '@/services/content/media.types';
import { Player } from './player';

export type LiveGuidePlayerProps = {
  /** What the guide's URL asks for (seed 002 §2: play, channel, start, beginning=1). */
  request: { channelId: string; start: string | null; fromBeginning: boolean };
  channels: readonly MediaItem[];
};

/**
 * The live guide's player: the asked channel, live, or from the programme's start when
 * `beginning=1` (within the channel's catch-up window, seed 002 §4).
 */
export function LiveGuidePlayer({ request, channels }: LiveGuidePlayerProps) {
  const channel = channels.find((entry) => entry.mediaid === request.channelId);
  if (!channel) return null;
  const start = request.fromBeginning && request.start ? new Date(request.start) : null;
  return (
    <Player
      key={`${channel.mediaid}:${request.start ?? 'live'}`}
      item={channel}
      autoplay
      mode="inline"
      liveStartTime={start && !Number.isNaN(start.getTime()) ? start : null}
    />
  );
}
