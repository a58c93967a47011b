import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';
import { hasCurrentSubscription } from './account.rules';
import type { AccountFeatures, AccountNotice, AccountUser, Subscription } from './account.types';

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;
export type AccountActorRef = ActorRefFrom<typeof accountMachine>;

/** Where the account stands, for the header and the screens that need a signed-in viewer. */
export type AccountStatus = 'unavailable' | 'restoring' | 'signedOut' | 'signedIn' | 'loggingOut';

export function selectAccountStatus(snapshot: AccountSnapshot): AccountStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('loggingOut')) return 'loggingOut';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'restoring';
}

/** Signed in: a session is held (and kept valid by the session machine). */
export function selectIsSignedIn(snapshot: AccountSnapshot): boolean {
  return snapshot.matches('signedIn');
}

/** The signed-in viewer, once loaded; null otherwise. */
export function selectUser(snapshot: AccountSnapshot): AccountUser | null {
  return selectIsSignedIn(snapshot) ? snapshot.context.user : null;
}

/** The back end's abilities (seed 000 §6), or null while restoring and where there are no accounts. */
export function selectFeatures(snapshot: AccountSnapshot): AccountFeatures | null {
  return snapshot.context.features;
}

/** The message to show (logout, expired session), until dismissed. */
export function selectNotice(snapshot: AccountSnapshot): AccountNotice | null {
  return snapshot.context.notice;
}

/** What the header shows for the viewer: the full name (seed 000 §5 falls back to the e-mail). */
export function selectDisplayName(snapshot: AccountSnapshot): string | null {
  const user = selectUser(snapshot);
  return user ? user.fullName || user.email : null;
}

export function selectCanLogOut(snapshot: AccountSnapshot): boolean {
  return snapshot.can({ type: 'ACCOUNT.LOGOUT' });
}

/** The user is loading (restore, load, retry, logout): screens that need it wait. */
export function selectIsBusy(snapshot: AccountSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The signed-in viewer's subscriptions (seed 000 §4 Login); empty when signed out. */
export function selectSubscriptions(snapshot: AccountSnapshot): Subscription[] {
  return selectIsSignedIn(snapshot) ? snapshot.context.subscriptions : NO_SUBSCRIPTIONS;
}

const NO_SUBSCRIPTIONS: Subscription[] = [];

/** A current subscription (seed 000 §4): the access rules, cards and deletion warning read it. */
export function selectHasSubscription(snapshot: AccountSnapshot): boolean {
  return hasCurrentSubscription(selectSubscriptions(snapshot));
}
