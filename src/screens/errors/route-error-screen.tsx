import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorPage } from '@/components/ui/error-page';
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
    >
      <p className="error-page__actions">
        <button type="button" className="button button--accent" onClick={reload}>
          {t('error:critical_error_try_again', 'Try Again')}
        </button>
      </p>
    </ErrorPage>
  );

  return standalone ? (
    <main id="content" className="standalone-page" tabIndex={-1}>
      {page}
    </main>
  ) : (
    page
  );
}
