import { describe, expect, it } from 'vitest';
import { createActor, emit, fromCallback, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import type { AccountUser } from '../account/account.types';
import type { AccountBackend, AppStartInput, AppStartOutput } from '../app-start/app-start.types';
import type { FavoritesInput } from '../favorites/favorites.types';
import { appMachine, type AccountLogic, type AccountNews, type LoadedNotifications } from './app.machine';
import { buildUser } from '../../tests/model/login.builders';

const user = (id: string): AccountUser => buildUser({ id, email: `${id}@statecast.test` });

/** A list flow that only writes down what it is told. */
function listRecorder(log: AnyEventObject[]) {
  return setup({ types: { input: {} as FavoritesInput, context: {} as FavoritesInput } }).createMachine({
    context: ({ input }) => input,
    on: { '*': { actions: ({ event }) => log.push(event) } },
  });
}

/** An account that emits whatever the test tells it to. */
const talkingAccount = setup({
  types: { events: {} as { type: 'SAY'; news: AccountNews }, emitted: {} as AccountNews },
}).createMachine({ on: { SAY: { actions: emit(({ event }) => event.news) } } });

function start(accountBackend: AppStartOutput['accountBackend']) {
  const favorites: AnyEventObject[] = [];
  const history: AnyEventObject[] = [];
  const started = {
    config: { features: { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' } },
    accountBackend,
  } as unknown as AppStartOutput;
  const actor = createActor(
    appMachine.provide({
      actors: {
        appStart: fromPromise<AppStartOutput, AppStartInput>(async () => started) as never,
        loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(async ({ input }) =>
          input.backend === null ? null : (talkingAccount as unknown as AccountLogic),
        ),
        favorites: listRecorder(favorites) as never,
        watchHistory: listRecorder(history) as never,
      },
    }),
    { input: { requestedSource: null, storedSource: null, hash: '' } },
  );
  actor.start();
  const say = (news: AccountNews) =>
    (actor.getSnapshot().context.account as unknown as { send(e: unknown): void }).send({
      type: 'SAY',
      news,
    });
  return { actor, favorites, history, say };
}

const change = (backend: string, carryOver = false) => ({ type: 'LISTS.BACKEND_CHANGE', backend, carryOver });

describe('the root moves the lists with the account (seed 000 §4)', () => {
  it('lets the lists wait for the restore, then loads the account lists directly', async () => {
    const { actor, favorites, history, say } = start('own-backend');
    await waitFor(actor, (s) => s.matches({ running: 'withAccount' }));
    const lists = actor.getSnapshot().children;
    expect((lists.favorites?.getSnapshot() as { context: FavoritesInput }).context.backend).toBeNull();
    expect(favorites).toEqual([]);

    say({ type: 'account.restored', signedIn: true });
    expect(favorites).toEqual([change('own-backend')]);
    expect(history).toEqual([change('own-backend')]);

    // The user loads after the restore: the lists already are that account's.
    say({ type: 'account.signedIn', user: user('u1'), isNewAccount: false });
    expect(favorites).toHaveLength(1);
    // The same user loaded again: still that account's lists, nothing reloads.
    say({ type: 'account.signedIn', user: user('u1'), isNewAccount: false });
    expect(favorites).toHaveLength(1);

    say({ type: 'account.signedOut', reason: 'revoked' });
    expect(favorites).toEqual([change('own-backend'), change('local')]);
    expect(actor.getSnapshot().context.lists).toEqual({ backend: 'local', userId: null });
  });

  it('carries the local lists over on a registration, and only then', async () => {
    const { actor, favorites, say } = start('hosted');
    await waitFor(actor, (s) => s.matches({ running: 'withAccount' }));
    say({ type: 'account.restored', signedIn: false });
    say({ type: 'account.signedIn', user: user('u2'), isNewAccount: true });
    say({ type: 'account.signedOut', reason: 'logout' });
    say({ type: 'account.signedIn', user: user('u2'), isNewAccount: false });
    say({ type: 'account.signedIn', user: user('u3'), isNewAccount: false });
    expect(favorites).toEqual([
      change('local'),
      change('hosted', true),
      change('local'),
      change('hosted'),
      // Another account over the first one: its lists load.
      change('hosted'),
    ]);
  });

  it('keeps the lists in this browser on a site without accounts', async () => {
    const { actor, favorites } = start(null);
    await waitFor(actor, (s) => s.matches({ running: 'withoutAccount' }));
    const lists = actor.getSnapshot().children;
    expect((lists.favorites?.getSnapshot() as { context: FavoritesInput }).context.backend).toBe('local');
    expect(favorites).toEqual([]);
  });
});

describe('the root, beyond the model paths', () => {
  it('carries nothing over when a registration follows a restored session (seed 000 §4: only local lists are carried)', async () => {
    const { actor, favorites, say } = start('hosted');
    await waitFor(actor, (s) => s.matches({ running: 'withAccount' }));
    say({ type: 'account.restored', signedIn: true });
    say({ type: 'account.signedIn', user: user('u9'), isNewAccount: true });
    // The lists already are the account's: nothing moves, nothing is carried over.
    expect(favorites).toEqual([change('hosted')]);
  });

  it('keeps the lists where they are when the account stops being heard after they were placed', async () => {
    const favorites: AnyEventObject[] = [];
    let fail: (error: Error) => void = () => {};
    const actor = createActor(
      appMachine.provide({
        actors: {
          appStart: fromPromise<AppStartOutput, AppStartInput>(
            async () =>
              ({
                config: { features: { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' } },
                accountBackend: 'hosted',
              }) as unknown as AppStartOutput,
          ) as never,
          loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(
            async () => talkingAccount as unknown as AccountLogic,
          ),
          watchAccount: fromPromise<void, unknown>(
            () => new Promise((_, reject) => (fail = reject)),
          ) as never,
          favorites: listRecorder(favorites) as never,
          watchHistory: listRecorder([]) as never,
        },
      }),
      { input: { requestedSource: null, storedSource: null, hash: '' } },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await waitFor(actor, (s) => s.matches({ running: 'withAccount' }));
    actor.send({ type: 'account.restored', signedIn: true });
    fail(new Error('Listener failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(favorites).toEqual([change('hosted')]);
    expect(actor.getSnapshot().context.lists).toEqual({ backend: 'hosted', userId: null });
    // DESIGN.md: every invoke handles its failure; the app runs on (it used to stop with the error).
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('starts each long-lived flow by its name under its system id, with what the start gave it (seed 001 §4)', async () => {
    const inputs: Record<string, unknown> = {};
    const recorder = (name: string) =>
      fromCallback<AnyEventObject, unknown>(({ input }) => {
        inputs[name] = input;
      }) as never;
    let finishStart: (output: AppStartOutput) => void = () => {};
    const actor = createActor(
      appMachine.provide({
        actors: {
          appStart: fromPromise<AppStartOutput, AppStartInput>(
            () => new Promise((resolve) => (finishStart = resolve)),
          ) as never,
          loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(
            async () => talkingAccount as unknown as AccountLogic,
          ),
          loadNotifications: fromPromise<LoadedNotifications | null, { backend: AccountBackend }>(
            async ({ input }) => {
              inputs.loadNotifications = input;
              return {
                logic: recorder('notifications') as unknown as LoadedNotifications['logic'],
                input: { allowedRedirectOrigins: ['https://pay.example'] },
              };
            },
          ),
          cookieConsent: recorder('cookieConsent'),
          appDownload: recorder('appDownload'),
          chromePrompt: recorder('chromePrompt'),
        },
      }),
      { input: { requestedSource: null, storedSource: null, hash: '' } },
    );
    actor.start();
    expect(actor.system.get('appStart')).toBeDefined();
    finishStart({
      config: {
        features: { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' },
        custom: {
          googlePlayUrl: 'https://play.google.com/store/apps/details?id=cast',
          appStoreUrl: 'https://apps.apple.com/app/id1',
          analyticsId: 'G-1',
          analyticsScript: 'https://analytics.example/a.js',
        },
      },
      accountBackend: 'own-backend',
      isChina: true,
    } as unknown as AppStartOutput);
    await waitFor(actor, (s) => s.context.notifications !== null);
    for (const systemId of [
      'favorites',
      'watchHistory',
      'cookieConsent',
      'appDownload',
      'chromePrompt',
      'account',
      'notifications',
    ])
      expect(actor.system.get(systemId), systemId).toBeDefined();
    expect(inputs).toEqual({
      cookieConsent: {
        settings: {
          analytics: { id: 'G-1', src: 'https://analytics.example/a.js' },
          marketing: { id: null, src: null },
        },
      },
      appDownload: {
        isChina: true,
        links: {
          googlePlay: 'https://play.google.com/store/apps/details?id=cast',
          appStore: 'https://apps.apple.com/app/id1',
        },
      },
      chromePrompt: { isChina: true },
      loadNotifications: { backend: 'own-backend' },
      notifications: { allowedRedirectOrigins: ['https://pay.example'] },
    });
  });
});
