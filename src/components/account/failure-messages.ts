import type { FlowFailure } from '@machines/login/account-failure';
import { failureText } from '@machines/login/account-failure';
import type { AccountBackendKind } from '@/services/account/account.types';

/** A message to show: a translation key (with values) or text as the server wrote it. */
export type Message = { key: string; values?: Record<string, string> } | { text: string };

/** What a failed call shows: one message for the form, and per field. */
export type FailureMessages = {
  form: Message | null;
  fields: Partial<Record<string, Message>>;
};

const none: FailureMessages = { form: null, fields: {} };
const key = (k: string, values?: Record<string, string>): Message =>
  values ? { key: k, values } : { key: k };
const serverText = (failure: FlowFailure): Message => ({ text: failureText(failure) });

/**
 * A flow's messages: none without a failure; the own back end's words as they are (seed 002 §8);
 * the hosted and commerce platforms' failures mapped by `mapped` (seed 000 §8).
 */
function platformMessages(mapped: (failure: FlowFailure) => FailureMessages) {
  return (failure: FlowFailure | null, backend: AccountBackendKind): FailureMessages => {
    if (!failure) return none;
    if (backend === 'own-backend') return { form: serverText(failure), fields: {} };
    return mapped(failure);
  };
}

/**
 * seed 000 §8 login: 'invalid param email' is the e-mail's 'wrong email', any other failure the
 * form's 'wrong combination'. The own back end shows the server's words (seed 002 §8).
 */
export const loginFailureMessages = platformMessages((failure) => {
  if (failure.code === 'wrong-email')
    return { form: null, fields: { email: key('account:login.wrong_email') } };
  return { form: key('account:login.wrong_combination'), fields: {} };
});

/**
 * seed 000 §8 register: user exists (form), invalid e-mail (field), invalid password (field),
 * anything else 'failed to create'. The own back end's words are its own (seed 002 §8).
 */
export const registerFailureMessages = platformMessages((failure) => {
  switch (failure.code) {
    case 'user-exists':
      return { form: key('account:registration.user_exists'), fields: {} };
    case 'invalid-email':
      return { form: null, fields: { email: key('account:registration.invalid_email') } };
    case 'invalid-password':
      return { form: null, fields: { password: key('account:registration.invalid_password') } };
    default:
      return { form: key('account:registration.failed_to_create'), fields: {} };
  }
});

/**
 * seed 001 §5, §8 reset request: 'invalid param email' is reset.wrong_email; a mail that could
 * not be sent is user:account.resend_mail_error (account.add_password_error for add-password).
 */
export function forgotFailureMessages(
  failure: FlowFailure | null,
  backend: AccountBackendKind,
  addingPassword = false,
): FailureMessages {
  return platformMessages((mapped) =>
    mapped.code === 'wrong-email'
      ? { form: null, fields: { email: key('account:reset.wrong_email') } }
      : {
          form: key(addingPassword ? 'user:account.add_password_error' : 'user:account.resend_mail_error'),
          fields: {},
        },
  )(failure, backend);
}

/**
 * seed 001 §5 server messages of a password change: invalid param password, resetPasswordToken
 * is not valid, score does not match standards, old password does not match, password could not
 * be set.
 */
export const passwordFailureMessages = platformMessages((failure) => {
  switch (failure.code) {
    case 'invalid-password':
      return { form: null, fields: { password: key('account:reset.invalid_password') } };
    case 'invalid-reset-link':
      return { form: key('account:reset.invalid_reset_link'), fields: {} };
    case 'weak-password':
      return { form: null, fields: { password: key('account:reset.password_strength') } };
    case 'old-password-mismatch':
      return { form: null, fields: { oldPassword: key('account:reset.old_password_does_not_match') } };
    case 'invalid-reset-token':
      return { form: key('account:reset.invalid_token'), fields: {} };
    default:
      return { form: key('account:unknown_error'), fields: {} };
  }
});

/** seed 000 §8 delete account: 'invalid credentials' has its own message, others the generic one. */
export const deleteFailureMessages = platformMessages((failure) => {
  if (failure.code === 'invalid-credentials')
    return { form: null, fields: { password: key('account:delete_account.invalid_credentials') } };
  return { form: key('account:delete_account.error'), fields: {} };
});

/**
 * seed 001 §5 form-level messages: a field the server names ('invalid param birthDate') is a
 * field error, so the form says validation_form_error.other; anything else unknown_error.
 */
export function detailsFailureMessages(failure: FlowFailure | null): FailureMessages {
  if (!failure) return none;
  const param = /invalid param (\w+)/.exec(failure.serverMessage ?? failure.message)?.[1];
  if (param) return { form: key('account:validation_form_error.other'), fields: {} };
  return { form: key('account:unknown_error'), fields: {} };
}

/**
 * seed 002 §5 account form error mapping: invalid param email, email exists, valid email needed,
 * invalid confirmation password, name too long, email update not supported, wrong combination;
 * anything else is an unknown error (and is reported).
 */
export function accountFormFailureMessages(failure: FlowFailure | null): FailureMessages {
  if (!failure) return none;
  const text = (failure.serverMessage ?? failure.message).toLowerCase();
  if (text.includes('invalid param email'))
    return { form: null, fields: { email: key('account:account_page.invalid_email') } };
  if (text.includes('already exists') || failure.code === 'user-exists')
    return { form: null, fields: { email: key('account:account_page.email_exists') } };
  if (text.includes('valid e-mail') || text.includes('valid email'))
    return { form: null, fields: { email: key('account:account_page.valid_email') } };
  if (text.includes('confirmationpassword') || text.includes('invalid credentials'))
    return {
      form: null,
      fields: { confirmationPassword: key('account:account_page.invalid_confirmation_password') },
    };
  if (text.includes('max 50') || text.includes('at most 50'))
    return { form: null, fields: { firstName: key('account:account_page.name_too_long') } };
  if (failure.code === 'email-update-unsupported' || text.includes('email update not supported'))
    return { form: key('account:account_page.email_update_not_supported'), fields: {} };
  if (failure.code === 'wrong-combination')
    return { form: key('account:login.wrong_combination'), fields: {} };
  console.error('Account update failed', failure);
  return { form: key('account:unknown_error'), fields: {} };
}
