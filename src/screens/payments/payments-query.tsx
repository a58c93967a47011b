import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@/components/ui/action-button';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

/**
 * What a payments page query shows: a loading indicator, the load error with Try again, or its
 * content once the data is there.
 */
export function PaymentsQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.isPending) return <LoadingIndicator label={t('payments.loading')} />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('payments.load_error')}</p>
        <ActionButton label={t('payments.try_again')} onClick={() => void query.refetch()} />
      </div>
    );
  }
  return children(query.data);
}
