import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { i18n as I18n } from 'i18next';
import { languageMachine, type LoadLanguageInput } from '@machines/language/language.machine';
import { loadLanguage, localeLoaders, type LocaleLoaders } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY, type Language } from '@/i18n/languages';

export type LanguageActorDeps = {
  i18n: I18n;
  language: Language;
  storage: Pick<Storage, 'setItem'> | null;
  loaders?: LocaleLoaders;
  /** The root actor: the language flow runs in its system, so `?inspect` shows it. */
  parent?: AnyActorRef;
};

/** The language machine with its real side effects: loading a language's chunk, remembering the choice. */
export function provideLanguage({
  i18n,
  storage,
  loaders = localeLoaders,
}: Omit<LanguageActorDeps, 'language' | 'parent'>) {
  return languageMachine.provide({
    actors: {
      loadLanguage: fromPromise<void, LoadLanguageInput>(({ input }) =>
        loadLanguage(i18n, input.language, loaders),
      ),
    },
    actions: {
      storeLanguage: (_, { language: chosen }) => {
        try {
          storage?.setItem(LANGUAGE_STORAGE_KEY, chosen);
        } catch {
          // Storage may be full or refused; the choice then lasts for this page only.
        }
      },
    },
  });
}

/** The language actor, not yet started (a child of the root actor when `parent` is given). */
export function createLanguageActor({ language, parent, ...deps }: LanguageActorDeps) {
  return createActor(provideLanguage(deps), {
    input: { language },
    id: 'language',
    ...(parent ? { parent } : {}),
  });
}

export type LanguageActor = ReturnType<typeof createLanguageActor>;
