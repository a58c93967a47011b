import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveGuideFlow } from '@/app/flows/live-guide.flow';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { MediaItem } from '@/domain/media.types';
import { GuideGrid } from '@/components/live-guide/guide-grid';
import { readWatchRequest, type GuideWatchRequest } from '@/components/live-guide/live-guide-query';
import { ProgrammeDetails } from '@/components/live-guide/programme-details';

export type LiveGuideProps = {
  /** The live playlist's id (`/p/{id}`); the guide fetches the playlist itself when `channels` is left out. */
  playlistId: string;
  /** The playlist's live channel items, when the page has loaded them already. */
  channels?: readonly MediaItem[];
  /** The player, once there is one: shown while the URL asks to play (`play=1`). */
  renderPlayer?: (request: GuideWatchRequest) => ReactNode;
};

/**
 * What a live playlist shows (seed 002 §2 "Playlist screens", "Live guide"): the TV guide with
 * its channels and programme grid, the selected programme's details, and the player slot. The
 * page opens on `channel` and `start` from the URL; 'Watch' and 'Start from beginning' put
 * play, channel, start, end and beginning=1 in the URL. Key it by playlist id.
 */
export function LiveGuide({ playlistId, channels, renderPlayer }: LiveGuideProps) {
  const { t } = useTranslation(['epg', 'error']);
  const failureTitleId = useId();
  const { view, send, language, searchParams } = useLiveGuideFlow(playlistId, channels);
  const watchRequest = readWatchRequest(searchParams);

  return (
    <section className="live-guide" aria-label={t('epg:guide_label')}>
      {watchRequest && renderPlayer ? (
        <div className="live-guide__player">{renderPlayer(watchRequest)}</div>
      ) : null}

      {view.status === 'loading' ? <LoadingIndicator label={t('epg:loading')} /> : null}

      {view.status === 'failed' ? (
        <section
          className="live-guide__failure"
          aria-labelledby={failureTitleId}
          data-failure={view.failure.message}
        >
          <h2 id={failureTitleId}>{t('epg:load_failed_title')}</h2>
          <p>{t('epg:load_failed_message')}</p>
          <button type="button" className="button button--accent" onClick={() => send({ type: 'RETRY' })}>
            {t('error:try_again')}
          </button>
        </section>
      ) : null}

      {view.status === 'ready' && view.channels.length === 0 ? (
        <EmptyState title={t('epg:no_channels')} />
      ) : null}

      {view.status === 'ready' && view.channels.length > 0 ? (
        <>
          {view.selected ? (
            <ProgrammeDetails
              channel={view.selected.channel}
              programme={view.selected.programme}
              language={language}
              canWatch={view.canWatch}
              canWatchFromStart={view.canWatchFromStart}
              onWatch={() => send({ type: 'PROGRAMME.WATCH' })}
              onWatchFromStart={() => send({ type: 'PROGRAMME.WATCH_FROM_START' })}
            />
          ) : null}
          <GuideGrid
            view={view}
            language={language}
            onSelect={(channelId, programmeId) => send({ type: 'PROGRAMME.SELECT', channelId, programmeId })}
            onNow={() => send({ type: 'GUIDE.NOW' })}
          />
        </>
      ) : null}
    </section>
  );
}
