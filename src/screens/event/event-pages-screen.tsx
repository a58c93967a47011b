import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { EventFooterProps } from './event-footer';

/**
 * Podcasts, static pages, contact and the event footer behind one chunk: the entry names only this
 * one, not each screen's files (DESIGN.md "Budgets": home's initial JS). Each screen is still a
 * chunk of its own, loaded when its route is open.
 */
const Podcasts = lazy(() => import('./podcasts-screen'));
const Podcast = lazy(() => import('./podcast-screen'));
const StaticPage = lazy(() => import('./static-page-screen'));
const Contact = lazy(() => import('./contact-screen'));
// Results, schedule, live and the embed player (issue 14) ride on the same chunk.
const Results = lazy(() => import('./results-screen'));
const Schedule = lazy(() => import('./schedule-screen'));
const Live = lazy(() => import('./live-screen'));
const Embed = lazy(() => import('@/screens/embed/embed-screen'));

const LazyEventFooter = lazy(() => import('./event-footer'));

/** The event site's CMS footer part (and header menu), for the layout; its own chunk. */
export function EventFooter(props: EventFooterProps) {
  return (
    <Suspense fallback={null}>
      <LazyEventFooter {...props} />
    </Suspense>
  );
}

const routes: [string, ComponentType][] = [
  [paths.podcasts.path, Podcasts],
  [paths.podcast.path, Podcast],
  [paths.contactUs.path, Contact],
  [paths.results.path, Results],
  [paths.schedule.path, Schedule],
  [paths.live.path, Live],
  [paths.federationEmbed.path, Embed],
];

/** The screen of a location (a podcast route, contact, ... or else a static page) and its route pattern. */
export function eventPageFor(pathname: string): [pattern: string, Screen: ComponentType] {
  return routes.find(([pattern]) => matchPath(pattern, pathname)) ?? ['static', StaticPage];
}

function EventPageRoute() {
  const { t } = useTranslation(['common']);
  const [pattern, Screen] = eventPageFor(useLocation().pathname);
  // A boundary per screen: leaving a screen whose chunk is still loading drops its boundary, so
  // the next screen never waits on it (docs/decisions.md "Runtime").
  return (
    <Suspense key={pattern} fallback={<LoadingIndicator label={t('common:loading')} />}>
      <Screen />
    </Suspense>
  );
}

/**
 * The route screen of podcasts, static pages and contact; given `onHeaderMenu`, the layout's event
 * footer part instead, so that the entry needs one import for both.
 */
export default function EventPagesScreen({ onHeaderMenu }: Partial<EventFooterProps>) {
  return onHeaderMenu ? <EventFooter onHeaderMenu={onHeaderMenu} /> : <EventPageRoute />;
}
