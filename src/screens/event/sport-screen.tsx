import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import type { SportDetail } from '@/services/event/event.schemas';
import { useEventClient } from '@/app/data/event-client';
import {
  EventCarousel,
  EventGrid,
  FederationTile,
  gradientStyle,
  InfoSection,
  QueryFallback,
  SportTile,
} from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';

function SportView({ sport }: { sport: SportDetail }) {
  const { t } = useTranslation(['event']);
  usePageMeta({ title: sport.titleAndSlug.title, description: sport.about ?? undefined });
  return (
    <article className="event-page">
      <header className="event-detail-hero" style={gradientStyle(sport.gradientColors)}>
        {sport.logo ? <img className="event-detail-hero__logo" src={sport.logo.url} alt="" /> : null}
        <h1 className="event-page__title">{sport.titleAndSlug.title}</h1>
      </header>
      {sport.about ? (
        <InfoSection title={t('event:about')}>
          <p>{sport.about}</p>
          {sport.content ? <p>{sport.content}</p> : null}
        </InfoSection>
      ) : null}
      {sport.clusters?.length ? (
        <InfoSection title={t('event:clusters')}>
          <ul className="event-list">
            {sport.clusters.map((cluster) => (
              <li key={cluster.title}>
                <strong>{cluster.title}</strong>
                {cluster.disciplines?.length ? `: ${cluster.disciplines.join(', ')}` : null}
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}
      {sport.goodToKnow?.length ? (
        <InfoSection title={t('event:good_to_know')}>
          <dl className="event-facts">
            {sport.goodToKnow.map((fact, index) => (
              <div key={index}>
                <dt>{fact.title}</dt>
                <dd>{fact.text}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
      ) : null}
      {sport.beginnersGuide?.length ? (
        <InfoSection title={t('event:beginners_guide')}>
          <dl className="event-facts">
            {sport.beginnersGuide.map((entry, index) => (
              <div key={index}>
                <dt>{entry.title}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
      ) : null}
      {sport.customVideoGrids?.length ? (
        <InfoSection title={t('event:custom_videos')}>
          <ul className="event-links">
            {sport.customVideoGrids.map((grid) => (
              <li key={grid.link + grid.title}>
                <a className="button" href={grid.link}>
                  {grid.title}
                </a>
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}
      {sport.federations?.length ? (
        <InfoSection title={t('event:federations_title')}>
          <EventGrid label={t('event:federations_title')}>
            {sport.federations.map((federation) => (
              <FederationTile key={federation._id} federation={federation} />
            ))}
          </EventGrid>
        </InfoSection>
      ) : null}
      {sport.otherSports.length ? (
        <EventCarousel title={t('event:other_sports')}>
          {sport.otherSports.map((other) => (
            <SportTile key={other._id} sport={other} />
          ))}
        </EventCarousel>
      ) : null}
    </article>
  );
}

/** /sports/{slug} (seed 002 §2); "Sport Category not found!" when there is no such sport. */
function SportScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['event']);
  const sport = useQuery(eventQueries.sport(useEventClient(), slug));
  return sport.data ? (
    <SportView key={slug} sport={sport.data} />
  ) : (
    <div className="event-page">
      <QueryFallback error={sport.error} notFound={t('event:sport_not_found')} />
    </div>
  );
}

export default withEventTexts(SportScreen);
