import type { AccountBackendKind } from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { FlowFailure, ToastRequest };

export type DeleteAccountInput = {
  backend: AccountBackendKind;
  /** seed 001 §4, seed 002 §6: a social account without a password is not asked for one. */
  needsPassword: boolean;
};

export type DeleteAccountContext = DeleteAccountInput & {
  /** Kept between the form and the confirmation (redacted by the inspector). */
  password: string | null;
  failure: FlowFailure | null;
};

export type DeleteAccountEvent =
  | { type: 'DELETE.SUBMIT_PASSWORD'; password: string }
  | { type: 'DELETE.CONFIRM' }
  /** Back from the confirmation to the password form. */
  | { type: 'DELETE.BACK' };

export type DeleteAccountRequest = { password: string | null };

/** seed 001 §4: success goes to /, signed out. */
export type DeleteAccountOutput = { next: 'home' };
