import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useAccount } from '@/app/account/account-runtime';

/**
 * Holds a sign-in screen until the account is known: its flow calls the account service, which
 * loads after the start, and a signed-in viewer's details decide what some screens show.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { status, signedIn, user } = useAccount();
  if (status === 'restoring' || (signedIn && !user)) return <LoadingIndicator label={t('loading')} />;
  return <>{children}</>;
}
