import { useTranslation } from 'react-i18next';
import { ErrorPage, StandalonePage } from '@/components/ui/error-page';

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
    <StandalonePage>
      <ErrorPage
        title={t('error:translations_load_failed', 'Unable to load translations')}
        message={t(
          'error:translations_load_failed_description',
          'Check your connection, then reload the page.',
        )}
        action={{ label: t('error:reload', 'Reload'), onClick: onReload, variant: 'primary' }}
      />
    </StandalonePage>
  );
}
