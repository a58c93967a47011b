import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { samePlayerView, selectPlayerView, type PlayerView } from '@machines/player/player.selectors';
import type { NextItem, PlayerEvent, PlayerItem } from '@machines/player/player.types';
import { useContentClient } from '@/app/content-client';
import { useStartedApp } from '@/app/providers';
import type { MediaItem } from '@/domain/media.types';
import { getMediaImages } from '@/services/content/media';
import { detectPlaybackSupport } from '@/services/player/media-adapter';
import { activeOverlays, loadOverlays, type Overlay } from '@/services/player/overlays';
import { createPrerollSession } from '@/services/player/preroll';
import {
  buildPlayerInput,
  sameNextItem,
  samePlayerItem,
  toNextItem,
  toPlayerItem,
  type LiveWindow,
  type PlayerEnvironment,
} from './player-input';
import { providePlayer, type PlayerCallbacks } from './player.actors';
import { useFlowActor } from './use-flow-actor';

/** What the page plays and hears back (seed 002 §4, §7). */
export type PlayerFlowOptions = {
  item: MediaItem;
  nextItem?: MediaItem | null;
  autoplay: boolean;
  startTime?: number;
  liveWindow: LiveWindow | null;
  userId?: string | null;
  passport?: string | null;
  onTimeUpdate?: (position: number, duration: number) => void;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  onNext?: (item: MediaItem) => void;
};

const contentPhases: readonly PlayerView['phase'][] = ['ready', 'playing', 'paused', 'buffering', 'ended'];

/**
 * seed 002 §7: the page refetches live and scheduled items every 30 s; the player flow takes in
 * what changed (a scheduled event going live, the next item turning scheduled) as `ITEM.UPDATE`.
 * The one place the page's newest item reaches a running player.
 */
function useItemUpdates(
  actor: { send: (event: PlayerEvent) => void },
  first: { item: PlayerItem; next: NextItem | null },
  { item, nextItem, liveWindow }: Pick<PlayerFlowOptions, 'item' | 'nextItem' | 'liveWindow'>,
  env: PlayerEnvironment,
  client: { now: () => Date },
): void {
  const sent = useRef(first);
  useEffect(() => {
    const at = client.now();
    const playerItem = toPlayerItem(item, env, at, liveWindow);
    const next = toNextItem(nextItem, at);
    if (samePlayerItem(sent.current.item, playerItem) && sameNextItem(sent.current.next, next)) return;
    sent.current = { item: playerItem, next };
    actor.send({ type: 'ITEM.UPDATE', item: playerItem, next, now: at.getTime() });
  }, [actor, item, nextItem, liveWindow, env, client]);
}

type PlayerElements = {
  video: RefObject<HTMLVideoElement | null>;
  adVideo: RefObject<HTMLVideoElement | null>;
};

/** The player flow, given the media adapter on the page's `<video>` elements, the access check and adverts. */
function usePlayerActor(options: PlayerFlowOptions, elements: PlayerElements) {
  const { config } = useStartedApp();
  const client = useContentClient();
  const [support] = useState(() => detectPlaybackSupport());
  const { userId, passport } = options;
  const env = useMemo<PlayerEnvironment>(
    () => ({ config, host: client.host, support, userId, passport }),
    [config, client, support, userId, passport],
  );

  // The newest callbacks, read by the machine's actions when they run.
  const callbacks = useRef<PlayerCallbacks>({});
  useLayoutEffect(() => {
    const { onTimeUpdate, onPlay, onPause, onEnded, onNext, nextItem } = options;
    callbacks.current = {
      onTimeUpdate,
      onPlay,
      onPause,
      onEnded,
      onNext: (mediaId) => {
        if (nextItem && nextItem.mediaid === mediaId) onNext?.(nextItem);
      },
    };
  });

  // The item is handed over once, at this moment; later versions arrive as ITEM.UPDATE.
  const [input] = useState(() =>
    buildPlayerInput(
      options.item,
      options.nextItem,
      env,
      { autoplay: options.autoplay, startTime: options.startTime, liveWindow: options.liveWindow },
      client.now(),
    ),
  );
  const actor = useFlowActor(
    'player',
    () =>
      providePlayer({
        getElements: () =>
          elements.video.current && elements.adVideo.current
            ? { video: elements.video.current, adVideo: elements.adVideo.current }
            : null,
        fetch: (request, init) => globalThis.fetch(request, init),
        preroll: createPrerollSession({ client }),
        callbacks: () => callbacks.current,
        adapter: { support },
      }),
    input,
  );
  useItemUpdates(actor, input, options, env, client);
  return { actor, live: input.item.live };
}

/**
 * The overlays of a live event (seed 002 §3), loaded once content plays (their images are waited
 * for at most 10 s) and shown at the playing position.
 */
function useOverlays(item: MediaItem, live: boolean, view: PlayerView): Overlay[] {
  const client = useContentClient();
  const inContent = contentPhases.includes(view.phase);
  const overlays = useQuery({
    queryKey: ['media', item.mediaid, 'overlays'],
    queryFn: () => loadOverlays(() => getMediaImages(client, item.mediaid)),
    enabled: (item.contentType === 'liveevent' || live) && inContent,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return inContent ? activeOverlays(overlays.data ?? [], view.position) : [];
}

/**
 * The player feature's flow (seed 002 §4): runs the player machine for one item inside the root
 * system (`?inspect` shows it as 'player'), with its side effects on the returned `<video>`
 * elements. The page renders `view` and sends the flow its events.
 */
export function usePlayerFlow(options: PlayerFlowOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const adVideoRef = useRef<HTMLVideoElement>(null);
  const { actor, live } = usePlayerActor(options, { video: videoRef, adVideo: adVideoRef });
  const view = useSelector(actor, selectPlayerView, samePlayerView);
  const overlays = useOverlays(options.item, live, view);
  return { send: actor.send, view, overlays, videoRef, adVideoRef };
}
