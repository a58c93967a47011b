import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '@/components/ui/modal';
import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import { selectPreferencesView } from '@machines/cookie-consent/cookie-consent.selectors';

export type CookiePreferencesDialogProps = {
  actor: ActorRefFrom<typeof cookieConsentMachine>;
  onClose: () => void;
};

/**
 * The footer's cookie preferences (seed 002 §1): says what was chosen, lets the viewer change it,
 * or reset it so the banner asks again (seed 001 §4).
 */
export default function CookiePreferencesDialog({ actor, onClose }: CookiePreferencesDialogProps) {
  const { t } = useTranslation('cookiebanner');
  const view = useSelector(actor, selectPreferencesView);
  const status =
    view.status === 'accepted'
      ? t('status_accepted')
      : view.status === 'declined'
        ? t('status_declined')
        : t('status_unset');
  const act = (type: 'CONSENT.ACCEPT' | 'CONSENT.DECLINE' | 'CONSENT.RESET') => {
    actor.send({ type });
    onClose();
  };
  return (
    <Modal title={t('preferences')} closeLabel={t('close')} onClose={onClose}>
      <p>{t('message')}</p>
      <p role="status">{status}</p>
      <div className="consent-banner__actions">
        {view.canDecline ? (
          <button type="button" className="button" onClick={() => act('CONSENT.DECLINE')}>
            {t('decline')}
          </button>
        ) : null}
        {view.canAccept ? (
          <button type="button" className="button button--accent" onClick={() => act('CONSENT.ACCEPT')}>
            {t('accept')}
          </button>
        ) : null}
        {view.canReset ? (
          <button type="button" className="button" onClick={() => act('CONSENT.RESET')}>
            {t('reset')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
