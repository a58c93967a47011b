import { deepStrictEqual } from 'node:assert/strict';
import { socialSignInMachine } from '@machines/login/social-sign-in.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError, buildSignedIn } from './login.builders';
import { socialSignInOracle } from './social-sign-in.oracle';

export type SocialSignInProjection = { error: string | null };

const tokens = { token: 'social-jwt', refreshToken: 'social-refresh', expires: 1_795_000_000 };

/** Back from a social provider (seed 000 §2, seed 002 §4, §8). */
export const socialSignInFixture = {
  machine: socialSignInMachine,
  oracle: socialSignInOracle,
  inputs: [{ label: 'tokens in the hash', input: { tokens } }],
  project: (snapshot) => ({ error: snapshot.context.error }),
  events: {
    'SOCIAL.VIEWER_KNOWN': [
      { label: 'viewer signed out', event: { type: 'SOCIAL.VIEWER_KNOWN', signedIn: false } },
      { label: 'viewer signed in already', event: { type: 'SOCIAL.VIEWER_KNOWN', signedIn: true } },
    ],
  },
  doneOutputs: {
    completeSocialSignIn: [
      { label: 'new social account', output: { ...buildSignedIn({ provider: 'google' }), isNewUser: true } },
      {
        label: 'known social account',
        output: { ...buildSignedIn({ provider: 'google' }), isNewUser: false },
      },
    ],
  },
  errors: {
    completeSocialSignIn: [
      { label: 'tokens refused', error: accountError('session-expired', 'Invalid token') },
    ],
  },
  stateAssertions: {
    completing: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('completeSocialSignIn'), tokens, description),
    newUser: ({ snapshot, description }) =>
      deepStrictEqual(snapshot.output, { next: 'preferences' }, description),
    signedIn: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'home' }, description),
    failed: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'home' }, description),
    alreadySignedIn: ({ snapshot, description }) =>
      deepStrictEqual(snapshot.output, { next: 'stay' }, description),
  },
} satisfies MachineFixture<typeof socialSignInMachine, SocialSignInProjection>;
