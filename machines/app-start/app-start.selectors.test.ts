import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { buildConfig, buildSettings } from '../../tests/support/config-builders';
import { appStartMachine } from './app-start.machine';
import type { LocationResult } from './app-start.types';
import { selectConfigChoice, selectStartView } from './app-start.selectors';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

/** App start with every service held until the test answers it (seed 000 §4 order). */
function start(requestedSource: string | null = null) {
  const location = deferred<LocationResult>();
  const settings = deferred<ReturnType<typeof buildSettings>>();
  const config = deferred<ReturnType<typeof buildConfig>>();
  const services = deferred<void>();
  const actor = createActor(
    appStartMachine.provide({
      actors: {
        detectLocation: fromPromise(() => location.promise),
        loadSettings: fromPromise(() => settings.promise),
        loadConfig: fromPromise(() => config.promise),
        initialiseServices: fromPromise(() => services.promise),
      },
    }),
    { input: { requestedSource, storedSource: null, hash: '' } },
  );
  actor.start();
  const view = () => selectStartView(actor.getSnapshot());
  return { actor, view, location, settings, config, services };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await flush();
}

describe('what the start screen shows (seed 000 §4)', () => {
  it('names the first step still open, then ready once every step is done', async () => {
    const s = start();
    expect(s.view()).toEqual({ status: 'loading', step: 'detectingLocation' });
    s.location.resolve({ countryCode: 'NL', isChina: false });
    await settle();
    expect(s.view()).toEqual({ status: 'loading', step: 'readingSettings' });
    s.settings.resolve(buildSettings());
    await settle();
    expect(s.view()).toEqual({ status: 'loading', step: 'loadingConfig' });
    expect(selectConfigChoice(s.actor.getSnapshot())).toEqual({ source: 'freeavod', refused: null });
    s.config.resolve(buildConfig());
    await settle();
    expect(s.view()).toEqual({ status: 'loading', step: 'initialisingServices' });
    s.services.resolve();
    await settle();
    expect(s.view()).toEqual({ status: 'ready' });
  });

  it('shows the failure the start ended with', async () => {
    const s = start();
    s.settings.reject(Object.assign(new Error('Unable to load .webapp.ini'), { kind: 'settings' }));
    await settle();
    const view = s.view();
    expect(view.status).toBe('failed');
    expect(view.status === 'failed' && view.failure.message).toBeTruthy();
  });

  it('says which app-config value was refused (seed 000 §5)', async () => {
    const s = start('zzzzzzzz');
    s.location.resolve({ countryCode: 'NL', isChina: false });
    s.settings.resolve(buildSettings());
    await settle();
    expect(selectConfigChoice(s.actor.getSnapshot())).toEqual({ source: 'freeavod', refused: 'zzzzzzzz' });
  });
});
