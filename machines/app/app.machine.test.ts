import { describe, expect, it } from 'vitest';
import { createActor, emit, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import type { AccountUser } from '../account/account.types';
import type { AccountBackend, AppStartInput, AppStartOutput } from '../app-start/app-start.types';
import type { FavoritesInput } from '../favorites/favorites.types';
import { appMachine, type AccountLogic, type AccountNews } from './app.machine';
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
    (actor.getSnapshot().context.account as unknown as { send(e: unknown): void }).send({ type: 'SAY', news });
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
