/**
 * The API of the common checkbox captcha (`window.grecaptcha`), as far as the app uses it. The
 * provider is loaded from a script; these types are the contract the app holds it to.
 */
export type CaptchaRenderParams = {
  sitekey: string;
  /** The viewer solved the captcha: the token to send with the form. */
  callback?: (token: string) => void;
  /** The token outlived its two minutes; the widget has unticked itself. */
  'expired-callback'?: () => void;
  /** The widget could not get a token (network, refused site key). */
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
};

export type CaptchaApi = {
  ready(callback: () => void): void;
  /** Draws a widget into `container`; returns its id for `reset` and `getResponse`. */
  render(container: HTMLElement | string, params: CaptchaRenderParams): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
};

/** A solved captcha as the form keeps it until it sends it. */
export type CaptchaSolution = {
  token: string;
  /** Milliseconds since the epoch after which the provider refuses the token. */
  expiresAt: number;
};

/** The common provider's tokens last two minutes; the form stops offering one after that. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
