import { useTranslation } from 'react-i18next';

export type PlayerAdNoticeProps = {
  /** Seconds left of the advert. */
  remaining: number;
};

/** Marks an advert as such while it plays, with the time until the video starts. */
export function PlayerAdNotice({ remaining }: PlayerAdNoticeProps) {
  const { t } = useTranslation('video');
  return (
    <div className="player-ad-notice" role="status">
      <strong>{t('player.advert')}</strong>
      {remaining > 0 ? <span> · {t('player.advert_remaining', { seconds: remaining })}</span> : null}
    </div>
  );
}
