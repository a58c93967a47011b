import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '@/app/page-meta';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { MediaItem } from '@/domain/media.types';
import { embedQueries, useEventClient, type FederationEmbed } from '@/app/data/event-client';
import { useEmbedMedia } from '@/app/data/event-embed';
import { withEventTexts } from '@/components/event/event-translations';
import { Player } from '@/components/player/player';
import { embedAccess, embeddingHost, isEmbedId } from './embed-access';
import './embed-screen.css';

function EmbedMessage({ title, message }: { title: string; message?: string }) {
  return (
    <section className="embed-message" aria-labelledby="embed-message-title">
      <h1 id="embed-message-title">{title}</h1>
      {message ? <p>{message}</p> : null}
    </section>
  );
}

/** seed 002 §9: scheduled times read 'dd/MM/yyyy hh:mm a'. */
function scheduledText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours() % 12 || 12;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * seed 002 §4: the live stream when there is one, not marked coming soon, and live (or in a
 * public or instant VOD event state); else the on-demand fallback; else the fallback image.
 */
export function embedPlayback(
  embed: FederationEmbed['embed'],
  live: MediaItem | null,
  vod: MediaItem | null,
): { kind: 'live' | 'vod'; item: MediaItem } | { kind: 'image' } {
  const liveState = live?.eventState;
  if (
    live &&
    !embed.transmissionComingSoon &&
    (live.mediaStatus === 'LIVE' || liveState === 'VOD_PUBLIC' || liveState === 'INSTANT_VOD')
  )
    return { kind: 'live', item: live };
  if (vod) return { kind: 'vod', item: vod };
  return { kind: 'image' };
}

function EmbedPlayer({ data }: { data: FederationEmbed }) {
  const { t } = useTranslation(['event', 'common']);
  const { embed } = data;
  const live = useEmbedMedia(embed.liveStream);
  const vod = useEmbedMedia(embed.vod);
  const waiting = (embed.liveStream && live.isPending) || (embed.vod && vod.isPending);
  if (waiting) return <LoadingIndicator label={t('common:loading')} />;

  const liveItem = embed.liveStream ? (live.data ?? null) : null;
  const playback = embedPlayback(embed, liveItem, embed.vod ? (vod.data ?? null) : null);
  const scheduled =
    liveItem && liveItem.mediaStatus === 'SCHEDULED' && liveItem.scheduledStart
      ? liveItem.scheduledStart
      : null;
  const title = embed.title || data.federation || '';
  return (
    <section className="embed-player" aria-label={title} data-playback={playback.kind}>
      <div className="embed-player__chips">
        {playback.kind === 'live' && playback.item.mediaStatus === 'LIVE' ? (
          <span className="embed-chip embed-chip--live">{t('event:embed.live')}</span>
        ) : null}
        {scheduled ? (
          <span className="embed-chip">{t('event:embed.scheduled', { date: scheduledText(scheduled) })}</span>
        ) : null}
      </div>
      {playback.kind === 'image' ? (
        embed.fallbackImage ? (
          <img className="embed-player__image" src={embed.fallbackImage.url} alt={title} />
        ) : (
          <p className="embed-player__empty">{t('event:embed.nothing')}</p>
        )
      ) : (
        <Player key={playback.item.mediaid} item={playback.item} mode="inline" />
      )}
    </section>
  );
}

/**
 * /federation-embed/:cmsId?sepId=&source= (seed 002 §2 "Embed player", §4, §5, §8): a federation's
 * player framed in a partner's page. A malformed id or an embed the CMS does not have is 'Content
 * Not Available'; an embed without an allowed domain is 'Invalid Configuration of Embed Code';
 * a page outside its allowed domains gets 'Access Denied'. The embed is asked for every 10 s.
 */
function EmbedScreen() {
  const { t } = useTranslation(['event', 'common']);
  const { cmsId = '' } = useParams();
  const [params] = useSearchParams();
  const client = useEventClient();
  const valid = isEmbedId(cmsId);
  const query = useQuery({ ...embedQueries.embed(client, cmsId), enabled: valid });
  const host = useMemo(() => embeddingHost(), []);
  usePageMeta({ title: query.data?.embed.title ?? t('event:embed.title') });

  let body;
  if (!valid || query.data === null)
    body = <EmbedMessage title={t('event:embed.not_available')} message={t('event:embed.check_link')} />;
  else if (query.isError && !query.data)
    body = <EmbedMessage title={t('event:embed.not_available')} message={t('event:embed.check_link')} />;
  else if (!query.data) body = <LoadingIndicator label={t('common:loading')} />;
  else {
    const access = embedAccess(query.data.embed, host, params.get('sepId'));
    body =
      access === 'invalid-configuration' ? (
        <EmbedMessage title={t('event:embed.invalid_configuration')} />
      ) : access === 'denied' ? (
        <EmbedMessage title={t('event:embed.access_denied')} />
      ) : (
        <EmbedPlayer data={query.data} />
      );
  }
  return <main className="embed-page">{body}</main>;
}

export default withEventTexts(EmbedScreen);
