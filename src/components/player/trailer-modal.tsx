import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/app/data/catalogue-queries';
import { contentQuery } from '@/app/data/content-queries';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { PlayerTrailerModal } from '@/components/ui/player-trailer-modal';
import { Player } from '@/components/player/player';

export type TrailerModalProps = {
  /** The film's `trailerId` (seed 002 §3). */
  trailerId: string;
  /** The film's title, for the dialog's name. */
  title: string;
  onClose: () => void;
};

/**
 * The trailer modal of the default video screen (seed 002 §2): the trailer item is fetched and
 * plays at once in an inline player inside a modal dialog. Render it while the modal is open.
 */
export function TrailerModal({ trailerId, title, onClose }: TrailerModalProps) {
  const { t } = useTranslation('video');
  const trailer = useQuery(contentQuery.media(useCatalogue(), trailerId));
  return (
    <PlayerTrailerModal title={title} onClose={onClose}>
      {trailer.data ? (
        <Player item={trailer.data} autoplay mode="inline" />
      ) : trailer.isError ? (
        <p role="alert">{t('player.trailer_failed')}</p>
      ) : (
        <LoadingIndicator label={t('player.loading')} />
      )}
    </PlayerTrailerModal>
  );
}
