import { useTranslation } from 'react-i18next';
import { formatClockTime } from './media-format';

export type PlayerControlsProps = {
  isPlaying: boolean;
  /** Seconds. */
  position: number;
  /** Seconds; 0 while unknown and for live streams. */
  duration: number;
  live: boolean;
  muted: boolean;
  /** The next item's title when a Next button is offered. */
  nextTitle: string | null;
  onToggle: () => void;
  onSeekBy: (seconds: number) => void;
  onSeekTo: (seconds: number) => void;
  onToggleMute: () => void;
  onNext: () => void;
};

/** seed 002 §4: arrow keys and these buttons seek by 10 s. */
export const SEEK_STEP_SECONDS = 10;

/** The control bar: play or pause, ±10 s, the position slider, mute and Next. */
export function PlayerControls({
  isPlaying,
  position,
  duration,
  live,
  muted,
  nextTitle,
  onToggle,
  onSeekBy,
  onSeekTo,
  onToggleMute,
  onNext,
}: PlayerControlsProps) {
  const { t } = useTranslation('video');
  const seekable = !live && duration > 0;
  return (
    <div className="player-controls">
      <button
        type="button"
        className="player-controls__button"
        onClick={onToggle}
        aria-label={isPlaying ? t('player.pause') : t('player.play')}
      >
        <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className="player-controls__button"
        onClick={() => onSeekBy(-SEEK_STEP_SECONDS)}
        aria-label={t('player.rewind')}
      >
        <span aria-hidden="true">↺10</span>
      </button>
      <button
        type="button"
        className="player-controls__button"
        onClick={() => onSeekBy(SEEK_STEP_SECONDS)}
        aria-label={t('player.forward')}
      >
        <span aria-hidden="true">10↻</span>
      </button>
      {seekable ? (
        <>
          <input
            className="player-controls__progress"
            type="range"
            min={0}
            max={Math.round(duration)}
            step={1}
            value={Math.min(Math.floor(position), Math.round(duration))}
            aria-label={t('player.seek')}
            aria-valuetext={`${formatClockTime(position)} / ${formatClockTime(duration)}`}
            onChange={(event) => onSeekTo(Number(event.currentTarget.value))}
          />
          <span className="player-controls__time" data-testid="player-time">
            {formatClockTime(position)} / {formatClockTime(duration)}
          </span>
        </>
      ) : (
        <span className="player-controls__live">{live ? t('live') : formatClockTime(position)}</span>
      )}
      <button
        type="button"
        className="player-controls__button"
        onClick={onToggleMute}
        aria-label={muted ? t('player.unmute') : t('player.mute')}
        aria-pressed={muted}
      >
        <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
      </button>
      {nextTitle ? (
        <button type="button" className="player-controls__next" onClick={onNext}>
          {t('player.next', { title: nextTitle })}
        </button>
      ) : null}
    </div>
  );
}
