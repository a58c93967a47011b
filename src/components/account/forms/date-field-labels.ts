import { useTranslation } from 'react-i18next';
import type { DateFieldLabels } from '@/components/ui/date-field.rules';

/** The date picker's texts and the page's language, for a birth date field. */
export function useDateFieldText(): { labels: DateFieldLabels; locale: string } {
  const { t, i18n } = useTranslation('account');
  return {
    labels: {
      openCalendar: t('date.open_calendar'),
      clear: t('date.clear'),
      month: t('date.month'),
      year: t('date.year'),
      format: t('date.format'),
    },
    locale: i18n.language,
  };
}
