/**
 * The account actor's real side effects and the page's account service. The service is made the
 * first time the account actor needs it, for the back end the started app chose (hosted,
 * commerce, own back end; none under AVOD without integration), with a session gate backed by
 * the session machine so that every call waits for a valid token.
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import { accountMachine } from '@machines/account/account.machine';
import type { BackendInput, RestoredAccount } from '@machines/account/account.types';
import {
  afterFirstPaint,
  loadAccountBackend,
  type AccountBackendUrls,
} from '@/services/account/account-backends';
import type { FetchLike } from '@/services/http/http';
import type {
  AccountBackendKind,
  AccountService,
  AccountSession,
  AccountUser,
  CustomerConsent,
  Subscription,
} from '@/services/account/account.types';
import type { CheckoutService } from '@/services/checkout/checkout.types';
import type { AccountBackendBundle, SessionDriver } from '@/services/account/session-driver';
import type { KeyValueStorage } from '@/services/account/token-store';
import type { Config } from '@/services/config/config.schemas';
import type { WatchListsBackend, WatchListsBackendKind } from '@/services/watch-lists/watch-lists.types';
import {
  createSessionHub,
  provideBackendSession,
  provideCommerceSession,
  type ChannelLike,
  type LockManagerLike,
  type SessionHub,
} from './session.actors';

type System = { get(systemId: string): AnyActorRef | undefined };

export type AccountRuntimeDeps = {
  urls: AccountBackendUrls;
  storage: KeyValueStorage | null;
  fetch: FetchLike;
  now: () => number;
  /** The started app's config; null until the app runs. */
  config: () => Config | null;
  /** `navigator.locks`, or null where the browser has none. */
  locks: LockManagerLike | null;
  /** Opens a BroadcastChannel, or null where the browser has none. */
  openChannel: ((name: string) => ChannelLike) | null;
};

export type AccountRuntime = {
  /**
   * The service of the back end the app runs on, or null: on a site without accounts, and for
   * the few milliseconds after start while its code loads (use `loadService` to wait for it).
   */
  service(): AccountService | null;
  /** The service once its code has loaded; null on a site without accounts. */
  loadService(): Promise<AccountService | null>;
  /**
   * The payment client of the same platform (seed 000 §7), speaking with the account's tokens;
   * its code loads with the first need (subscriptions after sign-in, the account dialog).
   */
  loadCheckout(): Promise<CheckoutService | null>;
  /** The account back ends' favorites and history, for the list flows (seed 000 §7, 002 §7). */
  watchLists: Partial<Record<WatchListsBackendKind, WatchListsBackend>>;
  /** Lets the runtime reach the session actor (systemId 'session'). */
  connect(system: System): void;
  /** The account machine with its real side effects. */
  accountLogic: ReturnType<typeof accountMachine.provide>;
  hub: SessionHub;
};

