import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCountdownView } from '@machines/countdown/countdown.selectors';
import { useCountdownFlow } from '@/app/flows/countdown.flow';
import { paths } from '@/app/paths';

export type CountdownCardProps = {
  target: number | null;
  end: number | null;
  watchLiveText: string | null;
  imageSrc?: string | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown card (seed 002 §2, §4): the time left until the Games, the watch-live text while
 * they run, nothing once they are over. The countdown flow decides; this only shows it.
 */
export function CountdownCard({ target, end, watchLiveText, imageSrc }: CountdownCardProps) {
  const { t } = useTranslation(['event']);
  const headingId = useId();
  const actor = useCountdownFlow({ target, end, watchLiveText });
  const view = useSelector(actor, selectCountdownView);

  if (view.phase === 'hidden') return null;
  return (
    <section className="countdown-card" aria-labelledby={headingId} data-phase={view.phase}>
      {view.phase === 'upcoming' ? (
        <>
          <h2 id={headingId} className="countdown-card__title">
            {t('event:countdown_title')}
          </h2>
          <div
            className="countdown-card__timer"
            role="timer"
            aria-label={t('event:countdown_label', { ...view.parts })}
          >
            {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
              <div key={unit} className="countdown-card__unit" aria-hidden="true">
                <span className="countdown-card__value" data-unit={unit}>
                  {pad(view.parts[unit])}
                </span>
                <span className="countdown-card__label">{t(`event:countdown_${unit}`)}</span>
              </div>
            ))}
          </div>
        </>
      ) : (
        <h2 id={headingId} className="countdown-card__title">
          {view.watchLiveText ? (
            <Link className="button button--accent" to={paths.live.getHref()}>
              {view.watchLiveText}
            </Link>
          ) : (
            <span className="visually-hidden">{t('event:watch_live')}</span>
          )}
        </h2>
      )}
      {imageSrc ? <img className="countdown-card__image" src={imageSrc} alt="" /> : null}
    </section>
  );
}
