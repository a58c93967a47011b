/**
 * The real side effects of the session machines (commerce-session, backend-session): the token
 * store, the refresh call, the Web Lock that lets one tab refresh at a time, the BroadcastChannel
 * that tells the other tabs the outcome, and the gate through which services wait for a token.
 */
import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { backendSessionMachine } from '@machines/backend-session/backend-session.machine';
import { commerceSessionMachine } from '@machines/commerce-session/commerce-session.machine';
import type {
  ActionParams,
  RefreshOutcome,
  SessionMachineInput,
  StoredSessionCheck,
  StoredSessionInfo,
} from '@machines/commerce-session/commerce-session.types';
import {
  AccountError,
  SessionExpiredError,
  type AccountBackendKind,
  type AccountSession,
  type SessionGate,
} from '@/services/account/account.types';
import type { SessionDriver } from '@/services/account/session-driver';

/** The part of `navigator.locks` the refresh needs. */
export type LockManagerLike = {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown>;
};

/** The part of `BroadcastChannel` the refresh needs. */
export type ChannelLike = {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
};

/** What one tab tells the others (seed 000 §4: refreshing, resolved, rejected). */
export type RefreshMessage =
  { outcome: 'refreshing' } | { outcome: 'resolved'; session: AccountSession } | { outcome: 'rejected' };

function readMessage(data: unknown): RefreshMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.outcome === 'refreshing' || message.outcome === 'rejected') return { outcome: message.outcome };
  if (message.outcome !== 'resolved' || !message.session || typeof message.session !== 'object') return null;
  const session = message.session as Record<string, unknown>;
  if (
    typeof session.accessToken !== 'string' ||
    typeof session.refreshToken !== 'string' ||
    typeof session.expiresAt !== 'number' ||
    (session.type !== 'manual' && session.type !== 'social')
  )
    return null;
  return {
    outcome: 'resolved',
    session: {
      type: session.type,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      expiresAt: session.expiresAt,
    },
  };
}

/**
 * Where services wait for tokens. Each request is an id sent to the session machine
 * (`TOKEN.REQUEST`, `TOKEN.UNAUTHORIZED`); the machine answers through its `grantRequests` /
 * `refuseRequests` actions, which settle the waiting promise. The tokens themselves are read from
 * the store, never from the machine.
 */
export type SessionHub = {
  gateFor(driver: SessionDriver): SessionGate;
  settle(requestIds: readonly string[], granted: boolean): void;
};

export function createSessionHub(options: {
  now: () => number;
  sessionActor: () => AnyActorRef | undefined;
}): SessionHub {
  const pending = new Map<string, (granted: boolean) => void>();
  let next = 0;

  type GateEvent =
    | { type: 'TOKEN.REQUEST'; requestId: string; at: number }
    | { type: 'TOKEN.UNAUTHORIZED'; requestId: string; stale: boolean };
  const ask = (event: GateEvent): Promise<boolean> => {
    const actor = options.sessionActor();
    if (!actor || actor.getSnapshot().status !== 'active' || !actor.getSnapshot().can(event)) {
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      pending.set(event.requestId, resolve);
      actor.send(event);
    });
  };

  return {
    settle(requestIds, granted) {
      for (const id of requestIds) {
        pending.get(id)?.(granted);
        pending.delete(id);
      }
    },
    gateFor(driver) {
      return {
        async accessToken() {
          if (!options.sessionActor()) return driver.store.read()?.accessToken ?? null;
          const granted = await ask({
            type: 'TOKEN.REQUEST',
            requestId: `token-${(next += 1)}`,
            at: options.now(),
          });
          return granted ? (driver.store.read()?.accessToken ?? null) : null;
        },
        // seed 001 §4: a 401 / 403 goes through the session machine, which refreshes (once for all).
        async reportUnauthorized(rejectedToken) {
          const current = driver.store.read();
          const stale = current !== null && current.accessToken !== rejectedToken;
          const granted = await ask({
            type: 'TOKEN.UNAUTHORIZED',
            requestId: `replay-${(next += 1)}`,
            stale,
          });
          const token = granted ? driver.store.read()?.accessToken : null;
          if (!token) throw new SessionExpiredError();
          return token;
        },
      };
    },
  };
}

export type SessionActorDeps = {
  /**
   * The session of the page's back end, loaded with the service (a chunk of its own, so the
   * home page does not carry three back ends); rejects when the app has none.
   */
  loadDriver: (backend: AccountBackendKind) => Promise<SessionDriver>;
  /** The same once loaded; null before (actions run after the session was read, so it is). */
  driverFor: (backend: AccountBackendKind) => SessionDriver | null;
  hub: SessionHub;
  now: () => number;
  locks: LockManagerLike | null;
  openChannel: ((name: string) => ChannelLike) | null;
};

const infoOf = (session: AccountSession): StoredSessionInfo => ({
  expiresAt: session.expiresAt,
  hasRefreshToken: session.refreshToken !== '',
});

