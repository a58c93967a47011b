import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

/**
 * A screen whose content did not load, told by seed 002 §8's category (check the connection, sign
 * in again, no permission, a server-side issue), with Try again. Not found has its own screens.
 */
/** What the viewer is told: a failure's category (services' `loadFailureCategory`), or a load taking long. */
export type LoadFailureKind = 'network' | 'authentication' | 'permission' | 'server' | 'slow';

export function LoadFailurePage({
  category,
  onRetry,
}: {
  category: LoadFailureKind;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['error']);
  return (
    <ErrorPage
      title={t(category === 'slow' ? 'error:load_slow_title' : 'error:load_failed_title')}
      message={t(`error:load_failure.${category}`)}
    >
      <p>
        <button type="button" className="button button--accent" onClick={onRetry}>
          {t('error:try_again')}
        </button>
      </p>
    </ErrorPage>
  );
}
