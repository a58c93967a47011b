import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { usePublishedToasts, type Toast } from '@/app/layout/toast-board';
import { toasts as store, useToasts } from './toasts';

/**
 * Translates the toast store (the sign-in flows', the payment's, the account's notices) and hands
 * it to the layout's one toast region; closing one there dismisses it in the store.
 */
export function ToastStoreHost() {
  const shown = useToasts();
  // The store's words are the account texts, loaded once there is something to say.
  useAccountTranslations(shown.length > 0);
  const { t } = useTranslation(['account', 'user']);
  const published = useMemo<Toast[]>(
    () =>
      shown.map(({ id, kind, content }) => ({
        id,
        kind,
        message:
          'text' in content ? content.text : String(t(content.key as never, (content.values ?? {}) as never)),
        dismissLabel: t('account:toast.dismiss'),
      })),
    [shown, t],
  );
  usePublishedToasts('toasts', published, (id) => store.dismiss(id));
  return null;
}
