import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  setup,
  spawnChild,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';
import type { accountMachine } from '../account/account.machine';
import type { notificationsMachine } from '../notifications/notifications.machine';
import type { NotificationsInput } from '../notifications/notifications.types';
import type { AccountEmitted } from '../account/account.types';
import type { AccountBackend } from '../app-start/app-start.types';
import type { ListsBackendChange, WatchListsBackendKind } from '../favorites/favorites.types';
import { appStartMachine } from '../app-start/app-start.machine';
import type { AppStartInput, AppStartOutput } from '../app-start/app-start.types';
import { favoritesMachine } from '../favorites/favorites.machine';
import { watchHistoryMachine } from '../watch-history/watch-history.machine';
import { storeLinksFrom } from '../app-download/app-download.rules';
import type { AppDownloadEvent, AppDownloadInput } from '../app-download/app-download.types';
import type { ChromePromptEvent, ChromePromptInput } from '../chrome-prompt/chrome-prompt.types';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { trackingSettingsFrom } from '../cookie-consent/cookie-consent.rules';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/** The account machine with its side effects, as the lazily loaded account code provides it. */
export type AccountLogic = typeof accountMachine;

/** The notifications flow with its side effects, as its lazily loaded code provides it. */
export type NotificationsLogic = typeof notificationsMachine;

/** The notifications flow ready to spawn: its logic and the input the page gives it. */
export type LoadedNotifications = { logic: NotificationsLogic; input: NotificationsInput };

/**
 * Where favorites and watch history live now, as the root last told them: this browser, an
 * account back end, or null while the account restores (the lists wait). `userId` is the account
 * whose lists they are, once its user has loaded.
 */
export type ListsPlace = { backend: WatchListsBackendKind | null; userId: string | null };

export type AppContext = {
  startInput: AppStartInput;
  /** What app start produced: config, settings, integration, location. */
  start: AppStartOutput | null;
  /** The viewer's account actor (systemId 'account'); null on a site without accounts. */
  account: ActorRefFrom<AccountLogic> | null;
  /** The notifications actor (systemId 'notifications'); null on a site without them. */
  notifications: ActorRefFrom<NotificationsLogic> | null;
  lists: ListsPlace;
};

/** What the account actor emits that the root acts on: it moves the lists (seed 000 §4). */
export type AccountNews = Extract<
  AccountEmitted,
  { type: 'account.restored' | 'account.signedIn' | 'account.signedOut' }
>;

export type AppEvent = AccountNews;

const ACCOUNT_NEWS: readonly AccountNews['type'][] = [
  'account.restored',
  'account.signedIn',
  'account.signedOut',
];

type SpawnLogic = (
  logic: AnyActorLogic,
  options: { id: string; systemId: string; input: unknown },
) => AnyActorRef;

type AccountRef = ActorRefFrom<AccountLogic>;

/** The account back end as the lists name it; the site has one whenever an account actor runs. */
const accountListsOf = (context: AppContext): WatchListsBackendKind =>
  context.start?.accountBackend ?? 'local';

/**
 * The root actor's logic. It runs app start (systemId 'appStart'), then holds the started app.
 * Long-lived flows (session, consent, account dialog, favorites, watch history) are spawned here
 * once the app is running. It listens to the account actor and moves favorites and watch history
 * between this browser and the account (seed 000 §4): the account's lists on sign-in, the local
 * lists carried over on registration, this browser's lists again on sign-out.
 */
