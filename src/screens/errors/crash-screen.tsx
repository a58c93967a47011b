import { useTranslation } from 'react-i18next';
import { ErrorPage, StandalonePage } from '@/components/ui/error-page';

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
    <StandalonePage>
      <ErrorPage
        title={t('error:boundary_title', 'Something went wrong')}
        message={t(
          'error:boundary_message',
          "Something went wrong. We've been notified about this issue and are working to fix it.",
        )}
        action={{ label: t('error:try_again', 'Try again'), onClick: onRetry, variant: 'primary' }}
      />
    </StandalonePage>
  );
}

function reloadPage() {
  window.location.reload();
}
