import 'i18next';
import type { LocaleResources } from './locales/en';

/** Typed keys: `t('error:not_found_title')` is checked against the English bundle. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
    returnNull: false;
  }
}
