import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { samePlayerView, selectPlayerView, type PlayerView } from '@machines/player/player.selectors';
import type { NextItem, PlayerItem } from '@machines/player/player.types';
import { providePlayer, type PlayerCallbacks } from '@/app/flows/player.actors';
import { useContentClient } from '@/app/content-client';
import { useStartedApp } from '@/app/providers';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { PlayerAdNotice } from '@/components/ui/player-ad-notice';
import { PlayerControls, SEEK_STEP_SECONDS } from '@/components/ui/player-controls';
import { PlayerErrorPanel } from '@/components/ui/player-error-panel';
import { PlayerFrame } from '@/components/ui/player-frame';
import { PlayerOverlays } from '@/components/ui/player-overlays';
import { PlayerScheduledPanel } from '@/components/ui/player-scheduled-panel';
import { PlayerSeekPoints } from '@/components/ui/player-seek-points';
import { getMediaImages } from '@/services/content/media';
import type { MediaItem } from '@/domain/media.types';
import { detectPlaybackSupport } from '@/services/player/media-adapter';
import { activeOverlays, loadOverlays } from '@/services/player/overlays';
import { createPrerollSession } from '@/services/player/preroll';
import {
  buildPlayerInput,
  sameNextItem,
  samePlayerItem,
  toNextItem,
  toPlayerItem,
  type LiveWindow,
  type PlayerEnvironment,
} from '@/components/player/player-input';

export type PlayerProps = {
  /** The item to play (domain type of the content service). */
  item: MediaItem;
  /** `play=1`: start at once (muted when the browser refuses sound). */
  autoplay?: boolean;
  /** Seconds into an on-demand item (watch progress). */
  startTime?: number;
  /**
   * A programme of a live stream (seed 002 §2 `start`, `end`, `beginning=1`): its stretch of the
   * live source, from its start when `fromBeginning` (within the catch-up window, seed 002 §4).
   */
  liveWindow?: LiveWindow | null;
  /** Inline in the page, or cinema over it with a back button; defaults to `config.custom.inlinePlayer`. */
  mode?: 'inline' | 'cinema';
  onBack?: () => void;
  /** The item after this one; played next unless it is scheduled (seed 002 §4). */
  nextItem?: MediaItem | null;
  onNext?: (item: MediaItem) => void;
  /** Watch progress hooks (seed 002 §4). */
  onTimeUpdate?: (position: number, duration: number) => void;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  /** Stream parameters known once accounts exist (seed 002 §7). */
  userId?: string | null;
  passport?: string | null;
};

/**
 * The player feature (seed 002 §4): media screens render it with the item. A new item is a new
 * player, so every item starts from its own beginning (scheduled wait, access check, pre-roll).
 */
export function Player(props: PlayerProps) {
  return <PlayerSession key={props.item.mediaid} {...props} />;
}

const contentPhases: readonly PlayerView['phase'][] = ['ready', 'playing', 'paused', 'buffering', 'ended'];

/** Keys the player answers (seed 002 §4): arrows seek by 10 s, Space toggles. */
const PLAYER_KEYS = new Set(['ArrowLeft', 'ArrowRight', ' ']);
const INTERACTIVE = 'button, input, select, textarea, a[href], [contenteditable=""], [contenteditable="true"]';

