import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ui/error-page';

export type TranslationsFailureScreenProps = {
  onReload: () => void;
};

/**
 * seed 002 §2: the page-load fallback 'Unable to load translations'. The translations are what
 * failed, so every key here carries its English text as fallback.
 */
export function TranslationsFailureScreen({ onReload }: TranslationsFailureScreenProps) {
  const { t } = useTranslation(['error']);
  return (
    <main id="content" className="standalone-page" tabIndex={-1}>
      <ErrorPage
        title={t('error:translations_load_failed', 'Unable to load translations')}
        message={t(
          'error:translations_load_failed_description',
          'Check your connection, then reload the page.',
        )}
      >
        <p className="error-page__actions">
          <button type="button" className="button button--primary" onClick={onReload}>
            {t('error:reload', 'Reload')}
          </button>
        </p>
      </ErrorPage>
    </main>
  );
}
