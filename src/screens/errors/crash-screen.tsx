import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ui/error-page';

export type CrashScreenProps = {
  /** "Try again": reloads the page. */
  onRetry?: () => void;
};

/**
 * The error-boundary fallback (seed 001 §2, §8), also shown when the root actor crashed. It may
 * render before any translation has loaded, so each key carries its English text as fallback.
 */
export function CrashScreen({ onRetry = reloadPage }: CrashScreenProps) {
  const { t } = useTranslation(['error']);
  return (
    <main id="content" className="standalone-page" tabIndex={-1}>
      <ErrorPage
        title={t('error:boundary_title', 'Something went wrong')}
        message={t(
          'error:boundary_message',
          "Something went wrong. We've been notified about this issue and are working to fix it.",
        )}
      >
        <p className="error-page__actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('error:try_again', 'Try again')}
          </button>
        </p>
      </ErrorPage>
    </main>
  );
}

function reloadPage() {
  window.location.reload();
}
