import { useTranslation } from 'react-i18next';
import { formatScheduledDate } from './media-format';
import { PlayerMessagePanel } from './player-message-panel';

export type PlayerScheduledPanelProps = {
  /** Epoch milliseconds of the scheduled start; null when the item has none. */
  startsAt: number | null;
};

/**
 * seed 002 §8: 'This video is a scheduled event and is not yet live. Please return at {date time}
 * to view the content.', the date as 'dd/MM/yyyy hh:mm a' (seed 002 §9) in the viewer's zone.
 */
export function PlayerScheduledPanel({ startsAt }: PlayerScheduledPanelProps) {
  const { t } = useTranslation('video');
  const date = startsAt === null ? '' : formatScheduledDate(new Date(startsAt));
  return <PlayerMessagePanel role="status" message={t('scheduled_message', { date })} />;
}
