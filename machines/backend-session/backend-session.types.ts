import type {
  ActionParams,
  SessionMachineInput,
  SessionEvent,
  StoredSessionCheck,
  StoredSessionInfo,
} from '../commerce-session/commerce-session.types';
import type { AccountBackendKind } from '@/services/account/account.types';

export type { ActionParams, SessionMachineInput, StoredSessionCheck, StoredSessionInfo };

export { MAX_REFRESH_ATTEMPTS, REFRESH_BACKOFF_MS } from '../commerce-session/session-rules';

/** The same events as the commerce session: a call refused with 401 / 403 replays or refreshes. */
export type BackendSessionEvent = SessionEvent;

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
