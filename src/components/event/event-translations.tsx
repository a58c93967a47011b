import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { EventResources } from '@/i18n/locales/en';
import type { Language } from '@/i18n/languages';

type EventTexts = { default: EventResources['event'] };

/**
 * The event namespace per language, one small chunk each, fetched with the event screens rather
 * than with every page (home budget, DESIGN.md "Budgets").
 */
const loaders: Record<Language, () => Promise<EventTexts>> = {
  en: () => import('@/i18n/locales/en/event.json'),
  es: () => import('@/i18n/locales/es/event.json'),
  nl: () => import('@/i18n/locales/nl/event.json'),
  fr: () => import('@/i18n/locales/fr/event.json'),
  de: () => import('@/i18n/locales/de/event.json'),
};

/** True once the event texts of the language shown are there; loads them (again after a switch). */
export function useEventTranslations(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const has = i18n.hasResourceBundle(language, 'event');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (has || !(language in loaders)) return;
    let live = true;
    loaders[language]()
      .then((module) => {
        i18n.addResourceBundle(language, 'event', module.default, true, true);
        if (live) setLoaded((n) => n + 1);
      })
      .catch((error: unknown) => console.error('Unable to load the event translations', error));
    return () => {
      live = false;
    };
  }, [has, i18n, language]);
  return has;
}

/** A screen that waits for the event texts, showing the loading indicator meanwhile. */
export function withEventTexts<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithEventTexts(props: P) {
    const ready = useEventTranslations();
    const { t } = useTranslation(['common']);
    return ready ? <Screen {...props} /> : <LoadingIndicator label={t('common:loading')} />;
  }
  WithEventTexts.displayName = `WithEventTexts(${Screen.displayName ?? Screen.name})`;
  return WithEventTexts;
}
