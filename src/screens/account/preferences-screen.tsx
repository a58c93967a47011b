import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { providePreferencesFlow } from '@/app/flows/account-flows.actors';
import { paths } from '@/app/paths';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { selectUser } from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { useAccount, useAccountFlowDeps } from '@/app/account/account-runtime';
import { PreferencesForm } from '@/components/account/forms/preferences-form';
import { useFlow } from '@/app/flows/use-flow';

/** /preferences (seed 002 §2, §4): Skip goes to /; after saving a social account goes to /, others to /login. */
function PreferencesScreenContent() {
  const { t } = useTranslation('account');
  const deps = useAccountFlowDeps();
  const { user } = useAccount();
  const account = useAccountActor();
  const navigate = useNavigate();
  const actor = useFlow(
    () =>
      providePreferencesFlow({ ...deps, currentUser: () => (account ? selectUser(account.getSnapshot()) : null) }),
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
