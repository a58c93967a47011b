import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { preferencesMachine } from '@machines/preferences/preferences.machine';
import { describedBy, FieldError, FormMessage, SubmitButton } from '@/components/ui/form-field';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { ActionButton } from '@/components/ui/action-button';
import { AccountNotice, type NoticeAction } from '@/components/account/account-notice';
import { useMessageText } from '@/app/account/account-runtime';
import { preferencesSchema, type PreferencesValues } from '@/components/account/account-forms';

export type PreferencesFormProps = {
  actor: ActorRefFrom<typeof preferencesMachine>;
  /** The profile's dialog says Cancel and 'Save Preferences' (seed 002 §2) where /preferences says Skip and Submit. */
  skipLabel?: string;
  submitLabel?: string;
};

/**
 * The sports a viewer follows (seed 002 §2, §5): a checkbox per sport, Skip (to /) and Submit; at
 * least one sport ('Please select at least one sport').
 */
export function PreferencesForm({ actor, skipLabel, submitLabel }: PreferencesFormProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const options = useSelector(actor, (s) => s.context.options);
  const selected = useSelector(actor, (s) => s.context.selected);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PreferencesValues>({ resolver: zodResolver(preferencesSchema), values: { sports: selected } });

  if (loading) return <LoadingIndicator label={t('preferences.loading')} />;
  const skip: NoticeAction = {
    label: skipLabel ?? t('preferences.skip'),
    onClick: () => actor.send({ type: 'PREFERENCES.SKIP' }),
  };
  if (loadFailed) {
    const retry = () => actor.send({ type: 'PREFERENCES.RETRY' });
    return (
      <AccountNotice
        message={<FormMessage error={t('preferences.load_failed')} />}
        actions={[skip, { variant: 'accent', label: t('preferences.retry'), onClick: retry }]}
      />
    );
  }
  const errorId = 'preferences-sports-error';
  const error = text(errors.sports?.message ?? errors.sports?.root?.message);
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit((values) => actor.send({ type: 'PREFERENCES.SUBMIT', sports: values.sports }))}
    >
      <FormMessage status={busy ? t('form.working') : null} />
      <Controller
        control={control}
        name="sports"
        render={({ field }) => (
          <fieldset className="preferences__list" aria-describedby={describedBy(error ? errorId : null)}>
            <legend className="form-field__label">{t('preferences.legend')}</legend>
            {options.map((option) => {
              const id = `sport-${option.id}`;
              const checked = field.value.includes(option.title);
              return (
                <div key={option.id} className="checkbox-field">
                  <input
                    id={id}
                    type="checkbox"
                    className="checkbox-field__input"
                    checked={checked}
                    onChange={() =>
                      field.onChange(
                        checked
                          ? field.value.filter((s) => s !== option.title)
                          : [...field.value, option.title],
                      )
                    }
                  />
                  <label htmlFor={id} className="checkbox-field__label">
                    {option.title}
                  </label>
                </div>
              );
            })}
            <FieldError id={errorId} message={error} />
          </fieldset>
        )}
      />
      <div className="account-form__actions">
        <ActionButton {...skip} />
        <SubmitButton label={submitLabel ?? t('preferences.submit')} busy={busy} />
      </div>
    </form>
  );
}
