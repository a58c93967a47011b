import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates (seconds since the epoch, shown in UTC) and prices in the page's language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      date: (seconds: number) => dateFormat.format(new Date(seconds * 1000)),
      money: (amount: number, currency: string) => {
        try {
          return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
        } catch {
          return `${amount.toFixed(2)} ${currency}`;
        }
      },
    };
  }, [language]);
}
