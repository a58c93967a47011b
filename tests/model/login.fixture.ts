import { deepStrictEqual } from 'node:assert/strict';
import { loginMachine } from '@machines/login/login.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError, buildSignedIn, inputsPerBackend, wrongEmailOnPlatforms } from './login.builders';
import { loginOracle } from './login.oracle';

export type LoginProjection = {
  backend: string;
  email: string;
  failure: { code: string; field: string | null } | null;
  socialFailure: string | null;
};

const ownOnly = (s: { backend?: unknown }) => s.backend === 'own-backend';

/** Sign-in on each back end (seed 000 §8 login mappings; seed 002 §4 unconfirmed e-mail, social). */
export const loginFixture = {
  machine: loginMachine,
  oracle: loginOracle,
  inputs: inputsPerBackend({ referrer: 'http://localhost/' }),
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      backend: c.backend,
      email: c.email,
      failure: c.failure ? { code: c.failure.code, field: c.failure.field } : null,
      socialFailure: c.socialFailure,
    };
  },
  events: {
    'LOGIN.SUBMIT': [
      {
        label: 'submit viewer',
        event: { type: 'LOGIN.SUBMIT', email: 'viewer@statecast.test', password: 'Viewer123!' },
      },
      {
        label: 'submit unconfirmed',
        event: { type: 'LOGIN.SUBMIT', email: 'unconfirmed@statecast.test', password: 'Viewer123!' },
        offer: ownOnly,
      },
    ],
    // seed 000 §6: the commerce platform has no social sign-in.
    'LOGIN.SOCIAL': [
      {
        label: 'continue with google',
        event: { type: 'LOGIN.SOCIAL', provider: 'google' },
        offer: (s) => s.backend !== 'commerce' && s.email === '',
      },
    ],
    'LOGIN.EDIT': [{ label: 'edit', event: { type: 'LOGIN.EDIT' }, offer: (s) => s.failure !== null }],
  },
  doneOutputs: {
    // The unconfirmed demo account cannot sign in: its answer is 'email not confirmed'.
    signIn: [
      { label: 'signed in', output: buildSignedIn(), offer: (s) => s.email !== 'unconfirmed@statecast.test' },
    ],
    requestEmailCode: [{ label: 'code sent', output: undefined }],
    startSocialSignIn: [{ label: 'provider page not opened', output: undefined }],
  },
  errors: {
    signIn: [
      wrongEmailOnPlatforms,
      {
        label: 'wrong combination',
        error: accountError('wrong-combination', 'Failed to authenticate user.', {
          serverMessage: 'invalid credentials',
        }),
      },
      {
        label: 'email not confirmed',
        error: accountError('email-not-confirmed', 'Please verify your email address before logging in', {
          status: 403,
        }),
        offer: (s) => ownOnly(s) && s.email === 'unconfirmed@statecast.test',
      },
    ],
    requestEmailCode: [{ label: 'code request fails', error: accountError('server', 'User not found') }],
    startSocialSignIn: [
      { label: 'provider unavailable', error: { kind: 'network', message: 'Network request failed' } },
    ],
  },
  stateAssertions: {
    signingIn: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(
        inputOf('signIn'),
        { email: snapshot.context.email, password: 'Viewer123!', referrer: 'http://localhost/' },
        description,
      );
    },
    requestingCode: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('requestEmailCode'), { email: snapshot.context.email }, description);
    },
    redirectingToProvider: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('startSocialSignIn'), { provider: 'google' }, description);
    },
    signedIn: ({ snapshot, description }) => {
      deepStrictEqual(snapshot.output, { next: 'signed-in' }, description);
    },
    emailNotConfirmed: ({ snapshot, description }) => {
      deepStrictEqual(
        snapshot.output,
        { next: 'verify-email', email: 'unconfirmed@statecast.test' },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof loginMachine, LoginProjection>;