function PlayerSession({
  item,
  autoplay = false,
  startTime,
  liveWindow = null,
  mode,
  onBack,
  nextItem,
  onNext,
  onTimeUpdate,
  onPlay,
  onPause,
  onEnded,
  userId,
  passport,
}: PlayerProps) {
  const { config } = useStartedApp();
  const { t } = useTranslation('video');
  const videoRef = useRef<HTMLVideoElement>(null);
  const adVideoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLElement>(null);

  const client = useContentClient();
  const [support] = useState(() => detectPlaybackSupport());
  const env = useMemo<PlayerEnvironment>(
    () => ({ config, host: client.host, support, userId, passport }),
    [config, client, support, userId, passport],
  );

  // The newest callbacks, read by the machine's actions when they run.
  const callbacks = useRef<PlayerCallbacks>({});
  useLayoutEffect(() => {
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

  const [logic] = useState(() =>
    providePlayer({
      getElements: () =>
        videoRef.current && adVideoRef.current ? { video: videoRef.current, adVideo: adVideoRef.current } : null,
      fetch: (input, init) => globalThis.fetch(input, init),
      preroll: createPrerollSession({ client }),
      callbacks: () => callbacks.current,
      adapter: { support },
    }),
  );
  // The item is handed over once, at this moment; later versions arrive as ITEM.UPDATE.
  const [input] = useState(() =>
    buildPlayerInput(item, nextItem, env, { autoplay, startTime, liveWindow }, client.now()),
  );
  const actorRef = useActorRef(logic, { input });
  const view = useSelector(actorRef, selectPlayerView, samePlayerView);

  // seed 002 §7: the screen refetches live and scheduled items every 30 s; the player takes in
  // what changed (a scheduled event going live, the next item turning scheduled).
  const sent = useRef<{ item: PlayerItem; next: NextItem | null }>({ item: input.item, next: input.next });
  useEffect(() => {
    const now = client.now();
    const playerItem = toPlayerItem(item, env, now, liveWindow);
    const next = toNextItem(nextItem, now);
    if (samePlayerItem(sent.current.item, playerItem) && sameNextItem(sent.current.next, next)) return;
    sent.current = { item: playerItem, next };
    actorRef.send({ type: 'ITEM.UPDATE', item: playerItem, next, now: now.getTime() });
  }, [item, nextItem, env, client, actorRef, liveWindow]);

  // seed 002 §4: ArrowLeft / ArrowRight seek 10 s, Space toggles, while the player has focus or
  // nothing else on the page does. A focused control inside keeps its own keys.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!PLAYER_KEYS.has(event.key)) return;
      const frame = frameRef.current;
      if (!frame) return;
      const target = event.target instanceof Element ? event.target : null;
      const inPlayer = target !== null && frame.contains(target);
      const nothingFocused = target === null || target === document.body || target === document.documentElement;
      if (!inPlayer && !nothingFocused) return;
      if (inPlayer && target !== frame && target?.closest(INTERACTIVE)) return;
      event.preventDefault();
      if (event.key === ' ') actorRef.send({ type: 'TOGGLE' });
      else actorRef.send({ type: 'SEEK', by: event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actorRef]);

  const inContent = contentPhases.includes(view.phase);
  // Overlays (seed 002 §3) belong to live events; their images are waited for at most 10 s.
  const wantsOverlays = item.contentType === 'liveevent' || input.item.live;
  const overlays = useQuery({
    queryKey: ['media', item.mediaid, 'overlays'],
    queryFn: () => loadOverlays(() => getMediaImages(client, item.mediaid)),
    enabled: wantsOverlays && inContent,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const shownOverlays = inContent ? activeOverlays(overlays.data ?? [], view.position) : [];

  const resolvedMode = mode ?? (config.custom.inlinePlayer ? 'inline' : 'cinema');
  const send = actorRef.send;

  return (
    <PlayerFrame
      ref={frameRef}
      mode={resolvedMode}
      label={t('player.region', { title: item.title })}
      onBack={onBack}
    >
      <div
        className="player__stage"
        data-phase={view.phase}
        onClick={(event) => {
          if (event.target === event.currentTarget || event.target === videoRef.current) send({ type: 'TOGGLE' });
        }}
      >
        <video
          ref={videoRef}
          className="player__video"
          playsInline
          poster={item.backgroundImage || item.image}
          data-media-id={item.mediaid}
        />
        <video ref={adVideoRef} className="player__ad-video" playsInline hidden={!view.inAd} aria-hidden="true" />
        <PlayerOverlays overlays={shownOverlays} />
        {view.isLoading && !view.message ? <LoadingIndicator label={t('player.loading')} /> : null}
        {view.showStartButton ? (
          <button
            type="button"
            className="player__start"
            onClick={() => send({ type: 'PLAY' })}
            aria-label={t('player.start', { title: item.title })}
          >
            <span aria-hidden="true">▶</span>
          </button>
        ) : null}
        {view.inAd ? <PlayerAdNotice remaining={view.adRemaining} /> : null}
        {view.message?.kind === 'scheduled' ? <PlayerScheduledPanel startsAt={view.message.startsAt} /> : null}
        {view.message?.kind === 'geo' ? (
          <PlayerErrorPanel kind="geo" customMessage={view.message.customMessage} />
        ) : null}
        {view.message?.kind === 'unauthorized' ? <PlayerErrorPanel kind="unauthorized" /> : null}
        {view.message?.kind === 'error' ? (
          <PlayerErrorPanel
            kind={view.message.error}
            onRetry={view.canRetry ? () => send({ type: 'RETRY' }) : undefined}
          />
        ) : null}
      </div>
      {view.showControls ? (
        <PlayerControls
          isPlaying={view.isPlaying}
          position={view.position}
          duration={view.duration}
          live={view.live}
          muted={view.muted}
          nextTitle={view.next?.title ?? null}
          onToggle={() => send({ type: 'TOGGLE' })}
          onSeekBy={(by) => send({ type: 'SEEK', by })}
          onSeekTo={(to) => send({ type: 'SEEK', to })}
          onToggleMute={() => send({ type: 'TOGGLE_MUTE' })}
          onNext={() => send({ type: 'NEXT' })}
        />
      ) : null}
      <PlayerSeekPoints
        points={item.seekCuePoints}
        disabled={!view.showControls}
        onSeek={(to) => send({ type: 'SEEK', to })}
      />
    </PlayerFrame>
  );
}
