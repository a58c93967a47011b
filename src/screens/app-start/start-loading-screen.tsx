import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

/**
 * Shown while the app starts and its translations load. It renders before any translation has
 * arrived, so the key carries its English text as fallback.
 */
export function StartLoadingScreen() {
  const { t } = useTranslation(['common']);
  return (
    <main id="content" className="standalone-page standalone-page--centred" tabIndex={-1}>
      <LoadingIndicator label={t('common:loading', 'Loading')} />
    </main>
  );
}
