import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '@/components/ui/modal';
import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import type { AppDownloadView } from '@machines/app-download/app-download.selectors';

export type AppDownloadDialogProps = {
  actor: ActorRefFrom<typeof appDownloadMachine>;
  view: AppDownloadView;
};

/** The app-download dialog (seed 001 §1, §4): store links; closing it is remembered. */
export default function AppDownloadDialog({ actor, view }: AppDownloadDialogProps) {
  const { t } = useTranslation(['common', 'cookiebanner']);
  const dismiss = () => actor.send({ type: 'APP_DOWNLOAD.DISMISS' });
  return (
    <Modal title={t('common:app_download.title')} closeLabel={t('cookiebanner:close')} onClose={dismiss}>
      <p>{t('common:app_download.message')}</p>
      <p className="app-download__stores">
        {view.links.googlePlay ? (
          <a className="button button--primary" href={view.links.googlePlay} rel="noopener noreferrer" target="_blank">
            {t('common:app_download.google_play')}
          </a>
        ) : null}
        {view.links.appStore ? (
          <a className="button button--primary" href={view.links.appStore} rel="noopener noreferrer" target="_blank">
            {t('common:app_download.app_store')}
          </a>
        ) : null}
      </p>
    </Modal>
  );
}
