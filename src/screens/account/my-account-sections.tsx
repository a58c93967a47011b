import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import type { accountPageMachine } from '@machines/account-page/account-page.machine';
import type { AccountSection } from '@machines/account-page/account-page.types';
import { accountDialogHref } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { AccountUser } from '@/services/account/account.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { useAccount, useMessageText } from '@/app/account/account-runtime';
import {
  emailEditSchema,
  nameSchema,
  NAME_MAX_LENGTH,
  type EmailEditValues,
  type NameValues,
} from '@/components/account/account-forms';
import { accountFormFailureMessages } from '@/components/account/failure-messages';
import {
  AccountForm,
  AccountPasswordField,
  EmailField,
  useFieldBinder,
} from '@/components/account/forms/account-form';
import { ActionButton } from '@/components/ui/action-button';
import { TitledSection } from '@/components/ui/titled-section';
import { NameFields } from '@/components/account/forms/profile-fields';
export type PageActor = ActorRefFrom<typeof accountPageMachine>;
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <TitledSection
      className="account-section"
      title={title}
      titleClassName="account-section__title"
      titleId={id}
    >
      {children}
    </TitledSection>
  );
}
export function useSectionState(actor: PageActor, section: AccountSection) {
  const editing = useSelector(actor, (s) => s.context.section === section);
  const otherEditing = useSelector(actor, (s) => s.context.section !== null && s.context.section !== section);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => (s.context.section === section ? s.context.failure : null));
  const saved = useSelector(actor, (s) => s.context.saved === section);
  return { editing, otherEditing, busy, failure, saved };
}
/** The form of a section being edited: its values, the section's state and the server's messages. */
function useSectionForm<TValues extends FieldValues>(
  actor: PageActor,
  section: AccountSection,
  schema: ZodMiniType<TValues, TValues>,
  values: TValues,
) {
  const state = useSectionState(actor, section);
  const server = accountFormFailureMessages(state.failure);
  const form = useForm<TValues>({ resolver: zodResolver(schema) as unknown as Resolver<TValues>, values });
  return { state, server, form, field: useFieldBinder(form, { server }) };
}

