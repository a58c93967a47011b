/**
 * What the session layer (the commerce-session and backend-session machines, through
 * `src/app/flows/session.actors.ts`) needs from a back end: where the session is kept, how to trade
 * a refresh token for a new session, and a name for the lock and channel tabs share.
 */
import type { FetchLike } from '../http/http';
import {
  AccountError,
  NotLoggedInError,
  SessionExpiredError,
  type AccountService,
  type AccountSession,
  type SessionGate,
  type TokenStore,
} from './account.types';
import { createTokenStore, type KeyValueStorage, type SessionCodec } from './token-store';

export type SessionDriver = {
  readonly store: TokenStore;
  /** One name per stored session: the Web Lock and the BroadcastChannel of its refresh. */
  readonly channelName: string;
  /**
   * Trades the refresh token for a new session (single use on every back end). A refused token
   * fails with an `AccountError` whose `serverMessage` is the back end's words.
   */
  refresh(current: AccountSession): Promise<AccountSession>;
};

/** What each implementation's factory returns: the service, and its session for the session layer. */
export type AccountBackendBundle = { service: AccountService; session: SessionDriver };

/** What every back end's factory is given besides its address. */
export type AccountBackendEnvironment = {
  storage: KeyValueStorage | null;
  fetch?: FetchLike;
  /** The session layer; without one a direct gate refreshes inline (tests). */
  createGate?: (driver: SessionDriver) => SessionGate;
  now?: () => number;
};

/** Where a back end's transport sends its calls, with what, and where it takes the session's token. */
export type AccountTransport = { baseUrl: string; fetch: FetchLike; gate: () => SessionGate };

/**
 * A back end's session: the store of its stored shape under `key` (also the name of its lock and
 * channel), the driver the session layer runs, the gate its calls take their token from, and the
 * session members of its service.
 */
export function openBackendSession<TStored>(
  options: AccountBackendEnvironment,
  key: string,
  codec: SessionCodec<TStored>,
  refresh: SessionDriver['refresh'],
) {
  const store = createTokenStore(options.storage, key, codec);
  const driver: SessionDriver = { store, channelName: key, refresh };
  const gate = options.createGate ? options.createGate(driver) : createDirectGate(driver, options.now);
  const members: Pick<AccountService, 'hasStoredSession' | 'accessToken'> = {
    hasStoredSession: () => store.read() !== null,
    accessToken: () => gate.accessToken(),
  };
  return { store, driver, gate, members };
}

/** As the session machines count it (machines/commerce-session/session-rules.ts): 10 s early. */
const EXPIRY_MARGIN_MS = 10_000;

const isSessionExpired = (session: Pick<AccountSession, 'expiresAt'>, now: number) =>
  session.expiresAt - EXPIRY_MARGIN_MS <= now;

/**
 * A gate without the session machines: refreshes inline when the token has expired and after a
 * refused call. Used by the services' own tests and where no session actor runs; the app uses
 * the machine-backed gate, which shares a refresh across tabs.
 */
export function createDirectGate(driver: SessionDriver, now: () => number = Date.now): SessionGate {
  let pending: Promise<AccountSession> | null = null;
  const refresh = (current: AccountSession) => {
    pending ??= driver
      .refresh(current)
      .then((next) => {
        driver.store.write(next);
        return next;
      })
      .catch((error: unknown) => {
        driver.store.clear();
        throw error instanceof SessionExpiredError
          ? error
          : new SessionExpiredError(undefined, messageOfError(error));
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return {
    async accessToken() {
      const session = driver.store.read();
      if (!session) return null;
      if (!isSessionExpired(session, now())) return session.accessToken;
      return (await refresh(session)).accessToken;
    },
    async reportUnauthorized(rejectedToken) {
      const session = driver.store.read();
      if (!session?.refreshToken) {
        driver.store.clear();
        throw new SessionExpiredError();
      }
      if (session.accessToken !== rejectedToken) return session.accessToken;
      return (await refresh(session)).accessToken;
    },
  };
}

function messageOfError(error: unknown): string | null {
  if (error instanceof AccountError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : null;
}

/** A call the platform refused for its token (the hosted and commerce platforms answer 401). */
export const isUnauthorizedAnswer = (error: unknown): boolean =>
  error instanceof AccountError && error.status === 401;

/**
 * seed 001 §4 "Session refresh": a call refused for its token asks the session layer for a new
 * one (one refresh shared by every call and tab, with its 3 attempts) and is replayed once with
 * it. A refresh that fails throws `SessionExpiredError`, which signs the viewer out.
 */
export async function withSessionReplay<T>(
  gate: SessionGate,
  run: (token: string) => Promise<T>,
  isRefusal: (error: unknown) => boolean = isUnauthorizedAnswer,
): Promise<T> {
  const token = await gate.accessToken();
  if (!token) throw new NotLoggedInError();
  try {
    return await run(token);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return run(await gate.reportUnauthorized(token));
  }
}

/**
 * A call made with the token `auth` names: `gate`, the session's, replayed once after a refresh
 * when it is refused (seed 001 §4); a string, that token (just signed in); nothing, no token.
 */
export function withCallAuth<T>(
  gate: () => SessionGate,
  auth: 'gate' | string | undefined,
  run: (token: string | null) => Promise<T>,
): Promise<T> {
  return auth === 'gate' ? withSessionReplay(gate(), run) : run(auth ?? null);
}
