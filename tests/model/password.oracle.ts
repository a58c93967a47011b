import type { changePasswordMachine } from '@machines/password/change-password.machine';
import type { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import type { resetPasswordMachine } from '@machines/password/reset-password.machine';
import * as o from '../support/oracle';
import type { ChangePasswordProjection } from './change-password.fixture';
import type { ForgotPasswordProjection } from './forgot-password.fixture';
import type { ResetPasswordProjection } from './reset-password.fixture';
import { anyToast, seedToast, serverTextToast } from './seed-toasts';
import {
  editClearsFailure,
  failureMentions,
  firstErrorText,
  ownBackendFailureToast,
} from './account-failures.builders';

/**
 * The password flows of seed 001 §2, §4, §5, §8 and seed 002 §2, §4, §5, §7, §8: asking for a
 * reset, the own back end's two-step reset by code, and a new password by link, old password
 * or (social account) a first password.
 */

type Failure = {
  code?: string;
  field?: string | null;
  message?: string;
  serverMessage?: string | null;
  fieldErrors?: string[];
};
const errorOf = (s: o.OracleStep) => (s.event as unknown as { error?: Failure }).error ?? {};
/** seed 002 §7: the message shown is the first entry of the errors array, else the server's text. */
const serverText = (s: o.OracleStep) => {
  const e = errorOf(s);
  return e.fieldErrors?.[0] ?? e.serverMessage ?? e.message ?? '';
};
const outputOf = (s: o.OracleStep) => (s.snapshot as { output?: unknown }).output;
const outputIs = <P extends ChangePasswordProjection | ResetPasswordProjection>(
  rule: string,
  want: unknown,
) =>
  o.holds<P>(rule, (s) =>
    JSON.stringify(outputOf(s)) === JSON.stringify(want) ? true : `output ${JSON.stringify(outputOf(s))}`,
  );

/**
 * What the password forms show while a call is out: the form waits for the answer (its Submit
 * cannot be pressed again) and is free again once the answer has come.
 */
const BUSY =
  'seed 002 §2, §7; docs/decisions.md "Every save retries the same way": a password form is sent while the viewer waits for its answer, so it is busy exactly while its call is out';

// ---------------------------------------------------------------------------------------------
// forgot password
// ---------------------------------------------------------------------------------------------

const F = {
  form: 'seed 002 §2, §5: /forgot-password has one e-mail field, valid and required',
  sends: 'seed 002 §7: request reset code sends {email}',
  wrongEmail: "seed 001 §5: 'invalid param email' gives reset.wrong_email on the e-mail field",
  failed: 'seed 001 §8: a failed reset request is the resend-mail error on the form',
  ownFailed: 'seed 002 §8: on the own back end a failed request shows the server message as a toast',
  hostedSent: 'seed 001 §2: a mailed reset link is confirmed on send-confirmation for the e-mail',
  ownSent:
    "seed 002 §2, §8: on success the own back end says 'Otp sent successfully!' and moves to /reset-password?token=...&email=...",
  edit: 'seed 002 §2: typing again clears the message',
} as const;
const EMAIL = 'viewer@statecast.test';

export const forgotPasswordOracle = {
  states: {
    editing: { seed: F.form },
    sending: { seed: F.sends, expect: [o.projected(F.sends, { email: EMAIL, failure: null })] },
    sent: {
      seed: [F.hostedSent, F.ownSent],
      expect: [
        o.holds(F.ownSent, (s) => {
          const want = { email: EMAIL, token: s.state.backend === 'own-backend' ? 'reset-token' : null };
          return JSON.stringify(outputOf(s)) === JSON.stringify(want)
            ? true
            : `output ${JSON.stringify(outputOf(s))}`;
        }),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [o.stateIs(F.form, 'editing'), o.projected(F.form, { failure: null, token: null })],
    },
    {
      from: 'editing',
      on: 'FORGOT.SUBMIT',
      expect: o.endsIn(F.sends, 'sending', o.invoked('requestPasswordReset', { email: EMAIL })),
    },
    {
      from: 'sending',
      on: 'xstate.done.actor.requestPasswordReset',
      where: (s) => s.before?.backend === 'own-backend',
      expect: o.endsAs(
        F.ownSent,
        'sent',
        { token: 'reset-token' },
        seedToast('success', 'Otp sent successfully!'),
      ),
    },
    {
      from: 'sending',
      on: 'xstate.done.actor.requestPasswordReset',
      where: (s) => s.before?.backend !== 'own-backend',
      expect: [o.stateIs(F.hostedSent, 'sent'), o.effectsExclude(F.hostedSent, anyToast)],
    },
    {
      from: 'sending',
      on: 'xstate.error.actor.requestPasswordReset',
      where: (s) => failureMentions('invalid param email')(s),
      expect: [
        o.stateIs(F.wrongEmail, 'editing'),
        o.projected(F.wrongEmail, { failure: { code: 'wrong-email', field: 'email' } }),
      ],
    },
    {
      from: 'sending',
      on: 'xstate.error.actor.requestPasswordReset',
      expect: [
        o.stateIs(F.failed, 'editing'),
        o.holds(F.failed, (s) =>
          s.state.failure?.code === errorOf(s).code ? true : `failure ${JSON.stringify(s.state.failure)}`,
        ),
      ],
    },
    ...ownBackendFailureToast<ForgotPasswordProjection>(
      { from: 'sending', on: 'xstate.error.actor.requestPasswordReset' },
      { own: F.ownFailed, elsewhere: F.failed },
      firstErrorText,
    ),
    editClearsFailure<ForgotPasswordProjection>('FORGOT.EDIT', F.edit),
  ],
} satisfies o.MachineOracle<typeof forgotPasswordMachine, ForgotPasswordProjection>;

// ---------------------------------------------------------------------------------------------
// reset password (own back end: code, then new password)
// ---------------------------------------------------------------------------------------------

const P = {
  code: "seed 002 §2: /reset-password step 1 is the code entry with 'Verify OTP'",
  noToken: 'seed 001 §5: with no reset token the link is invalid (reset.invalid_link) and nothing is sent',
  verifies: 'seed 002 §7: verify reset code sends {otp, token}',
  verified:
    "seed 002 §4, §8: a verified code says 'Otp verified successfully!' and shows the new password form",
  codeRefused: 'seed 002 §8: a refused code shows the server message and the code can be entered again',
  password: "seed 002 §2: step 2 is 'Reset Password' with password and 'Confirm Password'",
  resets: 'seed 002 §7: reset password sends {password, token, otp}',
  done: "seed 002 §4, §8: the new password signs out, says 'Password updated successfully!' and goes to /login",
  refused: 'seed 002 §8: a refused reset shows the server message on the password step',
  edit: 'seed 002 §2: typing again clears the message',
} as const;

export const resetPasswordOracle = {
  states: {
    enteringCode: { seed: [P.code, P.noToken], expect: [o.tagged(BUSY, 'busy', false)] },
    verifyingCode: {
      seed: P.verifies,
      expect: [
        o.projected(P.verifies, { hasToken: true, otp: '123456', failure: null }),
        o.tagged(BUSY, 'busy'),
      ],
    },
    enteringPassword: {
      seed: P.password,
      expect: [o.projected(P.password, { otp: '123456', invalidLink: false }), o.tagged(BUSY, 'busy', false)],
    },
    resetting: { seed: P.resets, expect: [o.projected(P.resets, { failure: null }), o.tagged(BUSY, 'busy')] },
    done: { seed: P.done, expect: [outputIs(P.done, { next: 'login' })] },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [o.stateIs(P.code, 'enteringCode'), o.projected(P.code, { invalidLink: false, otp: '' })],
    },
    {
      from: 'enteringCode',
      on: 'RESET.VERIFY',
      where: (s) => Boolean(s.before?.hasToken),
      expect: o.endsIn(
        P.verifies,
        'verifyingCode',
        o.invoked('verifyResetCode', { token: 'reset-token', otp: '123456' }),
      ),
    },
    {
      from: 'enteringCode',
      on: 'RESET.VERIFY',
      where: (s) => !s.before?.hasToken,
      expect: o.endsAsWithout(P.noToken, 'enteringCode', { invalidLink: true }, o.invoked('verifyResetCode')),
    },
    {
      from: 'verifyingCode',
      on: 'xstate.done.actor.verifyResetCode',
      expect: o.endsIn(P.verified, 'enteringPassword', seedToast('success', 'Otp verified successfully!')),
    },
    {
      from: 'verifyingCode',
      on: 'xstate.error.actor.verifyResetCode',
      expect: [
        o.stateIs(P.codeRefused, 'enteringCode'),
        o.effectsIncludeFrom(P.codeRefused, (s) => [serverTextToast(serverText(s))]),
      ],
    },
    {
      from: 'enteringPassword',
      on: 'RESET.SUBMIT',
      expect: o.endsIn(
        P.resets,
        'resetting',
        o.invoked('resetPassword', { password: 'Newpass123', token: 'reset-token', otp: '123456' }),
      ),
    },
    {
      from: 'resetting',
      on: 'xstate.done.actor.resetPassword',
      expect: o.endsIn(
        P.done,
        'done',
        o.action('announceSignedOut'),
        seedToast('success', 'Password updated successfully!'),
      ),
    },
    {
      from: 'resetting',
      on: 'xstate.error.actor.resetPassword',
      expect: [
        o.stateIs(P.refused, 'enteringPassword'),
        o.effectsIncludeFrom(P.refused, (s) => [serverTextToast(serverText(s))]),
        o.effectsExclude(P.refused, o.action('announceSignedOut')),
      ],
    },
    {
      // Both steps show the server's message until the viewer types again (code or password).
      from: ['enteringCode', 'enteringPassword'],
      on: 'RESET.EDIT',
      expect: [
        o.holds(P.edit, (s) => (s.to === s.from ? true : `typing left ${s.from} for ${s.to}`)),
        o.projected(P.edit, { failure: null }),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof resetPasswordMachine, ResetPasswordProjection>;

// ---------------------------------------------------------------------------------------------
// change password: reset link, old password, first password
// ---------------------------------------------------------------------------------------------

const C = {
  form: 'seed 001 §4, seed 002 §2: a new password by reset token, by the old password, or a first password for a social user',
  invalidLink:
    'seed 001 §5: with neither token nor user the link is invalid (reset.invalid_link) and nothing is sent',
  token:
    'seed 001 §4, §5; seed 000 §5: a reset with the token for the e-mail sends the new password and its confirmation',
  old: 'seed 002 §7, seed 000 §5: change password sends the old password and the new one (with its confirmation)',
  set: 'seed 002 §7: set password sends {password}',
  oldDone:
    "seed 001 §4, seed 002 §4, §8: a change with the old password logs the user out, says 'Password updated successfully!' and goes to login",
  setDone:
    "seed 002 §4, §8: setting a password clears the session, says 'Password set successfully!' and goes to /login",
  tokenDone: "seed 002 §8: a reset by link says 'Password updated successfully!' and goes to login",
  failed: 'seed 001 §5, §8: server messages are mapped to the password field messages on the form',
  ownFailed: 'seed 002 §8: on the own back end a failure shows the server message as a toast',
  edit: 'seed 001 §5: typing again clears the message',
} as const;

const submitting = {
  token: 'resettingWithToken',
  'old-password': 'changingWithOldPassword',
  set: 'settingPassword',
} as const;

export const changePasswordOracle = {
  states: {
    editing: { seed: [C.form, C.invalidLink], expect: [o.tagged(BUSY, 'busy', false)] },
    resettingWithToken: {
      seed: C.token,
      expect: [o.projected(C.token, { mode: 'token', failure: null }), o.tagged(BUSY, 'busy')],
    },
    changingWithOldPassword: {
      seed: C.old,
      expect: [o.projected(C.old, { mode: 'old-password', failure: null }), o.tagged(BUSY, 'busy')],
    },
    settingPassword: {
      seed: C.set,
      expect: [o.projected(C.set, { mode: 'set', failure: null }), o.tagged(BUSY, 'busy')],
    },
    done: { seed: [C.oldDone, C.setDone, C.tokenDone], expect: [outputIs(C.oldDone, { next: 'login' })] },
  },
  transitions: [
    { on: 'xstate.init', expect: [o.stateIs(C.form, 'editing'), o.projected(C.form, { failure: null })] },
    {
      // An invalid link has no submit at all (no path sends one); should one appear, it must send nothing.
      from: 'editing',
      on: 'PASSWORD.SUBMIT',
      expect: [
        o.holds(C.invalidLink, (s) =>
          s.before?.mode !== 'invalid-link'
            ? true
            : o
                .effectsExclude(
                  C.invalidLink,
                  o.invoked('resetPasswordWithToken'),
                  o.invoked('changePassword'),
                  o.invoked('setPassword'),
                )
                .check(s),
        ),
        o.holds(C.form, (s) => {
          const want = submitting[s.before?.mode as keyof typeof submitting] ?? 'editing';
          return s.to === want ? true : `mode ${s.before?.mode} went to ${s.to}, want ${want}`;
        }),
      ],
    },
    {
      from: 'editing',
      on: 'PASSWORD.SUBMIT',
      where: (s) => s.before?.mode === 'token',
      expect: [
        o.effectsInclude(
          C.token,
          o.invoked('resetPasswordWithToken', {
            email: 'viewer@statecast.test',
            token: 'reset-token',
            password: 'Newpass123',
            passwordConfirmation: 'Newpass123',
          }),
        ),
      ],
    },
    {
      from: 'editing',
      on: 'PASSWORD.SUBMIT',
      where: (s) => s.before?.mode === 'old-password',
      expect: [
        o.effectsInclude(
          C.old,
          o.invoked('changePassword', {
            oldPassword: 'Viewer123!',
            newPassword: 'Newpass123',
            newPasswordConfirmation: 'Newpass123',
          }),
        ),
      ],
    },
    {
      from: 'editing',
      on: 'PASSWORD.SUBMIT',
      where: (s) => s.before?.mode === 'set',
      expect: [o.effectsInclude(C.set, o.invoked('setPassword', { password: 'Newpass123' }))],
    },
    {
      from: 'resettingWithToken',
      on: 'xstate.done.actor.resetPasswordWithToken',
      expect: o.endsIn(C.tokenDone, 'done', seedToast('success', 'Password updated successfully!')),
    },
    {
      from: 'changingWithOldPassword',
      on: 'xstate.done.actor.changePassword',
      expect: o.endsIn(
        C.oldDone,
        'done',
        o.action('announceSignedOut'),
        seedToast('success', 'Password updated successfully!'),
      ),
    },
    {
      from: 'settingPassword',
      on: 'xstate.done.actor.setPassword',
      expect: o.endsIn(
        C.setDone,
        'done',
        o.action('announceSignedOut'),
        seedToast('success', 'Password set successfully!'),
      ),
    },
    {
      from: ['resettingWithToken', 'changingWithOldPassword', 'settingPassword'],
      on: 'xstate.error.actor',
      expect: [
        o.stateIs(C.failed, 'editing'),
        o.holds(C.failed, (s) =>
          s.state.failure === (errorOf(s).code ?? null) ? true : `failure ${s.state.failure}`,
        ),
        o.effectsExclude(C.failed, o.action('announceSignedOut')),
      ],
    },
    ...ownBackendFailureToast<ChangePasswordProjection>(
      {
        from: ['resettingWithToken', 'changingWithOldPassword', 'settingPassword'],
        on: 'xstate.error.actor',
        // The own back end resets with a code, not a link token (seed 002 §4); only it sets a
        // first password in the dialog (seed 002 §2; the platforms mail an add-password link).
        fromOwn: ['changingWithOldPassword', 'settingPassword'],
        fromElsewhere: ['resettingWithToken', 'changingWithOldPassword'],
      },
      { own: C.ownFailed, elsewhere: C.failed },
      firstErrorText,
    ),
    editClearsFailure<ChangePasswordProjection>('PASSWORD.EDIT', C.edit),
  ],
} satisfies o.MachineOracle<typeof changePasswordMachine, ChangePasswordProjection>;
