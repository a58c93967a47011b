import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { AccountBackend, AppStartInput, AppStartOutput } from '../app-start/app-start.types';
import { appMachine, type AccountLogic } from './app.machine';
import { selectIsCrashed, selectOffersSignIn, selectStarted } from './app.selectors';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const quiet = setup({}).createMachine({});

/** The started app as app start hands it over: a site without accounts. */
const started = (accessModel: string) =>
  ({
    config: { features: {}, accessModel },
    accountBackend: null,
  }) as unknown as AppStartOutput;

function start() {
  const appStart = deferred<AppStartOutput>();
  const actor = createActor(
    appMachine.provide({
      actors: {
        appStart: fromPromise<AppStartOutput, AppStartInput>(() => appStart.promise) as never,
        loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(async () => null),
        favorites: quiet as never,
        watchHistory: quiet as never,
      },
    }),
    { input: { requestedSource: null, storedSource: null, hash: '' } },
  );
  actor.start();
  return { actor, appStart };
}

describe('what the root shows of the start (seed 000 §4)', () => {
  it('seed 000 §4: no started app while starting, then the one app start produced', async () => {
    const s = start();
    expect(selectStarted(s.actor.getSnapshot())).toBeNull();
    expect(selectIsCrashed(s.actor.getSnapshot())).toBe(false);
    const app = started('SVOD');
    s.appStart.resolve(app);
    await settle();
    expect(selectStarted(s.actor.getSnapshot())).toBe(app);
    expect(selectIsCrashed(s.actor.getSnapshot())).toBe(false);
  });

  it('seed 000 §4: an error escaping app start is a crash, with no started app', async () => {
    const s = start();
    s.appStart.reject(new Error('bug'));
    await settle();
    expect(selectIsCrashed(s.actor.getSnapshot())).toBe(true);
    expect(selectStarted(s.actor.getSnapshot())).toBeNull();
  });
});

describe('sign-in and sign-up are offered (seed 001 §6, seed 002 §6)', () => {
  it.each([
    ['AVOD', false],
    ['AUTHVOD', true],
    ['SVOD', true],
  ])('seed 001 §6: under %s the offer is %s', (accessModel, offered) => {
    expect(selectOffersSignIn(started(accessModel))).toBe(offered);
  });
});
