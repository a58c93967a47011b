import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import {
  formatRank,
  medalsOf,
  rankMedalResults,
  resultsQueries,
  useEventClient,
  type MedalAthlete,
  type MedalSport,
  type RankedMedalResult,
} from '@/app/data/event-client';
import { gradientStyle } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';
import './event.css';
import './results-screen.css';

type Medals = { gold: number; silver: number; bronze: number };

function MedalCells({ medals, total }: { medals: Medals; total: number }) {
  return (
    <>
      <td className="results__medal results__medal--gold">{medals.gold}</td>
      <td className="results__medal results__medal--silver">{medals.silver}</td>
      <td className="results__medal results__medal--bronze">{medals.bronze}</td>
      <td className="results__medal results__total">{total}</td>
    </>
  );
}

/** An athlete's picture from the results route (seed 002 §7), on their sport's gradient. */
function AthletePicture({ athlete, sportCode }: { athlete: MedalAthlete; sportCode: string }) {
  const client = useEventClient();
  const image = useQuery(resultsQueries.athleteImage(client, athlete.name, sportCode));
  return (
    <span
      className="results__athlete-picture"
      style={gradientStyle(image.data?.gradientColors)}
      data-testid="athlete-picture"
    >
      {image.data?.imageUrl ? (
        <img src={image.data.imageUrl} alt="" width={40} height={40} loading="lazy" />
      ) : null}
    </span>
  );
}

function SportRows({ sport, country }: { sport: MedalSport; country: string }) {
  const { t } = useTranslation(['event']);
  const [open, setOpen] = useState(false);
  const medals = medalsOf(sport.athletes);
  return (
    <>
      <tr className="results__sport-row">
        <td />
        <th scope="row" className="results__name results__name--sport">
          <button
            type="button"
            className="results__toggle"
            aria-expanded={open}
            aria-label={t('event:results.sport_toggle', { sport: sport.name, country })}
            onClick={() => setOpen((value) => !value)}
          >
            {sport.name}
          </button>
        </th>
        <MedalCells medals={medals} total={sport.total} />
      </tr>
      {open
        ? sport.athletes.map((athlete) => (
            <tr key={`${athlete.name}-${athlete.event ?? ''}`} className="results__athlete-row">
              <td />
              <th scope="row" className="results__name results__name--athlete">
                <span className="results__athlete">
                  <AthletePicture athlete={athlete} sportCode={sport.sportCode} />
                  <span>
                    <span className="results__athlete-name">{athlete.name}</span>
                    {athlete.event ? <span className="results__event">{athlete.event}</span> : null}
                  </span>
                </span>
              </th>
              <MedalCells medals={athlete} total={athlete.gold + athlete.silver + athlete.bronze} />
            </tr>
          ))
        : null}
    </>
  );
}

function CountryRows({ result }: { result: RankedMedalResult }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr className="results__country-row" data-testid="country-row">
        <td className="results__rank">{formatRank(result.rank)}</td>
        <th scope="row" className="results__name">
          <button
            type="button"
            className="results__toggle"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {result.countryCode ? (
              <img
                className="event-flag"
                src={`/event/flags/${result.countryCode.toLowerCase()}.svg`}
                alt=""
                width={24}
                height={16}
              />
            ) : null}
            {result.country}
          </button>
        </th>
        <MedalCells medals={result} total={result.total} />
      </tr>
      {open
        ? result.sports.map((sport) => (
            <Fragment key={sport.sportCode}>
              <SportRows sport={sport} country={result.country} />
            </Fragment>
          ))
        : null}
    </>
  );
}

/** /results (seed 002 §2): the medal table, country rows opening sport rows opening athlete rows. */
function ResultsScreen() {
  const { t } = useTranslation(['event', 'common']);
  const client = useEventClient();
  const results = useQuery(resultsQueries.results(client));
  const title = t('event:results.title');
  usePageMeta({ title, description: t('event:results.description') });

  let body;
  if (results.error) body = <EmptyState title={t('event:results.error')} />;
  else if (!results.data) body = <LoadingIndicator label={t('common:loading')} />;
  else if (results.data.length === 0) body = <EmptyState title={t('event:results.empty')} />;
  else
    body = (
      <div className="results__scroll">
        <table className="results">
          <caption>{t('event:results.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('event:results.rank')}</th>
              <th scope="col">{t('event:results.country')}</th>
              <th scope="col">{t('event:results.gold')}</th>
              <th scope="col">{t('event:results.silver')}</th>
              <th scope="col">{t('event:results.bronze')}</th>
              <th scope="col">{t('event:results.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rankMedalResults(results.data).map((result) => (
              <CountryRows key={result.country} result={result} />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      {body}
    </div>
  );
}

export default withEventTexts(ResultsScreen);
