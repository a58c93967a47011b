import type { DialogSyncEvent } from '@machines/account-dialog/account-dialog.types';

/**
 * What the page tells the account dialog (`DIALOG.SYNC`): the `u` view and whether the viewer is
 * signed in, with a password and no e-mail or reset token unless `extra` says otherwise; fields
 * `extra` does not name are left out, not defaulted.
 */
export function dialogSync(
  view: string | null,
  signedIn: boolean,
  extra: Partial<Omit<DialogSyncEvent, 'type' | 'view' | 'signedIn'>> = {},
): DialogSyncEvent {
  return {
    type: 'DIALOG.SYNC',
    view,
    signedIn,
    hasPassword: true,
    email: null,
    resetPasswordToken: null,
    ...extra,
  };
}

/** The dialog's eight flows by the id each runs under (seed 001 §2, §4). */
export const DIALOG_FLOW_IDS = [
  'login',
  'register',
  'personalDetails',
  'forgotPassword',
  'changePassword',
  'deleteAccount',
  'checkout',
  'entitlementPolling',
] as const;
