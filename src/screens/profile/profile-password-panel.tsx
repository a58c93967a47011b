import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { provideChangePasswordFlow } from '@/app/flows/account-flows.actors';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { AccountUser } from '@/services/account/account.types';
import { useAccountFlowDeps } from '@/app/account/account-runtime';
import { EditPasswordForm } from '@/components/account/forms/edit-password-form';
import { useFlow } from '@/app/flows/use-flow';

/**
 * seed 002 §2 Change Password (old, new, confirm) or, for a social account without a password,
 * Set Password (seed 002 §5-6); either signs the viewer out and goes to /login (seed 002 §4) with
 * 'Password updated successfully!' / 'Password set successfully!' (seed 002 §8).
 */
export function ProfilePasswordPanel({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const deps = useAccountFlowDeps();
  const { accountBackend } = useStartedApp();
  const actor = useFlow(
    () => provideChangePasswordFlow(deps),
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
