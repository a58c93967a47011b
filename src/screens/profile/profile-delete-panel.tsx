import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { AccountUser } from '@/services/account/account.types';
import { Modal } from '@/components/ui/modal';
import { DeleteConfirmation, DeletePasswordForm } from '@/components/account/forms/delete-account-forms';
import { useDeleteAccountFlow } from '@/app/flows/account-flows.flow';

/**
 * seed 002 §2 Delete Account: the password (none for a social account without one, seed 002 §5-6),
 * then the confirmation 'Delete Account' / 'Are you sure…'; a deleted account is signed out and
 * goes to /login (seed 002 §4) with 'Account deleted successfully!' (seed 002 §8).
 */
export function ProfileDeletePanel({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { accountBackend } = useStartedApp();
  // seed 002 §4: on the event site a deleted account, signed out, goes on to /login.
  const actor = useDeleteAccountFlow(
    { backend: accountBackend ?? 'own-backend', needsPassword: user.hasPassword },
    () => void navigate(paths.login.getHref(), { replace: true }),
  );
  const needsPassword = useSelector(actor, (s) => s.context.needsPassword);
  // Deleted, the confirmation stays until the page has moved on.
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.status === 'done');
  const confirming = useSelector(actor, (s) => !s.matches('enteringPassword'));
  // Without a password there is no form: the button opens the confirmation itself.
  const [confirmAsked, setConfirmAsked] = useState(false);
  const showConfirmation = needsPassword ? confirming : confirmAsked || confirming;

  const cancel = () => {
    if (busy) return;
    if (needsPassword) actor.send({ type: 'DELETE.BACK' });
    else setConfirmAsked(false);
  };

  return (
    <div className="profile-delete">
      {needsPassword ? (
        <DeletePasswordForm
          actor={actor}
          variant="event"
          onPassword={(password) => actor.send({ type: 'DELETE.SUBMIT_PASSWORD', password })}
        />
      ) : (
        <div className="account-form">
          <p>{t('account_page.delete_text')}</p>
          <div className="account-form__actions">
            <button type="button" className="button button--danger" onClick={() => setConfirmAsked(true)}>
              {t('delete_account.confirm')}
            </button>
          </div>
        </div>
      )}
      {showConfirmation ? (
        <Modal title={t('delete_account.title')} closeLabel={t('dialog.close')} onClose={cancel}>
          <DeleteConfirmation actor={actor} onCancel={cancel} onBack={cancel} />
        </Modal>
      ) : null}
    </div>
  );
}
