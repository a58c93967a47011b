import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './cookie-consent.machine';
import { isConsentExemptPath } from './cookie-consent.rules';

export type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

export type ConsentStatus = 'reading' | 'unset' | 'accepted' | 'declined';

export function selectConsentStatus(snapshot: CookieConsentSnapshot | undefined): ConsentStatus {
  if (!snapshot) return 'reading';
  if (snapshot.matches('accepted')) return 'accepted';
  if (snapshot.matches('declined')) return 'declined';
  if (snapshot.matches('unset')) return 'unset';
  return 'reading';
}

/** seed 001 §2, §4: the banner asks while the choice is unset, except on the policy pages. */
export function selectShowsBanner(snapshot: CookieConsentSnapshot | undefined, pathname: string): boolean {
  return selectConsentStatus(snapshot) === 'unset' && !isConsentExemptPath(pathname);
}

/** What the cookie preferences dialog offers. */
export type ConsentPreferencesView = {
  status: ConsentStatus;
  canAccept: boolean;
  canDecline: boolean;
  canReset: boolean;
};

export function selectPreferencesView(snapshot: CookieConsentSnapshot | undefined): ConsentPreferencesView {
  return {
    status: selectConsentStatus(snapshot),
    canAccept: Boolean(snapshot?.can({ type: 'CONSENT.ACCEPT' })),
    canDecline: Boolean(snapshot?.can({ type: 'CONSENT.DECLINE' })),
    canReset: Boolean(snapshot?.can({ type: 'CONSENT.RESET' })),
  };
}
