import type { SportOption, UserPreferences } from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { FlowFailure, SportOption, ToastRequest, UserPreferences };

/** seed 002 §9: at least one sport. */
export const PREFERENCES_MIN_SPORTS = 1;

export type PreferencesInput = {
  /** seed 002 §4: after saving, a social account goes to /, others to /login. */
  isSocial: boolean;
  /** The sports already chosen (ticked when the list shows). */
  selected: string[];
};

export type PreferencesContext = {
  isSocial: boolean;
  selected: string[];
  options: SportOption[];
  failure: FlowFailure | null;
};

export type PreferencesEvent =
  | { type: 'PREFERENCES.SUBMIT'; sports: string[] }
  | { type: 'PREFERENCES.SKIP' }
  | { type: 'PREFERENCES.RETRY' };

export type PreferencesOutput = { next: 'home' | 'login' };

export type SavePreferencesInput = { sports: string[] };
