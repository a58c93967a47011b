/**
 * The own back end's account constants and mappings (seed 001 §3, seed 002 §7): its abilities,
 * its storage key, and how its user reads as the app's.
 */
import type { AccountFeatures, AccountUser } from '../account.types';
import type { OwnUser } from './own-backend.schemas';

/** seed 001 §3: the auth state is persisted in local storage under auth-storage. */
export const OWN_AUTH_STORAGE_KEY = 'auth-storage';

/**
 * The own back end's abilities. Not in seed 000 §6's table: e-mail change and data export have
 * no call (seed 002 §7); payments run on the commerce platform, so the payment flags are its.
 */
export const OWN_BACKEND_FEATURES: AccountFeatures = {
  canUpdateEmail: false,
  canSupportEmptyFullName: true,
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
  canChangePasswordWithOldPassword: true,
  canExportAccountData: false,
  canDeleteAccount: true,
  canShowReceipts: false,
  hasSocialURLs: true,
  hasNotifications: true,
  hasEmailCodes: true,
  hasSportPreferences: true,
};

export function toOwnUser(user: OwnUser): AccountUser {
  const firstName = (user.firstName ?? '').trim();
  const lastName = (user.lastName ?? '').trim();
  return {
    id: String(user.id),
    uuid: user.uuid ?? null,
    email: user.email,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || user.email,
    country: user.country ?? null,
    metadata: user.metadata,
    regDate: null,
    lastUserIp: null,
    dob: user.dob ?? null,
    provider: user.provider ?? null,
    hasPassword: user.isPasswordSet ?? user.metadata.has_password !== false,
    isEmailConfirmed: user.isEmailConfirmed ?? true,
    preferences: user.preferences
      ? { id: user.preferences._id ?? '', sports: user.preferences.sports }
      : null,
    sendEmailNotification: user.sendEmailNotification ?? null,
  };
}
