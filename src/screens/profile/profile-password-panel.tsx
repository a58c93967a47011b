import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { AccountUser } from '@/services/account/account.types';
import { EditPasswordForm } from '@/components/account/forms/edit-password-form';
import { useChangePasswordFlow } from '@/app/flows/account-flows.flow';

/**
 * seed 002 §2 Change Password (old, new, confirm) or, for a social account without a password,
 * Set Password (seed 002 §5-6); either signs the viewer out and goes to /login (seed 002 §4) with
 * 'Password updated successfully!' / 'Password set successfully!' (seed 002 §8).
 */
export function ProfilePasswordPanel({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { accountBackend } = useStartedApp();
  const actor = useChangePasswordFlow(
    {
      mode: user.hasPassword ? 'old-password' : 'set',
      email: user.email,
      token: null,
      backend: accountBackend ?? 'own-backend',
    },
    () => void navigate(paths.login.getHref()),
  );
  return (
    <div className="profile-password">
      <p className="account-form__note">
        {user.hasPassword ? t('account_page.password_text') : t('profile.set_password_text')}
      </p>
      <EditPasswordForm actor={actor} />
    </div>
  );
}
