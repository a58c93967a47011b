import { useTranslation } from 'react-i18next';
import { formatClockTime } from './media-format';
import { TitledSection } from './titled-section';

export type PlayerSeekPoint = { name: string; seconds: number };

export type PlayerSeekPointsProps = {
  points: readonly PlayerSeekPoint[];
  onSeek: (seconds: number) => void;
  /** Seek points act only while the content can seek. */
  disabled?: boolean;
};

/** Seek-point buttons (seed 002 §2 live events, §3 SeekCuePoints 'name#seconds'). */
export function PlayerSeekPoints({ points, onSeek, disabled = false }: PlayerSeekPointsProps) {
  const { t } = useTranslation('video');
  if (points.length === 0) return null;
  return (
    <TitledSection
      as="nav"
      className="player-seek-points"
      title={t('seek_points')}
      titleClassName="player-seek-points__title"
    >
      <ul className="player-seek-points__list">
        {points.map((point) => (
          <li key={`${point.name}#${point.seconds}`}>
            <button
              type="button"
              className="player-seek-points__button"
              disabled={disabled}
              onClick={() => onSeek(point.seconds)}
            >
              <span className="player-seek-points__time">{formatClockTime(point.seconds)}</span> {point.name}
            </button>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
