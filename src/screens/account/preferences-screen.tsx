import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { useAccount } from '@/app/account/account-runtime';
import { PreferencesForm } from '@/components/account/forms/preferences-form';
import { usePreferencesFlow } from '@/app/flows/account-flows.flow';

/** /preferences (seed 002 §2, §4): Skip goes to /; after saving a social account goes to /, others to /login. */
function PreferencesScreenContent() {
  const { t } = useTranslation('account');
  const { user } = useAccount();
  const navigate = useNavigate();
  const actor = usePreferencesFlow(
    { isSocial: Boolean(user?.provider), selected: user?.preferences?.sports ?? [] },
    (output) => void navigate(output.next === 'login' ? paths.login.getHref() : paths.home.getHref()),
  );
  return (
    <AccountPageLayout title={t('preferences.title')} intro={<p>{t('preferences.text')}</p>}>
      <PreferencesForm actor={actor} />
    </AccountPageLayout>
  );
}

export default function PreferencesScreen() {
  return (
    <AccountGate>
      <PreferencesScreenContent />
    </AccountGate>
  );
}
