import {
  assign,
  fromPromise,
  setup,
  spawnChild,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';
import type { accountMachine } from '../account/account.machine';
import type { AccountBackend } from '../app-start/app-start.types';
import { appStartMachine } from '../app-start/app-start.machine';
import type { AppStartInput, AppStartOutput } from '../app-start/app-start.types';
import { favoritesMachine } from '../favorites/favorites.machine';
import { watchHistoryMachine } from '../watch-history/watch-history.machine';

/** The account machine with its side effects, as the lazily loaded account code provides it. */
export type AccountLogic = typeof accountMachine;

export type AppContext = {
  startInput: AppStartInput;
  /** What app start produced: config, settings, integration, location. */
  start: AppStartOutput | null;
  /** The viewer's account actor (systemId 'account'); null on a site without accounts. */
  account: ActorRefFrom<AccountLogic> | null;
};

type SpawnLogic = (
  logic: AnyActorLogic,
  options: { id: string; systemId: string; input: unknown },
) => AnyActorRef;

const never = <T>() => new Promise<T>(() => {});

/**
 * The root actor's logic. It runs app start (systemId 'appStart'), then holds the started app.
 * Long-lived flows (session, consent, account dialog, favorites, watch history) are spawned here
 * once the app is running.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppStartInput,
    tags: {} as 'starting' | 'running',
    /** Child id -> actor name, so `snapshot.children.<id>` is typed. */
    children: {} as {
      appStart: 'appStart';
      favorites: 'favorites';
      watchHistory: 'watchHistory';
    },
  },
  actors: {
    appStart: appStartMachine,
    /**
     * The account code (three back ends, two session machines) is a chunk of its own, loaded only
     * on a site with accounts, so that an ad-supported home page never carries it.
     */
    loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(() => never()),
    favorites: favoritesMachine,
    watchHistory: watchHistoryMachine,
  },
  guards: {
    isAccountLoaded: (_, params: { logic: AccountLogic | null }) => params.logic !== null,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ startInput: input, start: null, account: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['starting'],
      invoke: {
        id: 'appStart',
        systemId: 'appStart',
        src: 'appStart',
        input: ({ context }) => context.startInput,
        onDone: {
          target: 'running',
          actions: assign({ start: ({ event }) => event.output }),
        },
        // App start owns its failures as states; an escaped error means a bug, shown by the boundary.
        onError: { target: 'crashed' },
      },
    },
    running: {
      tags: ['running'],
      entry: [
        // Signed out, both lists live in this browser (seed 002 §1); features switch them on (seed 000 §3).
        spawnChild('favorites', {
          id: 'favorites',
          systemId: 'favorites',
          input: ({ context }) => ({
            enabled: Boolean(context.start?.config.features.favoritesList),
            backend: 'local',
          }),
        }),
        spawnChild('watchHistory', {
          id: 'watchHistory',
          systemId: 'watchHistory',
          input: ({ context }) => ({
            enabled: Boolean(context.start?.config.features.continueWatchingList),
            backend: 'local',
          }),
        }),
      ],
      initial: 'loadingAccount',
      states: {
        loadingAccount: {
          invoke: {
            id: 'loadAccount',
            src: 'loadAccount',
            // Null on a site without accounts: then nothing is loaded at all.
            input: ({ context }) => ({ backend: context.start?.accountBackend ?? null }),
            onDone: [
              {
                guard: { type: 'isAccountLoaded', params: ({ event }) => ({ logic: event.output }) },
                target: 'withAccount',
                // The viewer's account, on the back end the start chose (seed 000 §4).
                actions: assign({
                  account: ({ context, event, spawn }) =>
                    // The logic arrives with the event, so it is not one of the names above.
                    (spawn as unknown as SpawnLogic)(event.output as AccountLogic, {
                      id: 'account',
                      systemId: 'account',
                      input: { backend: context.start?.accountBackend ?? null },
                    }) as unknown as ActorRefFrom<AccountLogic>,
                }),
              },
              { target: 'withoutAccount' },
            ],
            // The site still browses signed out when the account code cannot load.
            onError: { target: 'accountUnavailable' },
          },
        },
        withAccount: {},
        withoutAccount: {},
        accountUnavailable: {},
      },
    },
    crashed: {},
  },
});
