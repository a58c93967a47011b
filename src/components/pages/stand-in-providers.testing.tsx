import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '@machines/language/language.machine';
import { AppProviders, createQueryClient, type AppRuntime } from '@/app/providers';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';

/**
 * The app's providers in English, with the translations loaded (unless `translations` is false),
 * for views that read only the texts and `reload`: the runtime's actors are never started.
 */
export async function standInProviders({ translations = true } = {}) {
  const i18n = createI18n('en');
  if (translations) await loadLanguage(i18n, 'en');
  const reload = vi.fn();
  const runtime = {
    // Any actor stands in for the root, which these views never read.
    appActor: createActor(languageMachine, {
      input: { language: 'en' },
    }) as unknown as AppRuntime['appActor'],
    languageActor: createLanguageActor({ i18n, language: 'en', storage: null }),
    configHelpUrl: '/docs/configuration.html',
    reload,
  } satisfies AppRuntime;
  const wrap = (children: ReactNode) => (
    <AppProviders i18n={i18n} queryClient={createQueryClient()} runtime={runtime}>
      {children}
    </AppProviders>
  );
  return { wrap, reload };
}