/** Cancel (forgetting the draft) and Save under a section being edited. */
export function SectionActions({
  actor,
  busy,
  onCancel,
}: {
  actor: PageActor;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account']);
  return (
    <div className="account-form__actions">
      <button
        type="button"
        className="button"
        onClick={() => {
          onCancel();
          actor.send({ type: 'SECTION.CANCEL' });
        }}
      >
        {t('account:account_page.cancel')}
      </button>
      <SubmitButton label={t('account:account_page.save')} busy={busy} />
    </div>
  );
}
export function EditButton({
  actor,
  section,
  disabled,
}: {
  actor: PageActor;
  section: AccountSection;
  disabled: boolean;
}) {
  const { t } = useTranslation(['account']);
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      onClick={() => actor.send({ type: 'SECTION.EDIT', section })}
    >
      {t('account:account_page.edit')}
    </button>
  );
}
export function AboutYou({ actor, user }: { actor: PageActor; user: AccountUser }) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const defaults = { firstName: user.firstName, lastName: user.lastName };
  const { state, server, form, field } = useSectionForm<NameValues>(actor, 'about', nameSchema, defaults);
  const missing = !user.firstName || !user.lastName;
  return (
    <Section title={t('account:account_page.about_you')} id="account-about">
      {state.editing ? (
        <AccountForm
          busy={state.busy}
          onSubmit={form.handleSubmit((values) =>
            actor.send({
              type: 'SECTION.SAVE_NAMES',
              update: { firstName: values.firstName, lastName: values.lastName },
            }),
          )}
        >
          {missing ? <p className="account-form__note">{t('account:account_page.name_capture')}</p> : null}
          <FormMessage error={text(server.form)} />
          <NameFields
            first={{
              label: t('account:account_page.first_name'),
              maxLength: NAME_MAX_LENGTH,
              ...field('firstName'),
            }}
            last={{
              label: t('account:account_page.last_name'),
              maxLength: NAME_MAX_LENGTH,
              ...field('lastName'),
            }}
          />
          <SectionActions actor={actor} busy={state.busy} onCancel={() => form.reset(defaults)} />
        </AccountForm>
      ) : (
        <>
          <dl className="account-section__values">
            <dt>{t('account:account_page.full_name')}</dt>
            {/* seed 000 §5: the full name falls back to the e-mail. */}
            <dd>{user.fullName || user.email}</dd>
          </dl>
          {state.saved ? <p role="status">{t('account:account_page.saved')}</p> : null}
          <EditButton actor={actor} section="about" disabled={state.otherEditing || state.busy} />
        </>
      )}
    </Section>
  );
}
export function EmailSection({
  actor,
  user,
  canEdit,
}: {
  actor: PageActor;
  user: AccountUser;
  canEdit: boolean;
}) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const defaults = { email: user.email, confirmationPassword: '' };
  const { state, server, form, field } = useSectionForm<EmailEditValues>(
    actor,
    'email',
    emailEditSchema,
    defaults,
  );
  return (
    <Section title={t('account:account_page.email_section')} id="account-email">
      {state.editing ? (
        <AccountForm
          busy={state.busy}
          onSubmit={form.handleSubmit((values) => actor.send({ type: 'SECTION.SAVE_EMAIL', update: values }))}
        >
          <FormMessage error={text(server.form)} />
          <EmailField {...field('email')} />
          <AccountPasswordField
            label={t('account:account_page.confirmation_password')}
            autoComplete="current-password"
            {...field('confirmationPassword')}
          />
          <SectionActions actor={actor} busy={state.busy} onCancel={() => form.reset(defaults)} />
        </AccountForm>
      ) : (
        <>
          <p className="account-section__value">{user.email}</p>
          {state.saved ? <p role="status">{t('account:account_page.saved')}</p> : null}
          {canEdit ? (
            <EditButton actor={actor} section="email" disabled={state.otherEditing || state.busy} />
          ) : null}
        </>
      )}
    </Section>
  );
}
export function PasswordSection({
  user,
  canChangeWithOldPassword,
}: {
  user: AccountUser;
  canChangeWithOldPassword: boolean;
}) {
  const { t } = useTranslation(['account']);
  const location = useLocation();
  const { accountBackend } = useStartedApp();
  // seed 001 §4: an external sign-in without a password adds one (the event site sets it at
  // once, seed 002 §2); otherwise it is changed with the old one, or reset by e-mail.
  const view = !user.hasPassword
    ? accountBackend === 'own-backend'
      ? 'edit-password'
      : 'add-password'
    : canChangeWithOldPassword
      ? 'edit-password'
      : 'reset-password';
  return (
    <Section title={t('account:account_page.password_section')} id="account-password">
      <p>{t('account:account_page.password_text')}</p>
      <Link className="button" to={accountDialogHref(location, view)}>
        {user.hasPassword ? t('account:account_page.edit_password') : t('account:account_page.add_password')}
      </Link>
    </Section>
  );
}
export function ExportSection({ actor }: { actor: PageActor }) {
  const { t } = useTranslation(['account']);
  const exporting = useSelector(actor, (s) => s.hasTag('exporting'));
  const result = useSelector(actor, (s) => s.context.exportState);
  return (
    <Section title={t('account:account_page.export_section')} id="account-export">
      <p>{t('account:account_page.export_text')}</p>
      <p role="status">
        {result === 'done'
          ? t('account:account_page.export_done')
          : result === 'failed'
            ? t('account:account_page.export_failed')
            : ''}
      </p>
      <ActionButton
        label={t('account:account_page.export')}
        busy={exporting}
        onClick={() => actor.send({ type: 'ACCOUNT.EXPORT' })}
      />
    </Section>
  );
}
export function DeleteSection() {
  const { t } = useTranslation(['account']);
  const location = useLocation();
  // seed 001 §2: warning-account-deletion when a subscription exists.
  const { hasSubscription } = useAccount();
  return (
    <Section title={t('account:account_page.delete_section')} id="account-delete">
      <p>{t('account:account_page.delete_text')}</p>
      <Link
        className="button button--danger"
        to={accountDialogHref(location, hasSubscription ? 'warning-account-deletion' : 'delete-account')}
      >
        {t('account:account_page.delete')}
      </Link>
    </Section>
  );
}

/**
 * The viewer's subscriptions as the account flow loaded them (seed 000 §4 Login, seed 001 §3):
 * offer, status and the date it renews or ends (seconds since the epoch).
 */
export function SubscriptionSection() {
  const { t, i18n } = useTranslation(['account']);
  const { subscriptions } = useAccount();
  const dateOf = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(seconds * 1000),
    );
  return (
    <Section title={t('account:account_page.subscription_section')} id="account-subscription">
      {subscriptions.length === 0 ? (
        <p>{t('account:account_page.no_subscription')}</p>
      ) : (
        <ul className="account-subscriptions">
          {subscriptions.map((subscription) => (
            <li key={subscription.subscriptionId} data-testid="subscription">
              <strong>{subscription.offerTitle || subscription.offerId}</strong>{' '}
              {t('account:account_page.subscription_line', {
                status: String(t(`account:account_page.subscription_status.${subscription.status}` as never)),
                date: dateOf(subscription.expiresAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
