import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import type { SportDetail } from '@/services/event/event.schemas';
import {
  detailScreen,
  EventCarousel,
  FactsSection,
  FederationsSection,
  gradientStyle,
  InfoSection,
  SportTile,
} from './event-parts';

function SportView({ data: sport }: { data: SportDetail }) {
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
      <FactsSection title={t('event:good_to_know')} facts={sport.goodToKnow} />
      <FactsSection title={t('event:beginners_guide')} facts={sport.beginnersGuide} />
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
      <FederationsSection federations={sport.federations} />
      <EventCarousel title={t('event:other_sports')}>
        {sport.otherSports.map((other) => (
          <SportTile key={other._id} sport={other} />
        ))}
      </EventCarousel>
    </article>
  );
}

/** /sports/{slug} (seed 002 §2); "Sport Category not found!" when there is no such sport. */
export default detailScreen(eventQueries.sport, 'sport_not_found', SportView);
