import type { AccountUser, Consent, CustomerConsent, EmailUpdate, UserUpdate } from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { AccountUser, Consent, CustomerConsent, EmailUpdate, FlowFailure, ToastRequest, UserUpdate };

/** The account page's editable sections (seed 001 §2 account settings, seed 002 §2). */
export type AccountSection = 'about' | 'email' | 'consents' | 'customFields';

export type AccountPageInput = {
  /** seed 000 §5: name capture shows when the first or last name is missing. */
  nameMissing: boolean;
};

export type AccountPageContext = {
  /** The one section being edited (seed 002 §2: only one at a time); null when viewing. */
  section: AccountSection | null;
  failure: FlowFailure | null;
  /** The section saved last, for a short confirmation. */
  saved: AccountSection | null;
  exportState: 'idle' | 'done' | 'failed';
  /** The publisher's consents and custom fields: labels and which are required. */
  publisherConsents: Consent[];
};

export type AccountPageEvent =
  | { type: 'SECTION.EDIT'; section: AccountSection }
  | { type: 'SECTION.CANCEL' }
  | { type: 'SECTION.SAVE_NAMES'; update: UserUpdate }
  | { type: 'SECTION.SAVE_EMAIL'; update: EmailUpdate }
  | { type: 'SECTION.SAVE_CONSENTS'; consents: CustomerConsent[] }
  | { type: 'ACCOUNT.EXPORT' };