export function createAccountRuntime(deps: AccountRuntimeDeps): AccountRuntime {
  let system: System | null = null;
  let loading: { kind: AccountBackendKind; bundle: Promise<AccountBackendBundle | null> } | null = null;
  let loaded: { kind: AccountBackendKind; bundle: AccountBackendBundle | null } | null = null;
  let active: AccountBackendKind | null = null;
  let markStarted: (kind: AccountBackendKind | null) => void = () => {};
  /** Settles when the account actor starts restoring, with the back end it runs on. */
  const accountStarted = new Promise<AccountBackendKind | null>((resolve) => {
    markStarted = resolve;
  });

  const hub = createSessionHub({ now: deps.now, sessionActor: () => system?.get('session') });

  /**
   * The back end's service and session, made once. Each back end's code is a chunk of its own;
   * only the active one loads, when the account actor starts and the page has painted.
   */
  function loadBundle(kind: AccountBackendKind): Promise<AccountBackendBundle | null> {
    if (loading?.kind === kind) return loading.bundle;
    const bundle = afterFirstPaint()
      .then(() =>
        loadAccountBackend(kind, {
          urls: deps.urls,
          config: deps.config,
          storage: deps.storage,
          fetch: deps.fetch,
          now: deps.now,
          createGate: (driver) => hub.gateFor(driver),
        }),
      )
      .then((made) => {
        loaded = { kind, bundle: made };
        return made;
      });
    loading = { kind, bundle };
    return bundle;
  }

  const loadedBundle = (kind: AccountBackendKind | null): AccountBackendBundle | null =>
    kind !== null && loaded?.kind === kind ? loaded.bundle : null;

  const driverFor = (kind: AccountBackendKind): SessionDriver | null => loadedBundle(kind)?.session ?? null;

  async function loadDriver(kind: AccountBackendKind): Promise<SessionDriver> {
    const bundle = await loadBundle(kind);
    if (!bundle) throw new Error(`No ${kind} account on this site`);
    return bundle.session;
  }

  let checkout: { kind: AccountBackendKind; service: Promise<CheckoutService | null> } | null = null;

  function loadCheckoutFor(kind: AccountBackendKind): Promise<CheckoutService | null> {
    if (checkout?.kind === kind) return checkout.service;
    const service = Promise.all([import('@/services/checkout/checkout-backends'), loadBundle(kind)]).then(
      ([{ createCheckoutBackend }, bundle]) => {
        const config = deps.config();
        if (!config || !bundle) return null;
        return createCheckoutBackend(kind, {
          urls: deps.urls,
          config,
          fetch: deps.fetch,
          accessToken: () => bundle.service.accessToken(),
        });
      },
    );
    checkout = { kind, service };
    return service;
  }

  async function serviceOf(input: BackendInput): Promise<AccountService> {
    const bundle = input.backend === null ? null : await loadBundle(input.backend);
    if (!bundle) throw new Error('No account service on this site');
    return bundle.service;
  }

  const sessionDeps = {
    loadDriver,
    driverFor,
    hub,
    now: deps.now,
    locks: deps.locks,
    openChannel: deps.openChannel,
  };

  const accountLogic = accountMachine.provide({
    actors: {
      restoreAccount: fromPromise<RestoredAccount, BackendInput>(async ({ input }) => {
        active = input.backend;
        markStarted(input.backend);
        const service = input.backend === null ? null : ((await loadBundle(input.backend))?.service ?? null);
        return { features: service?.features ?? null, hasSession: service?.hasStoredSession() ?? false };
      }),
      loadUser: fromPromise<AccountUser, BackendInput>(async ({ input }) =>
        (await serviceOf(input)).getUser(),
      ),
      loadConsents: fromPromise<CustomerConsent[], BackendInput>(async ({ input }) =>
        (await serviceOf(input)).getCustomerConsents(),
      ),
      logout: fromPromise<void, BackendInput>(async ({ input }) => (await serviceOf(input)).logout()),
      // seed 000 §4 Login: subscriptions come from the platform that takes the payments.
      loadSubscriptions: fromPromise<Subscription[], BackendInput>(async ({ input }) => {
        const service = input.backend === null ? null : await loadCheckoutFor(input.backend);
        return service ? service.getSubscriptions() : [];
      }),
      commerceSession: provideCommerceSession(sessionDeps),
      backendSession: provideBackendSession(sessionDeps),
    },
    actions: {
      startSession: ({ context, system: actorSystem }, { session }: { session: AccountSession }) => {
        if (!context.backend) return;
        driverFor(context.backend)?.store.write(session);
        actorSystem.get('session')?.send({
          type: 'SESSION.START',
          expiresAt: session.expiresAt,
          hasRefreshToken: session.refreshToken !== '',
        });
      },
      endSession: ({ context, system: actorSystem }) => {
        if (context.backend) driverFor(context.backend)?.store.clear();
        actorSystem.get('session')?.send({ type: 'SESSION.END' });
      },
    },
  });

  /** Each account back end's lists, made when first used (the lists flows pick by kind). */
  const lazyLists = (kind: AccountBackendKind): WatchListsBackend => {
    const lists = async () => {
      const backend = (await loadBundle(kind))?.service.watchLists;
      if (!backend) throw new Error(`No ${kind} account on this site`);
      return backend;
    };
    return {
      kind,
      loadFavorites: async () => (await lists()).loadFavorites(),
      persistFavorites: async (list, change) => (await lists()).persistFavorites(list, change),
      loadHistory: async () => (await lists()).loadHistory(),
      persistHistory: async (list, change) => (await lists()).persistHistory(list, change),
    };
  };

  return {
    service: () => loadedBundle(active)?.service ?? null,
    async loadCheckout() {
      const kind = active ?? (await accountStarted);
      return kind === null ? null : loadCheckoutFor(kind);
    },
    async loadService() {
      const kind = active ?? (await accountStarted);
      return kind === null ? null : ((await loadBundle(kind))?.service ?? null);
    },
    watchLists: {
      hosted: lazyLists('hosted'),
      commerce: lazyLists('commerce'),
      'own-backend': lazyLists('own-backend'),
    },
    connect(next) {
      system = next;
    },
    accountLogic,
    hub,
  };
}

/** The browser's Web Locks and BroadcastChannel, where it has them. */
export function browserCoordination(): Pick<AccountRuntimeDeps, 'locks' | 'openChannel'> {
  const locks =
    typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
      ? (navigator.locks as unknown as LockManagerLike)
      : null;
  const openChannel =
    typeof BroadcastChannel === 'function'
      ? (name: string) => new BroadcastChannel(name) as ChannelLike
      : null;
  return { locks, openChannel };
}
