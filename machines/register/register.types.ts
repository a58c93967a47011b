import type {
  AccountBackendKind,
  Consent,
  RegisterInput,
  RegisterResult,
  SignedIn,
} from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { Consent, FlowFailure, RegisterInput, RegisterResult, SignedIn, ToastRequest };

export type RegisterFlowInput = {
  backend: AccountBackendKind;
  referrer: string;
};

export type RegisterContext = {
  backend: AccountBackendKind;
  referrer: string;
  /** The publisher's consents and custom fields (hosted and commerce). */
  consents: Consent[];
  /** The consents could not be loaded; the form still lets the viewer try. */
  consentsUnavailable: boolean;
  /** Names of required consents the last attempt left unticked (seed 000 §5). */
  missingConsents: string[];
  email: string;
  failure: FlowFailure | null;
};

export type RegisterEvent =
  | { type: 'REGISTER.SUBMIT'; values: RegisterInput }
  | { type: 'REGISTER.EDIT' };

export type RegisterOutput =
  /** Hosted and commerce: signed in; the dialog goes on to personal-details (seed 001 §2). */
  | { next: 'signed-in' }
  /** Own back end: the e-mail is confirmed by code first (seed 002 §4). */
  | { next: 'verify-email'; email: string };
