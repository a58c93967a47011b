import type { AccountBackendKind } from '@/services/account/account.types';

/**
 * What a session machine knows of the stored session: never the tokens (they stay in storage,
 * seed 000 §9), only when the access token expires and whether a refresh token exists.
 */
export type StoredSessionInfo = { expiresAt: number; hasRefreshToken: boolean };

/** A read of the stored session, stamped with the time it was read at (time is injected). */
export type StoredSessionCheck = { session: StoredSessionInfo | null; checkedAt: number };

/** Why a session ended without the viewer asking. */
export type SessionEndReason =
  /** The back end refused the refresh token (seed 000 §8: triggers logout). */
  | 'refused'
  /** The refresh failed otherwise; the tokens are cleared all the same (seed 000 §4). */
  | 'failed'
  /** Another tab's refresh failed, or its logout removed the stored session. */
  | 'elsewhere';

/** What the tabs of one browser tell each other about a refresh (seed 000 §4: refreshing, resolved, rejected). */
export type RefreshOutcome = 'refreshing' | 'resolved' | 'rejected';

export type SessionMachineInput = { backend: AccountBackendKind };

/**
 * Events every session machine takes. Services ask for a token through `TOKEN.REQUEST` and get
 * an answer by the named actions `grantRequests` / `refuseRequests`; the account actor starts and
 * ends sessions; the lock and channel actors report what other tabs do.
 */
export type SessionProtocolEvent =
  /** A call needs a valid token; `at` is the caller's clock (epoch ms). */
  | { type: 'TOKEN.REQUEST'; requestId: string; at: number }
  /** The viewer signed in: the session is stored, this is when it expires. */
  | { type: 'SESSION.START'; expiresAt: number; hasRefreshToken: boolean }
  /** The viewer signed out: the stored session is gone. */
  | { type: 'SESSION.END' }
  /** The Web Lock guarding the refresh is ours. */
  | { type: 'LOCK.ACQUIRED' }
  /** Another tab started a refresh. */
  | { type: 'CHANNEL.REFRESHING' }
  /** Another tab's refresh succeeded; its session is stored (and sent along) and expires then. */
  | { type: 'CHANNEL.RESOLVED'; expiresAt: number }
  /** Another tab's refresh failed and cleared the stored session. */
  | { type: 'CHANNEL.REJECTED' };

/** Every session machine's events: the protocol, and a call refused for its token. */
export type SessionEvent =
  | SessionProtocolEvent
  /**
   * A call was refused (401 / 403) with the token the gate gave it (seed 001 §4: refresh, then
   * replay once); `stale` when the stored token has changed since, so the call replays at once.
   */
  | { type: 'TOKEN.UNAUTHORIZED'; requestId: string; stale: boolean };

export type CommerceSessionEvent = SessionEvent;

export type CommerceSessionContext = {
  backend: AccountBackendKind;
  /** When the stored access token expires (epoch ms); null when signed out. */
  expiresAt: number | null;
  /** Refresh calls made in the current refresh (seed 001 §4: at most 3). */
  attempts: number;
  /** Token requests waiting for a refresh, by id (the caller's promises live outside the machine). */
  queue: string[];
  /**
   * The platform refused the current access token: the refresh must call the platform even though
   * the token has not expired by the clock.
   */
  unauthorized: boolean;
};

export type ActionParams = {
  grantRequests: { requestIds: string[] };
  refuseRequests: { requestIds: string[] };
  broadcast: { outcome: RefreshOutcome };
  notifySessionEnded: { reason: SessionEndReason };
};
