import type {
  AccountBackendKind,
  Consent,
  CustomerConsent,
  RegisterInput,
  RegisterResult,
  SignedIn,
} from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { Consent, FlowFailure, RegisterInput, RegisterResult, SignedIn, ToastRequest };

export type RegisterFlowInput = {
  backend: AccountBackendKind;
  referrer: string;
  /** seed 001 §5: the site has a captcha key (`custom.captchaSiteKey`); absent means none. */
  captcha?: boolean;
};

/**
 * The captcha step of registration (seed 001 §5): the token the widget gave (until it expires or
 * is spent), what the form says about it, and how many times the widget was asked to start over.
 */
export type RegisterCaptcha = {
  token: string | null;
  error: 'required' | 'failed' | null;
  /** Grows each time a sent token was spent: the widget starts over. */
  round: number;
  /** The token went with the last registration. */
  sent: boolean;
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
  captchaEnabled: boolean;
  captcha: RegisterCaptcha;
};

export type RegisterEvent =
  | { type: 'REGISTER.SUBMIT'; values: RegisterInput }
  /**
   * The viewer pressed the button, before the form's own checks: a missing captcha is said along
   * with the other fields' messages (seed 001 §5).
   */
  | { type: 'REGISTER.ATTEMPT'; consents: CustomerConsent[] }
  | { type: 'REGISTER.EDIT' }
  /** The widget gave a token. */
  | { type: 'CAPTCHA.SOLVED'; token: string }
  /** The widget took its token back (expired, failed, reset or gone). */
  | { type: 'CAPTCHA.CLEARED' }
  /** The token outlived what the provider accepts (raised by the flow itself). */
  | { type: 'CAPTCHA.EXPIRED' };

export type RegisterOutput =
  /** Hosted and commerce: signed in; the dialog goes on to personal-details (seed 001 §2). */
  | { next: 'signed-in' }
  /** Own back end: the e-mail is confirmed by code first (seed 002 §4). */
  | { next: 'verify-email'; email: string };
