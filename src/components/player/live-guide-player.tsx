import { useMemo } from 'react';
import type { MediaItem } from '@/domain/media.types';
import { useMediaAccessFlow } from '@/app/flows/media-access.flow';
import { MediaPaywall } from '@/components/player/media-paywall';
import { Player } from '@/components/player/player';
import type { LiveWindow } from '@/app/flows/player-input';

export type LiveGuidePlayerProps = {
  /** What the guide's URL asks for (seed 002 §2: play, channel, start, end, beginning=1). */
  request: { channelId: string; start: string | null; end: string | null; fromBeginning: boolean };
  channels: readonly MediaItem[];
};

const dateOf = (text: string | null): Date | null => {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The programme the URL names, or null for the live edge. */
export function liveWindowOf(request: LiveGuidePlayerProps['request']): LiveWindow | null {
  const start = dateOf(request.start);
  if (!start) return null;
  return { start, end: dateOf(request.end), fromBeginning: request.fromBeginning };
}

/**
 * The live guide's player, inline above the guide: the asked channel at its live edge, or the
 * programme the URL names (seed 002 §2 `start`, `end`): a live one from its start with
 * `beginning=1`, an ended one as its recording, within the channel's catch-up window (seed 002 §4).
 */
export function LiveGuidePlayer({ request, channels }: LiveGuidePlayerProps) {
  const channel = channels.find((entry) => entry.mediaid === request.channelId);
  const { start, end, fromBeginning } = request;
  const liveWindow = useMemo(
    () => liveWindowOf({ channelId: '', start, end, fromBeginning }),
    [start, end, fromBeginning],
  );
  if (!channel) return null;
  return (
    <ChannelPlayer
      key={channel.mediaid}
      channel={channel}
      liveWindow={liveWindow}
      playerKey={`${channel.mediaid}:${start ?? 'live'}:${end ?? ''}:${fromBeginning ? 'beginning' : ''}`}
    />
  );
}

/** A channel plays only for a viewer entitled to it; else the paywall stands in (seed 002 §4). */
function ChannelPlayer({
  channel,
  liveWindow,
  playerKey,
}: {
  channel: MediaItem;
  liveWindow: LiveWindow | null;
  playerKey: string;
}) {
  const access = useMediaAccessFlow(channel);
  if (access.paywall !== 'none') return <MediaPaywall access={access} title={channel.title} mode="inline" />;
  return <Player key={playerKey} item={channel} autoplay mode="inline" liveWindow={liveWindow} />;
}
