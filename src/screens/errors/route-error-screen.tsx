import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorPage, StandalonePage } from '@/components/ui/error-page';
import { useAppRuntime } from '@/app/providers';

export type RouteErrorScreenProps = {
  /** True when the layout itself failed: the page then needs its own main landmark. */
  standalone?: boolean;
};

/** seed 002 §2: a route error shows 'Critical Error', its message and a 'Try Again' button. */
export function RouteErrorScreen({ standalone = false }: RouteErrorScreenProps) {
  const error = useRouteError();
  const { reload } = useAppRuntime();
  const { t } = useTranslation(['error']);

  useEffect(() => {
    // seed 002 §8: logged and reported (the reporter loads only when an error happens).
    import('@/services/tracking/error-reporting').then(
      (reporting) => reporting.reportError(error, 'route'),
      () => console.error('Route error', error),
    );
  }, [error]);

  const page = (
    <ErrorPage
      title={t('error:critical_error_title', 'Critical Error')}
      message={t('error:critical_error_message', 'A critical error occurred. Please refresh the page.')}
      action={{ label: t('error:critical_error_try_again', 'Try Again'), onClick: reload, variant: 'accent' }}
    />
  );

  return standalone ? <StandalonePage>{page}</StandalonePage> : page;
}
