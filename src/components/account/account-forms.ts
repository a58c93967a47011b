import * as z from 'zod/mini';
import {
  hasMixedCaseAndDigit,
  isAcceptablePassword,
  PASSWORD_MIN_LENGTH,
} from '@machines/register/password-rules';
import { OTP_LENGTH } from '@machines/otp/otp.types';
import { BIRTH_DATE_PATTERN } from '@machines/personal-details/capture-fields';
import { PREFERENCES_MIN_SPORTS } from '@machines/preferences/preferences.types';

/**
 * The sign-in forms' rules (seed 001 §5, seed 002 §5), as zod/mini schemas whose messages are
 * translation keys: a form validates with these and sends one event with the valid values.
 */

/** A plain address check; the back end has the last word (seed 000 §5 "checked server-side"). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** seed 001 §5 and seed 002 §9: first and last name at most 50 characters. */
export const NAME_MAX_LENGTH = 50;

const required = (message: string) => z.string().check(z.minLength(1, message));
const trimmedRequired = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** A password that must be given (`requiredMessage`) and pass `rule` (`ruleMessage`). */
const rulePassword = (requiredMessage: string, rule: (value: string) => boolean, ruleMessage: string) =>
  z.string().check(z.minLength(1, requiredMessage), z.refine(rule, ruleMessage));

/** The check that `field` is not `old` again, reported under `field`. */
const differs = <K extends string>(old: K, field: K, message: string) =>
  z.refine<Record<K, string>>((values) => values[field] !== values[old], { message, path: [field] });

/** The check that `confirm` repeats `field`, reported under `confirm`. */
const repeats = <K extends string>(field: K, confirm: K, message: string) =>
  z.refine<Record<K, string>>((values) => values[field] === values[confirm], { message, path: [confirm] });

/** seed 002 §5: a password with upper and lower case and a digit ('account:event.set_password_rule'). */
const mixedCasePassword = (requiredMessage: string) =>
  rulePassword(requiredMessage, hasMixedCaseAndDigit, 'account:event.set_password_rule');

// --- the dialog (hosted and commerce platforms, seed 001 §5) ---------------------------------

/** seed 001 §5: login.field_required, login.field_is_not_valid_email. */
const dialogEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'account:login.field_required'),
    z.regex(EMAIL, 'account:login.field_is_not_valid_email'),
  );

export const dialogLoginSchema = z.object({
  email: dialogEmail,
  password: required('account:login.field_required'),
});
export type DialogLoginValues = z.infer<typeof dialogLoginSchema>;

/** seed 001 §5: 8 characters, a lowercase letter and a digit (registration.invalid_password). */
export const dialogRegisterSchema = z.object({
  email: dialogEmail,
  password: rulePassword(
    'account:registration.field_required',
    isAcceptablePassword,
    'account:registration.invalid_password',
  ),
});
export type DialogRegisterValues = z.infer<typeof dialogRegisterSchema>;

export const dialogForgotSchema = z.object({ email: dialogEmail });
export type DialogForgotValues = z.infer<typeof dialogForgotSchema>;

/** seed 001 §5 password change: new and repeated equal (reset.passwords_do_not_match). */
export function dialogEditPasswordSchema(withOldPassword: boolean) {
  return z
    .object({
      oldPassword: withOldPassword ? required('account:login.field_required') : z.string(),
      password: rulePassword(
        'account:login.field_required',
        isAcceptablePassword,
        'account:reset.invalid_password',
      ),
      passwordConfirmation: required('account:login.field_required'),
    })
    .check(repeats('password', 'passwordConfirmation', 'account:reset.passwords_do_not_match'));
}
export type DialogEditPasswordValues = z.infer<ReturnType<typeof dialogEditPasswordSchema>>;

/** seed 001 §5: delete account needs the password. */
export const dialogDeleteSchema = z.object({ password: required('account:login.field_required') });
export type DialogDeleteValues = z.infer<typeof dialogDeleteSchema>;

// --- the event site's own back end (seed 002 §5, exact messages) -----------------------------

const eventEmail = z
  .string()
  .check(z.trim(), z.minLength(1, 'account:event.valid_email'), z.regex(EMAIL, 'account:event.valid_email'));

export const eventLoginSchema = z.object({
  email: eventEmail,
  password: required('account:event.password_required'),
});
export type EventLoginValues = z.infer<typeof eventLoginSchema>;

/** seed 002 §5: lowercase, uppercase and a digit; seed 002 §9 minimum 8 (reset), seed 001 §9 (registration). */
const eventNewPassword = (requiredMessage: string) =>
  z
    .string()
    .check(
      z.minLength(1, requiredMessage),
      z.refine(hasMixedCaseAndDigit, 'account:event.password_rule'),
      z.minLength(PASSWORD_MIN_LENGTH, 'account:event.password_min_length'),
    );

const todayIso = () => new Date().toISOString().slice(0, 10);

export const eventRegisterSchema = z
  .object({
    firstName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:event.name_too_long')),
    lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:event.name_too_long')),
    email: eventEmail,
    password: eventNewPassword('account:event.password_required'),
    confirmPassword: required('account:event.confirm_password_required'),
    // seed 002 §5: optional, dropped when empty; no future dates, years from 1900.
    dob: z
      .string()
      .check(
        z.refine(
          (v) => v === '' || (BIRTH_DATE_PATTERN.test(v) && v >= '1900-01-01' && v <= todayIso()),
          'account:date.invalid_date',
        ),
      ),
  })
  .check(repeats('password', 'confirmPassword', 'account:event.passwords_must_match'));
