import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelView, ProgrammeView } from '@machines/live-guide/live-guide.selectors';
import { statusKeys } from '@/components/live-guide/guide-grid';
import { formatGuideTime } from '@/components/live-guide/guide-layout';

export type ProgrammeDetailsProps = {
  channel: ChannelView;
  programme: ProgrammeView | null;
  language: string;
  /** Whether the machine accepts 'Watch' and 'Start from beginning' for this programme now. */
  canWatch: boolean;
  canWatchFromStart: boolean;
  onWatch: () => void;
  onWatchFromStart: () => void;
};

/**
 * The selected programme (seed 002 §2 live guide): title, channel, time, status and description,
 * with 'Watch' and 'Start from beginning' where the programme allows them (seed 002 §4).
 */
export function ProgrammeDetails({
  channel,
  programme,
  language,
  canWatch,
  canWatchFromStart,
  onWatch,
  onWatchFromStart,
}: ProgrammeDetailsProps) {
  const { t } = useTranslation(['epg']);
  const titleId = useId();
  const time = (ms: number) => formatGuideTime(ms, language);

  return (
    <section className="live-guide__details" aria-labelledby={titleId} data-channel-id={channel.id}>
      {programme?.image ? <img className="live-guide__details-image" src={programme.image} alt="" /> : null}
      <div className="live-guide__details-body">
        <p className="live-guide__details-channel">{channel.title}</p>
        <h2 id={titleId} className="live-guide__details-title">
          {programme ? programme.title : t('epg:no_programme')}
        </h2>
        {programme ? (
          <p className="live-guide__details-meta">
            <span className={`status-chip live-guide__status live-guide__status--${programme.kind}`}>
              {t(statusKeys[programme.kind])}
            </span>{' '}
            <time dateTime={programme.startTime}>{time(programme.start)}</time>
            {' – '}
            <time dateTime={programme.endTime}>{time(programme.end)}</time>
          </p>
        ) : null}
        {programme?.description ? (
          <p className="live-guide__details-description">{programme.description}</p>
        ) : null}
        {canWatch || canWatchFromStart ? (
          <div className="live-guide__actions">
            {canWatch ? (
              <button type="button" className="button button--accent" onClick={onWatch}>
                {t('epg:watch')}
              </button>
            ) : null}
            {canWatchFromStart ? (
              <button type="button" className="button" onClick={onWatchFromStart}>
                {t('epg:start_from_beginning')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
