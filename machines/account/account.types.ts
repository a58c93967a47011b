import type {
  AccountBackendKind,
  AccountFeatures,
  AccountSession,
  AccountUser,
  CustomerConsent,
  Subscription,
} from '@/services/account/account.types';
import type { SessionEndReason } from '../commerce-session/commerce-session.types';

export type {
  AccountBackendKind,
  AccountFeatures,
  AccountSession,
  AccountUser,
  CustomerConsent,
  SessionEndReason,
  Subscription,
};

/** What the root hands the account actor once the app runs: the started app's `accountBackend`. */
export type AccountInput = { backend: AccountBackendKind | null };

/** What restoring found: the back end's abilities and whether this browser holds a session. */
export type RestoredAccount = { features: AccountFeatures | null; hasSession: boolean };

/** A message for the viewer, shown as a toast (seed 001 §4, §8; seed 002 §8). */
export type AccountNotice =
  /** 'Logout successful!' */
  | { kind: 'logout-success' }
  /** seed 002 §8: a failed logout shows the server's message. */
  | { kind: 'logout-failed'; message: string }
  /** 'Authentication failed - please log in again.' */
  | { kind: 'session-expired' };

export type AccountContext = {
  backend: AccountBackendKind | null;
  /** null until restored, and on a site without accounts. */
  features: AccountFeatures | null;
  user: AccountUser | null;
  consents: CustomerConsent[];
  /** seed 000 §4 Login: the viewer's subscriptions, loaded after the consents and after a payment. */
  subscriptions: Subscription[];
  notice: AccountNotice | null;
  /** Failed loads of the user in a row (seed 002 §7: GET /auth/user retried up to 3 times). */
  userAttempts: number;
};

export type AccountEvent =
  /** Sent by the sign-in flows after login, registration, e-mail code or social sign-in. */
  | { type: 'ACCOUNT.SIGNED_IN'; session: AccountSession; user: AccountUser; isNewAccount?: boolean }
  | { type: 'ACCOUNT.LOGOUT' }
  /**
   * Sent by a flow whose success already ended the session on the server: the account was
   * deleted, or a password change or reset revoked every session (seed 001 §4, seed 002 §4).
   * Signs out here as a logout does, without calling the back end's logout and without its toast.
   */
  | { type: 'ACCOUNT.SESSION_REVOKED' }
  /** Sent by flows that changed the user (profile, preferences, password set, capture). */
  | { type: 'ACCOUNT.USER_UPDATED'; user: AccountUser }
  /** Sent by the session machine when the session cannot be renewed. */
  | { type: 'ACCOUNT.SESSION_EXPIRED'; reason?: SessionEndReason }
  /** Loads the user again (after a failed load, or when a flow knows it changed). */
  | { type: 'ACCOUNT.RELOAD_USER' }
  /** A payment went through (seed 001 §4): subscriptions and entitlements may have changed. */
  | { type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' }
  | { type: 'ACCOUNT.NOTICE_DISMISS' };

/** Why the viewer is no longer signed in. */
export type SignOutReason =
  /** The viewer logged out. */
  | 'logout'
  /** The session could not be renewed, or the back end refused it. */
  | 'expired'
  /** A flow ended it on the server (deletion, password change or reset): `ACCOUNT.SESSION_REVOKED`. */
  | 'revoked';

/**
 * What the account actor tells whoever listens (`actor.on(type, ...)`): the lists switch between
 * this browser and the account (seed 000 §4: login loads favorites and history, logout restores
 * the local ones, registration persists them), and the layout navigates. `account.restored`
 * comes once, when start-up knows whether this browser holds a session, so that the lists load
 * from the right place the first time.
 */
export type AccountEmitted =
  | { type: 'account.restored'; signedIn: boolean }
  | { type: 'account.signedIn'; user: AccountUser; isNewAccount: boolean }
  | { type: 'account.signedOut'; reason: SignOutReason }
  | { type: 'account.navigate'; to: 'login' };

export type BackendInput = { backend: AccountBackendKind | null };
