import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Language } from '@/i18n/languages';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

export type LanguageContext = {
  /** The language whose translations are loaded and shown. */
  language: Language;
  /** The language being loaded after the viewer picked it. */
  pending: Language | null;
};

export type LanguageEvent = { type: 'LANGUAGE.CHANGE'; language: Language };

export type LoadLanguageInput = { language: Language };

/**
 * Translations per language are loaded lazily (one chunk each). The first load gates the app;
 * a later switch keeps the current language on screen until the new one has arrived. Any failed
 * load shows the translation-load failure page (seed 002 §2), whose only way out is a reload.
 */
export const languageMachine = setup({
  types: {} as FlowTypes<
    LanguageContext,
    LanguageEvent,
    'loading' | 'ready' | 'failed',
    { language: Language }
  >,
  actors: {
    loadLanguage: unprovided<void, LoadLanguageInput>(),
  },
  actions: {
    /** seed 001 §9: the switcher writes `jwapp.language`. */
    storeLanguage: (_, _params: { language: Language }) => {},
  },
  guards: {
    isOtherLanguage: ({ context }, params: { language: Language }) => params.language !== context.language,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLanguage',
        src: 'loadLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'ready' },
        onError: { target: 'failed' },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'LANGUAGE.CHANGE': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => ({ language: event.language }) },
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.language }),
        },
      },
    },
    switching: {
      tags: ['ready'],
      invoke: {
        id: 'loadLanguage',
        src: 'loadLanguage',
        input: ({ context }) => ({ language: context.pending ?? context.language }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'storeLanguage',
              params: ({ context }) => ({ language: context.pending ?? context.language }),
            },
            assign(({ context }) => ({ language: context.pending ?? context.language, pending: null })),
          ],
        },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['failed'] },
  },
});

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export type TranslationsStatus = 'loading' | 'ready' | 'failed';

/** Whether the app can show translated screens. */
export function selectTranslationsStatus(snapshot: LanguageSnapshot): TranslationsStatus {
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('ready')) return 'ready';
  return 'loading';
}

/** The language on screen (the switcher's value). */
export function selectLanguage(snapshot: LanguageSnapshot): Language {
  return snapshot.context.language;
}
