/**
 * The own back end's account constants and mappings (seed 001 §3, seed 002 §7): its abilities,
 * its storage key, and how its user reads as the app's.
 */
import { accountUserOf, featuresOf } from '../account-rules';
import type { AccountFeatures, AccountUser } from '../account.types';
import type { OwnUser } from './own-backend.schemas';

/** seed 001 §3: the auth state is persisted in local storage under auth-storage. */
export const OWN_AUTH_STORAGE_KEY = 'auth-storage';

/**
 * The own back end's abilities, the feature table's third column. Not in seed 000 §6's table:
 * e-mail change and data export have no call (seed 002 §7); payments run on the commerce
 * platform, so the payment flags are its.
 */
export const OWN_BACKEND_FEATURES: AccountFeatures = featuresOf('own-backend');

export function toOwnUser(user: OwnUser): AccountUser {
  return accountUserOf({
    id: String(user.id),
    uuid: user.uuid ?? null,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country ?? null,
    metadata: user.metadata,
    dob: user.dob ?? null,
    provider: user.provider ?? null,
    hasPassword: user.isPasswordSet ?? user.metadata.has_password !== false,
    isEmailConfirmed: user.isEmailConfirmed ?? true,
    preferences: user.preferences
      ? { id: user.preferences._id ?? '', sports: user.preferences.sports }
      : null,
    sendEmailNotification: user.sendEmailNotification ?? null,
  });
}
