import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import type { FederationDetail } from '@/services/event/event.schemas';
import { detailScreen, EventCarousel, FederationTile, InfoSection } from './event-parts';

function FederationView({ data: federation }: { data: FederationDetail }) {
  const { t } = useTranslation(['event']);
  usePageMeta({ title: federation.titleAndSlug.title, description: federation.heroWikiContent ?? undefined });
  const website = federation.contactInfo?.website;
  const cards = [
    {
      key: 'website',
      label: t('event:website'),
      value: website ? (
        <a href={website} rel="noopener noreferrer" target="_blank">
          {website}
        </a>
      ) : null,
    },
    { key: 'founded', label: t('event:founded'), value: federation.widgetInfo?.widgetFounded },
    {
      key: 'headquarters',
      label: t('event:headquarters'),
      value: federation.widgetInfo?.widgetHeadquarters ?? federation.contactInfo?.headquarters,
    },
    { key: 'affiliations', label: t('event:affiliations'), value: federation.widgetInfo?.widgetAffiliations },
  ].filter((card) => card.value);
  return (
    <article className="event-page">
      <header className="event-detail-hero">
        {federation.logo ? (
          <img className="event-detail-hero__logo" src={federation.logo.url} alt="" />
        ) : null}
        <h1 className="event-page__title">{federation.titleAndSlug.title}</h1>
      </header>
      {federation.heroWikiContent ? <p className="event-page__intro">{federation.heroWikiContent}</p> : null}
      <dl className="event-info-cards">
        {cards.map((card) => (
          <div key={card.key} className="event-info-card">
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>
      {federation.sports?.length ? (
        <InfoSection title={t('event:sport')}>
          <p>{federation.sports.map((s) => s.titleAndSlug.title).join(', ')}</p>
        </InfoSection>
      ) : null}
      <EventCarousel title={t('event:other_federations')}>
        {federation.otherFederations.map((other) => (
          <FederationTile key={other._id} federation={other} />
        ))}
      </EventCarousel>
    </article>
  );
}

/** /federations/{slug} (seed 002 §2); "Federation not found!" when there is no such federation. */
export default detailScreen(eventQueries.federation, 'federation_not_found', FederationView);
