import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountGate } from '@/components/account/account-gate';
import { useAccount } from '@/app/account/account-runtime';
import { ProfileDeletePanel } from './profile-delete-panel';
import { ProfileDetailsPanel } from './profile-details-panel';
import { ProfilePasswordPanel } from './profile-password-panel';
import { ProfileTabs, type ProfileTab } from './profile-tabs';

type TabId = 'details' | 'password' | 'delete';

/** The tab is kept in the address (`?tab=password`), so a reload or a link lands on it. */
const TAB_PARAM = 'tab';

/**
 * /profile (seed 002 §2, three tabs): profile details, then Change Password (Set Password for a
 * social account without one, seed 002 §6), then Delete Account. Each tab runs its own flow and
 * starts afresh when it is shown again.
 */
function ProfileScreenContent() {
  const { t } = useTranslation('account');
  const { user, features } = useAccount();
  const [params, setParams] = useSearchParams();
  if (!user) return null;

  const tabs: ProfileTab<TabId>[] = [{ id: 'details', label: t('profile.details_tab') }];
  // seed 002 §6: a social account without a password sets one; others change it with the old one.
  if (!user.hasPassword || features?.canChangePasswordWithOldPassword) {
    tabs.push({
      id: 'password',
      label: user.hasPassword ? t('profile.password_tab') : t('profile.set_password_tab'),
    });
  }
  if (features?.canDeleteAccount) tabs.push({ id: 'delete', label: t('profile.delete_tab') });
  const asked = params.get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === asked)?.id ?? 'details';

  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'details') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="profile-page__title">
        {t('profile.title')}
      </h1>
      <ProfileTabs label={t('profile.tabs')} tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'details' ? <ProfileDetailsPanel user={user} /> : null}
        {selected === 'password' ? <ProfilePasswordPanel user={user} /> : null}
        {selected === 'delete' ? <ProfileDeletePanel user={user} /> : null}
      </ProfileTabs>
    </section>
  );
}

export default function ProfileScreen() {
  return (
    <AccountGate>
      <ProfileScreenContent />
    </AccountGate>
  );
}
