import { useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { selectGuideView } from '@machines/live-guide/live-guide.selectors';
import type { WatchQuery } from '@machines/live-guide/live-guide.types';
import { useContentClient, useContentLanguage } from '@/app/content-client';
import type { MediaItem } from '@/domain/media.types';
import { readGuideRequest, withWatchQuery } from '@/components/live-guide/live-guide-query';
import { provideLiveGuide, systemNow, type LiveGuideDeps } from './live-guide.actors';
import { useFlowActor } from './use-flow-actor';

/**
 * The live guide of a live playlist (seed 002 §2 "Live guide"), inside the root system
 * ('liveGuide'): it opens on `channel` and `start` from the URL, loads the channels' schedules
 * (the playlist's channels when the page has them, else the playlist) and puts a watch request
 * into the URL. Key the page by playlist id.
 */
export function useLiveGuideFlow(playlistId: string, channels: readonly MediaItem[] | undefined) {
  const client = useContentClient();
  const language = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();

  // The flow is made once; what it reads later (the channels as the playlist refetches, the
  // language, the URL setter) is read through this ref.
  const latest = useRef({ channels, language, setSearchParams });
  useLayoutEffect(() => {
    latest.current = { channels, language, setSearchParams };
  });
  const actor = useFlowActor(
    'liveGuide',
    () => {
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
    },
    { playlistId, ...readGuideRequest(searchParams), now: systemNow },
  );
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => selectGuideView(snapshot), [snapshot]);
  return { view, send: actor.send, language, searchParams };
}