export const appMachine = setup({
  types: {} as FlowTypes<AppContext, AppEvent, 'starting' | 'running', AppStartInput> & {
    /** Child id -> actor name, so `snapshot.children.<id>` is typed. */
    children: {
      loadNotifications: 'loadNotifications';
      appStart: 'appStart';
      favorites: 'favorites';
      watchHistory: 'watchHistory';
      cookieConsent: 'cookieConsent';
      appDownload: 'appDownload';
      chromePrompt: 'chromePrompt';
    };
  },
  actors: {
    appStart: appStartMachine,
    /**
     * The account code (three back ends, two session machines) is a chunk of its own, loaded only
     * on a site with accounts, so that an ad-supported home page never carries it.
     */
    loadAccount: unprovided<AccountLogic | null, { backend: AccountBackend }>(),
    /**
     * The notifications code (seed 001 §2, §4), a chunk of its own loaded once the account is
     * there, only on a site whose account back end has notifications (null elsewhere).
     */
    loadNotifications: unprovided<LoadedNotifications | null, { backend: AccountBackend }>(),
    favorites: favoritesMachine,
    watchHistory: watchHistoryMachine,
    cookieConsent: cookieConsentMachine,
    /**
     * The app prompts (machines/app-download, machines/chrome-prompt): their code loads only on a
     * site that may show one, so the root names them here and the page provides a loader.
     */
    appDownload: fromCallback<AppDownloadEvent, AppDownloadInput>(() => {}),
    chromePrompt: fromCallback<ChromePromptEvent, ChromePromptInput>(() => {}),
    /**
     * Hands the root what the account actor emits. Plain XState (the account is the root's own
     * child), so it needs no providing; tests replace it like any other actor.
     */
    watchAccount: fromCallback<AppEvent, { account: AccountRef | null }>(({ input, sendBack }) => {
      const subscriptions = ACCOUNT_NEWS.map((type) =>
        input.account?.on(type, (event) => sendBack(event as AccountNews)),
      );
      return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
    }),
  },
  guards: {
    isAccountLoaded: (_, params: { logic: AccountLogic | null }) => params.logic !== null,
    isNotificationsLoaded: (_, params: { loaded: LoadedNotifications | null }) => params.loaded !== null,
    /** The lists wait for the account to say where they live. */
    listsAwaitAccount: ({ context }) => context.lists.backend === null,
    /** Restored with a session: the lists are the account's from the first load. */
    isRestoredSignedIn: ({ event }) => {
      assertEvent(event, 'account.restored');
      return event.signedIn;
    },
    /** seed 000 §4: a registration carries this browser's lists over to the new account. */
    isNewAccountFromLocal: ({ context, event }) => {
      assertEvent(event, 'account.signedIn');
      return event.isNewAccount && context.lists.backend === 'local';
    },
    /**
     * The lists already are this account's (restored with its session, or the user loaded again):
     * nothing to reload.
     */
    holdsListsOf: ({ context, event }) => {
      assertEvent(event, 'account.signedIn');
      const { backend, userId } = context.lists;
      return backend === accountListsOf(context) && (userId === null || userId === event.user.id);
    },
  },
  actions: {
    /** Tells both lists where they live now (`LISTS.BACKEND_CHANGE`) and remembers it. */
    moveLists: enqueueActions(
      (
        { enqueue },
        params: { backend: WatchListsBackendKind; carryOver: boolean; userId: string | null },
      ) => {
        const change: ListsBackendChange = {
          type: 'LISTS.BACKEND_CHANGE',
          backend: params.backend,
          carryOver: params.carryOver,
        };
        enqueue.assign({ lists: { backend: params.backend, userId: params.userId } });
        enqueue.sendTo('favorites', change);
        enqueue.sendTo('watchHistory', change);
      },
    ),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    startInput: input,
    start: null,
    account: null,
    notifications: null,
    lists: { backend: null, userId: null },
  }),
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
        // Signed out, both lists live in this browser (seed 002 §1). On a site with accounts they
        // wait until the account has restored, so a signed-in viewer never sees this browser's
        // lists for a moment before the account's.
        assign({
          lists: ({ context }) => ({
            backend: context.start?.accountBackend ? null : ('local' as const),
            userId: null,
          }),
        }),
        // Features switch them on (seed 000 §3).
        spawnChild('favorites', {
          id: 'favorites',
          systemId: 'favorites',
          input: ({ context }) => ({
            enabled: Boolean(context.start?.config.features.favoritesList),
            backend: context.lists.backend,
          }),
        }),
        spawnChild('watchHistory', {
          id: 'watchHistory',
          systemId: 'watchHistory',
          input: ({ context }) => ({
            enabled: Boolean(context.start?.config.features.continueWatchingList),
            backend: context.lists.backend,
          }),
        }),
        // seed 001 §4: consent gates tracking and the marketing and analytics scripts.
        spawnChild('cookieConsent', {
          id: 'cookieConsent',
          systemId: 'cookieConsent',
          input: ({ context }) => ({ settings: trackingSettingsFrom(context.start?.config.custom) }),
        }),
        // seed 001 §4: the app prompts; China mode picks which one may show.
        spawnChild('appDownload', {
          id: 'appDownload',
          systemId: 'appDownload',
          input: ({ context }) => ({
            isChina: Boolean(context.start?.isChina),
            links: storeLinksFrom(context.start?.config.custom),
          }),
        }),
        spawnChild('chromePrompt', {
          id: 'chromePrompt',
          systemId: 'chromePrompt',
          input: ({ context }) => ({ isChina: Boolean(context.start?.isChina) }),
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
        withAccount: {
          invoke: [
            {
              id: 'watchAccount',
              src: 'watchAccount',
              input: ({ context }) => ({ account: context.account }),
              // Not hearing the account any more: the lists stay in this browser rather than wait;
              // lists already placed stay where they are, and the app runs on.
              onError: [
                {
                  guard: 'listsAwaitAccount',
                  actions: { type: 'moveLists', params: { backend: 'local', carryOver: false, userId: null } },
                },
                {},
              ],
            },
            {
              // Spawned beside the account, whose viewer it follows (systemId 'notifications').
              id: 'loadNotifications',
              src: 'loadNotifications',
              input: ({ context }) => ({ backend: context.start?.accountBackend ?? null }),
              onDone: {
                guard: { type: 'isNotificationsLoaded', params: ({ event }) => ({ loaded: event.output }) },
                actions: assign({
                  notifications: ({ event, spawn }) => {
                    const loaded = event.output as LoadedNotifications;
                    // The logic arrives with the event, so it is not one of the names above.
                    return (spawn as unknown as SpawnLogic)(loaded.logic, {
                      id: 'notifications',
                      systemId: 'notifications',
                      input: loaded.input,
                    }) as unknown as ActorRefFrom<NotificationsLogic>;
                  },
                }),
              },
              // The site works without notifications when their code cannot load.
              onError: {},
            },
          ],
          on: {
            'account.restored': [
              {
                guard: 'isRestoredSignedIn',
                actions: {
                  type: 'moveLists',
                  params: ({ context }) => ({
                    backend: accountListsOf(context),
                    carryOver: false,
                    userId: null,
                  }),
                },
              },
              {
                actions: { type: 'moveLists', params: { backend: 'local', carryOver: false, userId: null } },
              },
            ],
            'account.signedIn': [
              {
                // seed 000 §4 Registration: the local lists are persisted to the new account.
                guard: 'isNewAccountFromLocal',
                actions: {
                  type: 'moveLists',
                  params: ({ context, event }) => ({
                    backend: accountListsOf(context),
                    carryOver: true,
                    userId: event.user.id,
                  }),
                },
              },
              {
                guard: 'holdsListsOf',
                actions: assign({
                  lists: ({ context, event }) => ({ backend: context.lists.backend, userId: event.user.id }),
                }),
              },
              {
                // seed 000 §4 Login: the account's lists load; the local ones stay as they are stored.
                actions: {
                  type: 'moveLists',
                  params: ({ context, event }) => ({
                    backend: accountListsOf(context),
                    carryOver: false,
                    userId: event.user.id,
                  }),
                },
              },
            ],
            // seed 000 §4 Logout (and an expired or revoked session): this browser's lists again.
            'account.signedOut': {
              actions: { type: 'moveLists', params: { backend: 'local', carryOver: false, userId: null } },
            },
          },
        },
        // No account code, or none could load: the lists are this browser's.
        withoutAccount: {
          always: {
            guard: 'listsAwaitAccount',
            actions: { type: 'moveLists', params: { backend: 'local', carryOver: false, userId: null } },
          },
        },
        accountUnavailable: {
          always: {
            guard: 'listsAwaitAccount',
            actions: { type: 'moveLists', params: { backend: 'local', carryOver: false, userId: null } },
          },
        },
      },
    },
    crashed: {},
  },
});
