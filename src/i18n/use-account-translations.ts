import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAccountTranslations } from './i18n';

/**
 * The account screens, the account dialog and the signed-in chrome show texts of the account
 * group, which loads on first use rather than with every page.
 */
export function useAccountTranslations(enabled = true): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    loadAccountTranslations(i18n).catch((error: unknown) => {
      console.error('Unable to load the account translations', error);
    });
  }, [enabled, i18n]);
}
