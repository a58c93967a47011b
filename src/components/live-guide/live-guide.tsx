import { useActorRef, useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selectGuideView } from '@machines/live-guide/live-guide.selectors';
import type { WatchQuery } from '@machines/live-guide/live-guide.types';
import { provideLiveGuide, systemNow, type LiveGuideDeps } from '@/app/flows/live-guide.actors';
import { useContentClient, useContentLanguage } from '@/app/content-client';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { MediaItem } from '@/domain/media.types';
import { GuideGrid } from '@/components/live-guide/guide-grid';
import {
  readGuideRequest,
  readWatchRequest,
  withWatchQuery,
  type GuideWatchRequest,
} from '@/components/live-guide/live-guide-query';
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
  const client = useContentClient();
  const language = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const failureTitleId = useId();

  // The actor is made once; what it reads later (the channels as the playlist refetches, the
  // language, the URL setter) is read through this ref.
  const latest = useRef({ channels, language, setSearchParams });
  useLayoutEffect(() => {
    latest.current = { channels, language, setSearchParams };
  });
  const [logic] = useState(() => {
    const deps: LiveGuideDeps = {
      client,
      get language() {
        return latest.current.language;
      },
      get channels() {
        return latest.current.channels;
      },
      navigate: (query: WatchQuery) =>
        latest.current.setSearchParams((current) => withWatchQuery(current, query)),
    };
    return provideLiveGuide(deps);
  });
  const actorRef = useActorRef(logic, {
    input: { playlistId, ...readGuideRequest(searchParams), now: systemNow },
  });
  const snapshot = useSelector(actorRef, (s) => s);
  const view = useMemo(() => selectGuideView(snapshot), [snapshot]);
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
          <button
            type="button"
            className="button button--accent"
            onClick={() => actorRef.send({ type: 'RETRY' })}
          >
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
              onWatch={() => actorRef.send({ type: 'PROGRAMME.WATCH' })}
              onWatchFromStart={() => actorRef.send({ type: 'PROGRAMME.WATCH_FROM_START' })}
            />
          ) : null}
          <GuideGrid
            view={view}
            language={language}
            onSelect={(channelId, programmeId) =>
              actorRef.send({ type: 'PROGRAMME.SELECT', channelId, programmeId })
            }
            onNow={() => actorRef.send({ type: 'GUIDE.NOW' })}
          />
        </>
      ) : null}
    </section>
  );
}
