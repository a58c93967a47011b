import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { AccountGate } from '@/components/account/account-gate';
import { AccountPageLayout } from '@/components/account/account-page-layout';
import { useAccountActor } from '@/app/account-actor';
import { useAccount } from '@/app/account/account-runtime';
import { useAccountPageFlow } from '@/app/flows/account-flows.flow';
import { ConsentSections } from './my-account-consents';
import {
  AboutYou,
  DeleteSection,
  EmailSection,
  ExportSection,
  PasswordSection,
  SubscriptionSection,
} from './my-account-sections';

/**
 * /u/my-account (seed 001 §2 account settings, seed 002 §2 user area): about you, e-mail,
 * password, terms and tracking consents, other registration details, export and delete. One
 * section is edited at a time; cancel gives the values back.
 */
function MyAccountScreenContent() {
  const { t } = useTranslation(['account']);
  const { user, features } = useAccount();
  const account = useAccountActor();
  const actor = useAccountPageFlow(
    { nameMissing: Boolean(user && (!user.firstName || !user.lastName)) },
    { reloadUserAfterConsents: true },
  );
  const consents = useSelector(account, (s) => s?.context.consents ?? []);
  if (!user) return <LoadingIndicator label={t('account:account_page.loading')} />;
  return (
    <AccountPageLayout title={t('account:account_page.title')}>
      <div className="account-sections">
        <AboutYou actor={actor} user={user} />
        <EmailSection actor={actor} user={user} canEdit={Boolean(features?.canUpdateEmail)} />
        <PasswordSection
          user={user}
          canChangeWithOldPassword={Boolean(features?.canChangePasswordWithOldPassword)}
        />
        <SubscriptionSection />
        <ConsentSections actor={actor} answers={consents} />
        {features?.canExportAccountData ? <ExportSection actor={actor} /> : null}
        {features?.canDeleteAccount ? <DeleteSection /> : null}
      </div>
    </AccountPageLayout>
  );
}

export default function MyAccountScreen() {
  return (
    <AccountGate>
      <MyAccountScreenContent />
    </AccountGate>
  );
}
