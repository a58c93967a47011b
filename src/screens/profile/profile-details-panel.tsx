import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { accountPageMachine } from '@machines/account-page/account-page.machine';
import { failureText } from '@machines/login/account-failure';
import { paths } from '@/app/paths';
import type { AccountUser } from '@/services/account/account.types';
import { displayDate } from '@/components/ui/date-field.rules';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useAccount, useMessageText } from '@/app/account/account-runtime';
import { PreferencesForm } from '@/components/account/forms/preferences-form';
import { useAccountPageFlow, usePreferencesFlow } from '@/app/flows/account-flows.flow';
import { profileSchema, type ProfileValues } from './profile-forms';
import { DobField, NameFields } from '@/components/account/forms/profile-fields';

type PageActor = ActorRefFrom<typeof accountPageMachine>;

/**
 * The profile's details (seed 002 §2): names, the e-mail (read only) and the date of birth,
 * viewed or edited as one section of the account page flow (`about`); the Notifications switch
 * saves at once; Preferences opens the sports dialog; Close goes to /.
 */
export function ProfileDetailsPanel({ user }: { user: AccountUser }) {
  const { t } = useTranslation(['account']);
  const navigate = useNavigate();
  // The event site has no publisher consents to hear about (seed 002 §7).
  const actor = useAccountPageFlow({ nameMissing: false }, { reloadUserAfterConsents: false });
  const editing = useSelector(actor, (s) => s.context.section === 'about');
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  return (
    <div className="profile-details">
      {editing ? <DetailsForm actor={actor} user={user} /> : <DetailsView actor={actor} user={user} />}
      <NotificationsSwitch actor={actor} user={user} />
      <div className="account-form__actions profile-details__footer">
        <button type="button" className="button" onClick={() => setPreferencesOpen(true)}>
          {t('account:profile.preferences')}
        </button>
        <button type="button" className="button" onClick={() => void navigate(paths.home.getHref())}>
          {t('account:profile.close')}
        </button>
      </div>
      {preferencesOpen ? <PreferencesDialog onClose={() => setPreferencesOpen(false)} /> : null}
    </div>
  );
}

/** What a failed save shows: the own back end's words (seed 002 §8). */
function useFailure(actor: PageActor): string | null {
  const failure = useSelector(actor, (s) => s.context.failure);
  return failure ? failureText(failure) : null;
}

function DetailsView({ actor, user }: { actor: PageActor; user: AccountUser }) {
  const { t } = useTranslation(['account']);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const notSet = t('account:account_page.not_set');
  return (
    <div className="profile-details__view">
      <dl className="account-section__values">
        <dt>{t('account:account_page.first_name')}</dt>
        <dd>{user.firstName || notSet}</dd>
        <dt>{t('account:account_page.last_name')}</dt>
        <dd>{user.lastName || notSet}</dd>
        <dt>{t('account:profile.email_readonly')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account:profile.dob')}</dt>
        {/* seed 002 §5: dates are shown DD/MM/YYYY. */}
        <dd>{user.dob ? displayDate(user.dob) : notSet}</dd>
      </dl>
      <div className="account-form__actions">
        <button
          type="button"
          className="button button--accent"
          disabled={busy}
          onClick={() => actor.send({ type: 'SECTION.EDIT', section: 'about' })}
        >
          {t('account:account_page.edit')}
        </button>
      </div>
    </div>
  );
}

function DetailsForm({ actor, user }: { actor: PageActor; user: AccountUser }) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useFailure(actor);
  const defaults: ProfileValues = { firstName: user.firstName, lastName: user.lastName, dob: user.dob ?? '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: defaults });

  return (
    <form
      className="account-form profile-details__form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit((values) =>
        // seed 002 §7 update user {firstName, lastName, dob}; an emptied date of birth clears it.
        actor.send({
          type: 'SECTION.SAVE_NAMES',
          update: { firstName: values.firstName, lastName: values.lastName, dob: values.dob },
        }),
      )}
    >
      <FormMessage error={failure} status={busy ? t('account:form.working') : null} />
      <div className="account-form__row">
        <NameFields
          first={{
            label: t('account:account_page.first_name'),
            error: text(errors.firstName?.message),
            ...register('firstName'),
          }}
          last={{
            label: t('account:account_page.last_name'),
            error: text(errors.lastName?.message),
            ...register('lastName'),
          }}
        />
      </div>
      <TextField label={t('account:profile.email_readonly')} type="email" value={user.email} readOnly />
      <DobField control={control} label={t('account:profile.dob')} error={text(errors.dob?.message)} />
      <div className="account-form__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            // seed 002 §2: cancel gives the values back.
            reset(defaults);
            actor.send({ type: 'SECTION.CANCEL' });
          }}
        >
          {t('account:profile.cancel')}
        </button>
        <SubmitButton label={t('account:profile.save_changes')} busy={busy} />
      </div>
    </form>
  );
}

/**
 * seed 002 §2 Notifications on/off, saved at once (seed 002 §7 update user {sendEmailNotification}).
 * It waits while the details are edited: only one section changes at a time.
 */
function NotificationsSwitch({ actor, user }: { actor: PageActor; user: AccountUser }) {
  const { t } = useTranslation(['account']);
  const labelId = useId();
  const textId = useId();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const editing = useSelector(actor, (s) => s.context.section !== null);
  const failure = useFailure(actor);
  const [asked, setAsked] = useState<boolean | null>(null);
  const saved = Boolean(user.sendEmailNotification);
  const on = busy && asked !== null ? asked : saved;
  return (
    <div className="profile-switch">
      <div className="profile-switch__row">
        <span id={labelId} className="profile-switch__label">
          {t('account:profile.notifications')}
        </span>
        <button
          type="button"
          role="switch"
          className="profile-switch__control"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={textId}
          aria-busy={(busy && asked !== null) || undefined}
          disabled={busy || editing}
          onClick={() => {
            setAsked(!saved);
            actor.send({ type: 'SECTION.SAVE_NAMES', update: { sendEmailNotification: !saved } });
          }}
        >
          <span className="profile-switch__track" aria-hidden="true">
            <span className="profile-switch__thumb" />
          </span>
          <span className="profile-switch__state" aria-hidden="true">
            {on ? t('account:profile.notifications_on') : t('account:profile.notifications_off')}
          </span>
        </button>
      </div>
      <p id={textId} className="account-form__note">
        {t('account:profile.notifications_text')}
      </p>
      {!editing && failure ? <FormMessage error={failure} /> : null}
    </div>
  );
}

/**
 * seed 002 §2: the Preferences dialog (sports checkboxes, Cancel, 'Save Preferences'), the
 * /preferences flow in a dialog: cancel or save closes it ('Preferences updated successfully!').
 */
function PreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account']);
  const { user } = useAccount();
  const actor = usePreferencesFlow(
    { isSocial: Boolean(user?.provider), selected: user?.preferences?.sports ?? [] },
    // Skipped or saved: on the profile either closes the dialog.
    () => onClose(),
  );
  return (
    <Modal title={t('account:profile.preferences')} closeLabel={t('account:dialog.close')} onClose={onClose}>
      <PreferencesForm
        actor={actor}
        skipLabel={t('account:profile.cancel')}
        submitLabel={t('account:profile.save_preferences')}
      />
    </Modal>
  );
}
