import type {
  ActionParams,
  SessionMachineInput,
  SessionProtocolEvent,
  StoredSessionCheck,
  StoredSessionInfo,
} from '../commerce-session/commerce-session.types';
import type { AccountBackendKind } from '@/services/account/account.types';

export type { ActionParams, SessionMachineInput, StoredSessionCheck, StoredSessionInfo };

export { MAX_REFRESH_ATTEMPTS, REFRESH_BACKOFF_MS } from '../commerce-session/session-rules';

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
