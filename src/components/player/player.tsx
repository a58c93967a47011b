import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveWindow } from '@/app/flows/player-input';
import { usePlayerFlow } from '@/app/flows/player.flow';
import { useStartedApp } from '@/app/providers';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { PlayerAdNotice } from '@/components/ui/player-ad-notice';
import { PlayerControls, SEEK_STEP_SECONDS } from '@/components/ui/player-controls';
import { PlayerErrorPanel } from '@/components/ui/player-error-panel';
import { PlayerFrame } from '@/components/ui/player-frame';
import { PlayerOverlays } from '@/components/ui/player-overlays';
import { PlayerScheduledPanel } from '@/components/ui/player-scheduled-panel';
import { PlayerSeekPoints } from '@/components/ui/player-seek-points';
import type { MediaItem } from '@/domain/media.types';

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

/** Keys the player answers (seed 002 §4): arrows seek by 10 s, Space toggles. */
const PLAYER_KEYS = new Set(['ArrowLeft', 'ArrowRight', ' ']);
const INTERACTIVE =
  'button, input, select, textarea, a[href], [contenteditable=""], [contenteditable="true"]';

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
  const frameRef = useRef<HTMLElement>(null);
  const { send, view, overlays, videoRef, adVideoRef } = usePlayerFlow({
    item,
    nextItem,
    autoplay,
    startTime,
    liveWindow,
    userId,
    passport,
    onTimeUpdate,
    onPlay,
    onPause,
    onEnded,
    onNext,
  });

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
      const nothingFocused =
        target === null || target === document.body || target === document.documentElement;
      if (!inPlayer && !nothingFocused) return;
      if (inPlayer && target !== frame && target?.closest(INTERACTIVE)) return;
      event.preventDefault();
      if (event.key === ' ') send({ type: 'TOGGLE' });
      else send({ type: 'SEEK', by: event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [send]);

  const resolvedMode = mode ?? (config.custom.inlinePlayer ? 'inline' : 'cinema');

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
          if (event.target === event.currentTarget || event.target === videoRef.current)
            send({ type: 'TOGGLE' });
        }}
      >
        <video
          ref={videoRef}
          className="player__video"
          playsInline
          poster={item.backgroundImage || item.image}
          data-media-id={item.mediaid}
        />
        <video
          ref={adVideoRef}
          className="player__ad-video"
          playsInline
          hidden={!view.inAd}
          aria-hidden="true"
        />
        <PlayerOverlays overlays={overlays} />
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
        {view.message?.kind === 'scheduled' ? (
          <PlayerScheduledPanel startsAt={view.message.startsAt} />
        ) : null}
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