export type EventRegisterValues = z.infer<typeof eventRegisterSchema>;

export const eventForgotSchema = z.object({ email: eventEmail });
export type EventForgotValues = z.infer<typeof eventForgotSchema>;

/** seed 002 §5: 'OTP is required', 'OTP must be 6 digits'. */
export const otpSchema = z.object({
  otp: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'account:event.otp_required'),
      z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'account:event.otp_length'),
    ),
});
export type OtpValues = z.infer<typeof otpSchema>;

/** seed 002 §5: a new password under `rule`, and its confirmation, required and equal. */
const eventNewPasswordSchema = (rule: (value: string) => boolean, ruleMessage: string) =>
  z
    .object({
      password: rulePassword('account:event.password_required', rule, ruleMessage),
      confirmPassword: required('account:event.confirm_password_required'),
    })
    .check(repeats('password', 'confirmPassword', 'account:event.passwords_must_match'));

/** seed 002 §5 reset password: 8 characters with a lowercase letter and a digit; confirm must match. */
export const eventResetSchema = eventNewPasswordSchema(
  isAcceptablePassword,
  'account:event.password_reset_rule',
);
export type EventResetValues = z.infer<typeof eventResetSchema>;

/** seed 002 §5 set password (social): upper, lower, digit; confirm required and equal. */
export const eventSetPasswordSchema = eventNewPasswordSchema(
  hasMixedCaseAndDigit,
  'account:event.set_password_rule',
);
export type EventSetPasswordValues = z.infer<typeof eventSetPasswordSchema>;

/** seed 002 §5 change password. */
export const eventChangePasswordSchema = z
  .object({
    oldPassword: mixedCasePassword('account:event.current_password_required'),
    newPassword: mixedCasePassword('account:event.new_password_required'),
    confirmPassword: required('account:event.confirm_new_password'),
  })
  .check(
    differs('oldPassword', 'newPassword', 'account:event.new_password_same'),
    repeats('newPassword', 'confirmPassword', 'account:event.confirm_new_password'),
  );
export type EventChangePasswordValues = z.infer<typeof eventChangePasswordSchema>;

/**
 * The event site's dialog password change, with the dialog's field names: seed 002 §5 change
 * password (old password) or set password (a social account's first one).
 */
export function eventEditPasswordSchema(mode: 'old-password' | 'set') {
  if (mode === 'set') {
    return z
      .object({
        oldPassword: z.string(),
        password: mixedCasePassword('account:event.password_required'),
        passwordConfirmation: required('account:event.confirm_password_required'),
      })
      .check(repeats('password', 'passwordConfirmation', 'account:event.passwords_must_match'));
  }
  return z
    .object({
      oldPassword: mixedCasePassword('account:event.current_password_required'),
      password: mixedCasePassword('account:event.new_password_required'),
      passwordConfirmation: required('account:event.confirm_new_password'),
    })
    .check(
      differs('oldPassword', 'password', 'account:event.new_password_same'),
      repeats('password', 'passwordConfirmation', 'account:event.confirm_new_password'),
    );
}

/** seed 002 §5 delete account: 'Password is required!' with the upper/lower/digit rule. */
export const eventDeleteSchema = z.object({
  password: mixedCasePassword('account:event.delete_password_required'),
});
export type EventDeleteValues = z.infer<typeof eventDeleteSchema>;

/** seed 002 §5: at least one sport, each entry non-empty. */
export const preferencesSchema = z.object({
  sports: z
    .array(z.string().check(z.trim(), z.minLength(1, 'account:event.select_one_sport')))
    .check(z.minLength(PREFERENCES_MIN_SPORTS, 'account:event.select_one_sport')),
});
export type PreferencesValues = z.infer<typeof preferencesSchema>;

// --- account page (seed 000 §5, seed 001 §5, seed 002 §5) ------------------------------------

export const nameSchema = z.object({
  firstName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:account_page.name_too_long')),
  lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:account_page.name_too_long')),
});
export type NameValues = z.infer<typeof nameSchema>;

/** seed 001 §5: account e-mail edit needs the e-mail and the confirmation password. */
export const emailEditSchema = z.object({
  email: dialogEmail,
  confirmationPassword: trimmedRequired('account:login.field_required'),
});
export type EmailEditValues = z.infer<typeof emailEditSchema>;

// --- dates (seed 001 §5 date field) ------------------------------------------------------------

/** seed 001 §5: day 1-31, month 1-12, year 1900-2100 with at most 4 digits; yyyy-mm-dd. */
export function dateFieldError(value: string): string | null {
  if (value === '') return null;
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return 'account:personal_details.birth_date_not_valid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31) return 'account:date.invalid_day';
  if (month < 1 || month > 12) return 'account:date.invalid_month';
  if (year < 1900 || year > 2100) return 'account:date.invalid_year';
  if (!BIRTH_DATE_PATTERN.test(value)) return 'account:personal_details.birth_date_not_valid';
  return null;
}
