import type { AnyMachineFixture } from '../support/model-fixture';
import { accountFixture } from './account.fixture';
import { accountDialogFixture } from './account-dialog.fixture';
import { accountPageFixture } from './account-page.fixture';
import { appFixture } from './app.fixture';
import { appStartFixture } from './app-start.fixture';
import { appDownloadFixture } from './app-download.fixture';
import { chromePromptFixture } from './chrome-prompt.fixture';
import { cookieConsentFixture } from './cookie-consent.fixture';
import { backendSessionFixture } from './backend-session.fixture';
import { languageFixture } from './language.fixture';
import { changePasswordFixture } from './change-password.fixture';
import { checkoutFixture } from './checkout.fixture';
import { commerceSessionFixture } from './commerce-session.fixture';
import { countdownFixture } from './countdown.fixture';
import { eventSearchFixture } from './event-search.fixture';
import { scheduleFixture } from './schedule.fixture';
import { deleteAccountFixture } from './delete-account.fixture';
import { entitlementPollingFixture } from './entitlement-polling.fixture';
import { favoritesFixture } from './favorites.fixture';
import { forgotPasswordFixture } from './forgot-password.fixture';
import { heroSliderFixture } from './hero-slider.fixture';
import { liveGuideFixture } from './live-guide.fixture';
import { loginFixture } from './login.fixture';
import { mediaAccessFixture } from './media-access.fixture';
import { notificationsFixture } from './notifications.fixture';
import { notificationsRealtimeFixture } from './notifications-realtime.fixture';
import { otpFixture } from './otp.fixture';
import { personalDetailsFixture } from './personal-details.fixture';
import { playerFixture } from './player.fixture';
import { preferencesFixture } from './preferences.fixture';
import { registerFixture } from './register.fixture';
import { resendCountdownFixture } from './resend-countdown.fixture';
import { resetPasswordFixture } from './reset-password.fixture';
import { shareFixture } from './share.fixture';
import { socialSignInFixture } from './social-sign-in.fixture';
import { subscriptionFixture } from './subscription.fixture';
import { toastsFixture } from './toasts.fixture';
import { watchHistoryFixture } from './watch-history.fixture';

/**
 * Every flow with a model, by the name its paths carry (`app-start: …`). The path catalogue
 * (`npm run paths`) and the browser paths read it; a new flow adds its fixture here.
 */
export const flows = {
  account: accountFixture,
  'account-dialog': accountDialogFixture,
  'account-page': accountPageFixture,
  app: appFixture,
  'app-start': appStartFixture,
  'backend-session': backendSessionFixture,
  'change-password': changePasswordFixture,
  checkout: checkoutFixture,
  'commerce-session': commerceSessionFixture,
  'delete-account': deleteAccountFixture,
  'entitlement-polling': entitlementPollingFixture,
  favorites: favoritesFixture,
  'forgot-password': forgotPasswordFixture,
  'live-guide': liveGuideFixture,
  language: languageFixture,
  login: loginFixture,
  'media-access': mediaAccessFixture,
  notifications: notificationsFixture,
  'notifications-realtime': notificationsRealtimeFixture,
  otp: otpFixture,
  'personal-details': personalDetailsFixture,
  player: playerFixture,
  preferences: preferencesFixture,
  register: registerFixture,
  'resend-countdown': resendCountdownFixture,
  'reset-password': resetPasswordFixture,
  share: shareFixture,
  'social-sign-in': socialSignInFixture,
  subscription: subscriptionFixture,
  toasts: toastsFixture,
  'watch-history': watchHistoryFixture,
  countdown: countdownFixture,
  'event-search': eventSearchFixture,
  'hero-slider': heroSliderFixture,
  'cookie-consent': cookieConsentFixture,
  'app-download': appDownloadFixture,
  'chrome-prompt': chromePromptFixture,
  schedule: scheduleFixture,
} satisfies Record<string, AnyMachineFixture>;

export type FlowName = keyof typeof flows;
