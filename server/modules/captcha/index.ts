import type { StackModule } from '../../context.js';
import { captchaRoutes } from './captcha.routes.js';
import { clearCaptchaTokens } from './captcha.store.js';

export { CAPTCHA_SECRET, CAPTCHA_SITE_KEY, CAPTCHA_TOKEN_TTL_MS } from './captcha.constants.js';
export { isCaptchaRequired, verifyCaptchaToken, type SiteverifyAnswer } from './captcha.store.js';

/**
 * The captcha provider's stand-in: its script and checkbox widget, tokens and siteverify
 * (`/__captcha`), plus `/__stack/captcha` for tests. Tokens are kept in memory and forgotten on
 * reset; the "required" switch is an override, which a reset empties.
 */
export const captchaModule: StackModule = {
  name: 'captcha',
  routes: captchaRoutes,
  onReset: clearCaptchaTokens,
};
