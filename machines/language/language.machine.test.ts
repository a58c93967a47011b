import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { languageMachine, selectLanguage, selectTranslationsStatus } from './language.machine';
import type { Language } from '@/i18n/languages';

function languageActor(load: (language: Language) => Promise<void>, language: Language = 'en') {
  const storeLanguage = vi.fn();
  const actor = createActor(
    languageMachine.provide({
      actors: { loadLanguage: fromPromise(({ input }) => load(input.language)) },
      actions: { storeLanguage: (_, params) => storeLanguage(params.language) },
    }),
    { input: { language } },
  );
  actor.start();
  return { actor, storeLanguage };
}

describe('language machine', () => {
  it('is loading until the first language has loaded, then ready', async () => {
    const { actor } = languageActor(async () => {}, 'nl');
    expect(selectTranslationsStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTranslationsStatus(actor.getSnapshot())).toBe('ready');
    expect(selectLanguage(actor.getSnapshot())).toBe('nl');
  });

  it('fails when the first language does not load', async () => {
    const { actor } = languageActor(() => Promise.reject(new Error('chunk')));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectTranslationsStatus(actor.getSnapshot())).toBe('failed');
  });

  it('keeps showing the current language while the next one loads, then stores the choice', async () => {
    let finish = () => {};
    const load = vi.fn((language: Language) =>
      language === 'en' ? Promise.resolve() : new Promise<void>((resolve) => (finish = resolve)),
    );
    const { actor, storeLanguage } = languageActor(load);
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'LANGUAGE.CHANGE', language: 'fr' });
    expect(actor.getSnapshot().matches('switching')).toBe(true);
    expect(selectTranslationsStatus(actor.getSnapshot())).toBe('ready');
    expect(selectLanguage(actor.getSnapshot())).toBe('en');
    expect(storeLanguage).not.toHaveBeenCalled();

    finish();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectLanguage(actor.getSnapshot())).toBe('fr');
    expect(storeLanguage).toHaveBeenCalledWith('fr');
    expect(load).toHaveBeenCalledWith('fr');
  });

  it('ignores a change to the language already shown', async () => {
    const load = vi.fn(async () => {});
    const { actor, storeLanguage } = languageActor(load);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LANGUAGE.CHANGE', language: 'en' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(storeLanguage).not.toHaveBeenCalled();
  });

  it('fails, without storing the choice, when a later language does not load', async () => {
    const { actor, storeLanguage } = languageActor((language) =>
      language === 'en' ? Promise.resolve() : Promise.reject(new Error('chunk')),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LANGUAGE.CHANGE', language: 'de' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(storeLanguage).not.toHaveBeenCalled();
  });
});
