import type {
  ActionParams,
  SessionMachineInput,
  SessionProtocolEvent,
  StoredSessionCheck,
  StoredSessionInfo,
} from '../commerce-session/commerce-session.types';
import type { AccountBackendKind } from '@/services/account/account.types';

export type { ActionParams, SessionMachineInput, StoredSessionCheck, StoredSessionInfo };

/** seed 001 §4, §9: the refresh endpoint is called up to 3 times, waiting 1 s then 2 s between calls. */
export const MAX_REFRESH_ATTEMPTS = 3;
export const REFRESH_BACKOFF_MS = [1000, 2000] as const;

export type BackendSessionEvent =
  | SessionProtocolEvent
  /**
   * A call made with the session's token was refused (401 / 403). `stale` says the token it used
   * is no longer the stored one (a refresh happened since), so it only needs replaying.
   */
  | { type: 'TOKEN.UNAUTHORIZED'; requestId: string; stale: boolean };

export type BackendSessionContext = {
  backend: AccountBackendKind;
  /** When the stored jwt expires (epoch ms); null when signed out. */
  expiresAt: number | null;
  hasRefreshToken: boolean;
  /** Refresh calls made in the current refresh. */
  attempts: number;
  /** Calls waiting for the refresh, by id; they are replayed (or refused) when it ends. */
  queue: string[];
};
