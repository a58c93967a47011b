import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/ui/error-page';

/** seed 002 §2: the catch-all page, titled 'Not found' with 'This page doesn't exist.'. */
export default function NotFoundScreen() {
  const { t } = useTranslation(['error']);
  return <ErrorPage title={t('error:not_found_title')} message={t('error:not_found_message')} />;
}
