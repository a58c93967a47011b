import { useTranslation } from 'react-i18next';
import { PlayerMessagePanel } from './player-message-panel';

export type PlayerErrorKindView = 'unavailable' | 'playback' | 'unknown' | 'geo' | 'unauthorized';

export type PlayerErrorPanelProps = {
  kind: PlayerErrorKindView;
  /** The item's own geo message (seed 000 §8), shown instead of the generic one. */
  customMessage?: string | null;
  /** Offered on player errors; absent for blocks (seed 002 §4, §8). */
  onRetry?: () => void;
};

/**
 * Player errors and blocks (seed 002 §8): 'This video is no longer available.' and 'There was an
 * issue playing the video. Please try again.' with Retry; geo-blocked (or the item's message)
 * and unauthorized without.
 */
export function PlayerErrorPanel({ kind, customMessage, onRetry }: PlayerErrorPanelProps) {
  const { t } = useTranslation('video');
  const messages: Record<PlayerErrorKindView, string> = {
    unavailable: t('player.video_unavailable'),
    playback: t('player.playback_error'),
    unknown: t('player.unknown_error'),
    geo: customMessage || t('player.geo_blocked'),
    unauthorized: t('player.unauthorized'),
  };
  return (
    <PlayerMessagePanel role="alert" message={messages[kind]}>
      {onRetry ? (
        <button type="button" className="player-message__button" onClick={onRetry}>
          {t('player.retry')}
        </button>
      ) : null}
    </PlayerMessagePanel>
  );
}
