import { captchaLoader, type CaptchaLoader } from '@/services/captcha/captcha-loader';
import { CAPTCHA_TOKEN_TTL_MS, type CaptchaSolution } from '@/services/captcha/captcha.types';

/** The page's captcha provider (seed 001 §5); its script loads the first time a field asks. */
export function useCaptchaLoader(): CaptchaLoader {
  return captchaLoader;
}

/** A token the widget gave just now, with the time after which the provider refuses it. */
export function captchaSolution(token: string, now: number = Date.now()): CaptchaSolution {
  return { token, expiresAt: now + CAPTCHA_TOKEN_TTL_MS };
}
