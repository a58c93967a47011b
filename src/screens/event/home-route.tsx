import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartedApp } from '@/app/providers';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

const CatalogueHome = lazy(() => import('@/screens/home/home-screen'));
const EventHome = lazy(() => import('./event-home-screen'));

/**
 * The index route: the event home on the event site (`custom.eventSite`, seed 002 §2 "Home"),
 * the catalogue home everywhere else. Each is its own chunk, so neither site loads the other's.
 */
export default function HomeRoute() {
  const { config } = useStartedApp();
  const { t } = useTranslation(['common']);
  return (
    <Suspense fallback={<LoadingIndicator label={t('common:loading')} />}>
      {config.isEventSite ? <EventHome /> : <CatalogueHome />}
    </Suspense>
  );
}
