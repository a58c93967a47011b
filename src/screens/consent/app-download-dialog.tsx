import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '@/components/ui/modal';
import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import type { AppDownloadView } from '@machines/app-download/app-download.selectors';

export type AppDownloadDialogProps = {
  actor: ActorRefFrom<typeof appDownloadMachine>;
  view: AppDownloadView;
};

/** The store links in the order shown, with their label keys. */
const STORES = [
  ['googlePlay', 'common:app_download.google_play'],
  ['appStore', 'common:app_download.app_store'],
] as const;

/** The app-download dialog (seed 001 §1, §4): store links; closing it is remembered. */
export default function AppDownloadDialog({ actor, view }: AppDownloadDialogProps) {
  const { t } = useTranslation(['common', 'cookiebanner']);
  const dismiss = () => actor.send({ type: 'APP_DOWNLOAD.DISMISS' });
  return (
    <Modal title={t('common:app_download.title')} closeLabel={t('cookiebanner:close')} onClose={dismiss}>
      <p>{t('common:app_download.message')}</p>
      <p className="app-download__stores">
        {STORES.map(([store, label]) =>
          view.links[store] ? (
            <a
              key={store}
              className="button button--primary"
              href={view.links[store]}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t(label)}
            </a>
          ) : null,
        )}
      </p>
    </Modal>
  );
}
