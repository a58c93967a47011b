/**
 * The calls of a back end that lacks their feature (seed 000 §6): each fails with '{feature} is
 * not enabled' before anything is sent, the same on every back end without it.
 */
import { requireFeature } from './account-rules';
import { NotLoggedInError, type AccountFeatures, type AccountService } from './account.types';

type EmailCodeCalls = Pick<
  AccountService,
  'confirmEmail' | 'resendEmailConfirmation' | 'verifyPasswordResetCode' | 'setPassword'
>;

/** E-mail codes (`hasEmailCodes`): confirming an e-mail, resending it, a reset code, a first password. */
export function emailCodeCallsOf(features: AccountFeatures): EmailCodeCalls {
  const require = async () => requireFeature(features, 'hasEmailCodes');
  return {
    async confirmEmail() {
      await require();
      throw new NotLoggedInError();
    },
    resendEmailConfirmation: require,
    verifyPasswordResetCode: require,
    setPassword: require,
  };
}

/** Sport preferences (`hasSportPreferences`): a back end without them offers no sports. */
export function sportPreferenceCallsOf(
  features: AccountFeatures,
): Pick<AccountService, 'getSportOptions' | 'updatePreferences'> {
  return {
    async getSportOptions() {
      requireFeature(features, 'hasSportPreferences');
      return [];
    },
    async updatePreferences() {
      requireFeature(features, 'hasSportPreferences');
      return { id: '', sports: [] };
    },
  };
}
