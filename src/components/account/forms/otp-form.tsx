import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@machines/otp/otp.types';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { OtpInput } from '@/components/ui/otp-input';
import { useMessageText } from '@/app/account/account-runtime';
import { otpSchema, type OtpValues } from '@/components/account/account-forms';
import type { Message } from '@/components/account/failure-messages';

export type OtpFormProps = {
  onSubmit: (otp: string) => void;
  onEdit: () => void;
  busy: boolean;
  /** What the back end said about the last code (seed 002 §8: the server's message). */
  serverError: Message | null;
  submitLabel: string;
};

/**
 * Six boxes for a code (seed 002 §2, §5, §9): paste, auto-advance, Backspace moves back; Enter
 * or the button submits once all six digits are there.
 */
export function OtpForm({ onSubmit, onEdit, busy, serverError, submitLabel }: OtpFormProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit((values) => onSubmit(values.otp.trim()))}
    >
      <FormMessage error={text(serverError)} status={busy ? t('form.working') : null} />
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            length={OTP_LENGTH}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onEdit();
            }}
            label={t('otp.code')}
            boxLabel={(position, length) =>
              t('otp.digit', { position: String(position), length: String(length) })
            }
            error={text(errors.otp?.message)}
            disabled={busy}
            autoFocus
          />
        )}
      />
      <SubmitButton label={submitLabel} busy={busy} />
    </form>
  );
}
