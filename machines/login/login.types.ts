import type {
  AccountBackendKind,
  LoginInput,
  SignedIn,
  SocialLoginUrl,
} from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from './account-failure';

export type { FlowFailure, ToastRequest };

export type SocialProvider = SocialLoginUrl['provider'];

export type LoginFlowInput = {
  backend: AccountBackendKind;
  /** The page signed in from (hosted `referrer`). */
  referrer: string;
};

export type LoginContext = LoginFlowInput & {
  /** The address last submitted: where an e-mail code goes when it is not confirmed yet. */
  email: string;
  failure: FlowFailure | null;
  /** seed 002 §8: 'Login error: {message}' after a failed social sign-in. */
  socialFailure: string | null;
};

export type LoginEvent =
  | { type: 'LOGIN.SUBMIT'; email: string; password: string }
  | { type: 'LOGIN.SOCIAL'; provider: SocialProvider }
  | { type: 'LOGIN.EDIT' };

/** Where the viewer goes once the flow is over. */
export type LoginOutput =
  | { next: 'signed-in' }
  /** seed 002 §4: an unconfirmed e-mail goes to /verify-otp, a code having been requested. */
  | { next: 'verify-email'; email: string };

export type SignInInput = LoginInput;
export type RequestCodeInput = { email: string };
export type StartSocialInput = { provider: SocialProvider };

export type { SignedIn };