/** The implementations both session machines name; they differ only in their rules. */
function sessionImplementations(deps: SessionActorDeps) {
  // One channel per name for listening and posting: a BroadcastChannel does not hear its own
  // messages, so a tab never mistakes its own outcome for another tab's.
  const channels = new Map<string, ChannelLike>();
  const channelFor = (name: string): ChannelLike | null => {
    if (!deps.openChannel) return null;
    let channel = channels.get(name);
    if (!channel) {
      channel = deps.openChannel(name);
      channels.set(name, channel);
    }
    return channel;
  };
  const post = (name: string, message: RefreshMessage) => channelFor(name)?.postMessage(message);

  return {
    actors: {
      readStoredSession: fromPromise<StoredSessionCheck, SessionMachineInput>(async ({ input }) => {
        const session = (await deps.loadDriver(input.backend)).store.read();
        return { session: session ? infoOf(session) : null, checkedAt: deps.now() };
      }),
      refreshSession: fromPromise<StoredSessionInfo, SessionMachineInput>(async ({ input }) => {
        const driver = await deps.loadDriver(input.backend);
        const current = driver.store.read();
        // The refresh endpoints' own word for a call without a refresh token (seed 000 §8).
        if (!current?.refreshToken)
          throw new AccountError('server', 'Missing or invalid parameter', {
            status: 422,
            serverMessage: 'Missing or invalid parameter',
          });
        const renewed = await driver.refresh(current);
        driver.store.write(renewed);
        return infoOf(renewed);
      }),
      holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(({ input, sendBack }) => {
        const locks = deps.locks;
        if (!locks) {
          sendBack({ type: 'LOCK.ACQUIRED' });
          return undefined;
        }
        // The machine's LOCK_TIMEOUT stops this actor, which aborts a request still waiting.
        const abort = new AbortController();
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        deps
          .loadDriver(input.backend)
          .then((driver) => {
            if (abort.signal.aborted) return undefined;
            return locks.request(`${driver.channelName}:refresh`, { signal: abort.signal }, () => {
              sendBack({ type: 'LOCK.ACQUIRED' });
              return held;
            });
          })
          .catch(() => {
            // Aborted on the way out, or refused: the machine has moved on or times out.
          });
        return () => {
          abort.abort();
          release();
        };
      }),
      listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(({ input, sendBack }) => {
        if (!deps.openChannel) throw new Error('BroadcastChannel is not available');
        let channel: ChannelLike | null = null;
        let stopped = false;
        void deps
          .loadDriver(input.backend)
          .then((driver) => {
            if (stopped) return;
            channel = channelFor(driver.channelName);
            if (!channel) return;
            channel.onmessage = (event) => {
              const message = readMessage(event.data);
              if (!message) return;
              if (message.outcome === 'refreshing') sendBack({ type: 'CHANNEL.REFRESHING' });
              else if (message.outcome === 'rejected') sendBack({ type: 'CHANNEL.REJECTED' });
              else {
                // The other tab stored it already; writing it here makes this tab's reads agree at once.
                driver.store.write(message.session);
                sendBack({ type: 'CHANNEL.RESOLVED', expiresAt: message.session.expiresAt });
              }
            };
          })
          .catch(() => {
            // No back end to listen for: nothing will be refreshed either.
          });
        return () => {
          stopped = true;
          if (channel) channel.onmessage = null;
        };
      }),
    },
    actions: {
      grantRequests: (_: unknown, params: ActionParams['grantRequests']) =>
        deps.hub.settle(params.requestIds, true),
      refuseRequests: (_: unknown, params: ActionParams['refuseRequests']) =>
        deps.hub.settle(params.requestIds, false),
      broadcast: (
        { context }: { context: { backend: AccountBackendKind } },
        params: { outcome: RefreshOutcome },
      ) => {
        const driver = deps.driverFor(context.backend);
        if (!driver) return;
        if (params.outcome === 'resolved') {
          const session = driver.store.read();
          if (session) post(driver.channelName, { outcome: 'resolved', session });
        } else {
          post(driver.channelName, { outcome: params.outcome });
        }
      },
      clearStoredSession: ({ context }: { context: { backend: AccountBackendKind } }) =>
        deps.driverFor(context.backend)?.store.clear(),
      notifySessionEnded: (
        { system }: { system: { get(id: string): AnyActorRef | undefined } },
        params: ActionParams['notifySessionEnded'],
      ) => system.get('account')?.send({ type: 'ACCOUNT.SESSION_EXPIRED', reason: params.reason }),
      reportChannelFailure: () => {
        console.warn('Tabs cannot share token refreshes here: BroadcastChannel is unavailable');
      },
    },
  };
}

/** The commerce session (also the hosted platform's) with its real side effects. */
export function provideCommerceSession(deps: SessionActorDeps) {
  return commerceSessionMachine.provide(sessionImplementations(deps));
}

/** The own back end's session with its real side effects. */
export function provideBackendSession(deps: SessionActorDeps) {
  return backendSessionMachine.provide(sessionImplementations(deps));
}
