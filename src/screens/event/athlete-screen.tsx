import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import type { AthleteDetail } from '@/services/event/event.schemas';
import { filterQuery, readFilters } from './event-filters';
import { DetailScreen, FederationsSection, InfoSection } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';

/** The back breadcrumb: the athletes list with the filters the viewer came with (seed 002 §2). */
function Breadcrumb() {
  const { t } = useTranslation(['event']);
  const [params] = useSearchParams();
  return (
    <nav className="event-breadcrumb" aria-label={t('event:breadcrumb')}>
      <Link to={`${paths.athletes.getHref()}${filterQuery(readFilters(params))}`}>
        ‹ {t('event:back_to_athletes')}
      </Link>
    </nav>
  );
}

function AthleteView({ athlete }: { athlete: AthleteDetail }) {
  const { t } = useTranslation(['event']);
  usePageMeta({ title: athlete.titleAndSlug.title });
  const links = athlete.socialMedia?.socialLinks ?? [];
  return (
    <article className="event-page">
      <header className="event-athlete">
        {athlete.profileImageUrl ? (
          <img className="event-athlete__portrait" src={athlete.profileImageUrl} alt="" />
        ) : null}
        <div>
          <h1 className="event-page__title">{athlete.titleAndSlug.title}</h1>
          <dl className="event-info-cards">
            {athlete.sport ? (
              <div className="event-info-card">
                <dt>{t('event:sport')}</dt>
                <dd>{athlete.sport.titleAndSlug.title}</dd>
              </div>
            ) : null}
            {athlete.country ? (
              <div className="event-info-card">
                <dt>{t('event:country')}</dt>
                <dd>
                  {athlete.country.flag ? (
                    <img
                      className="event-flag"
                      src={athlete.country.flag.url}
                      alt=""
                      width={24}
                      height={16}
                    />
                  ) : null}{' '}
                  {athlete.country.name}
                </dd>
              </div>
            ) : null}
            {athlete.teamAndPosition ? (
              <div className="event-info-card">
                <dt>{t('event:team')}</dt>
                <dd>{athlete.teamAndPosition}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      {athlete.achievements?.length ? (
        <InfoSection title={t('event:achievements')}>
          <ul className="event-list">
            {athlete.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </InfoSection>
      ) : null}
      {links.length ? (
        <InfoSection title={t('event:social_links')}>
          <ul className="event-links">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.icon ?? link.url}
                </a>
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}
      <FederationsSection federations={athlete.federations} />
    </article>
  );
}

/** /athletes/{slug} (seed 002 §2); "Athlete not found!" when there is no such athlete. */
function AthleteScreen() {
  return (
    <>
      <Breadcrumb />
      <DetailScreen queryOf={eventQueries.athlete} notFound="athlete_not_found">
        {(athlete, slug) => <AthleteView key={slug} athlete={athlete} />}
      </DetailScreen>
    </>
  );
}

export default withEventTexts(AthleteScreen);
