import type { socialSignInMachine } from '@machines/login/social-sign-in.machine';
import * as o from '../support/oracle';
import type { SocialSignInProjection } from './social-sign-in.fixture';
import { seedToast } from './seed-toasts';

const R = {
  waits: 'seed 000 §2: the tokens are used once the account knows the viewer (the stored session restored)',
  already: 'seed 000 §2: a viewer signed in already keeps the page; only the tokens leave the address',
  reads:
    'seed 002 §4: social sign-in reads the tokens from the URL hash, stores them and creates or fetches the account',
  newUser: 'seed 002 §4: a new social user is signed in and goes to /preferences',
  known: 'seed 002 §4: a known social user is signed in and goes to /',
  failed: "seed 002 §8: a failed social sign-in says 'Login error: {message}' and nobody is signed in",
} as const;

const TOKENS = { token: 'social-jwt', refreshToken: 'social-refresh', expires: 1_795_000_000 };

type Step = o.OracleStep<SocialSignInProjection>;
const outputIs = (rule: string, next: string) =>
  o.holds<SocialSignInProjection>(rule, (s) => {
    const out = (s.snapshot as { output?: unknown }).output;
    return JSON.stringify(out) === JSON.stringify({ next })
      ? true
      : `output ${JSON.stringify(out)}, want ${next}`;
  });
const announcesResult = (rule: string) =>
  o.holds<SocialSignInProjection>(rule, (s: Step) =>
    o
      .effectsInclude(rule, o.action('announceSignedIn', (s.event as unknown as { output: unknown }).output))
      .check(s),
  );

export const socialSignInOracle = {
  states: {
    waiting: { seed: R.waits, expect: [o.projected(R.waits, { error: null })] },
    alreadySignedIn: { seed: R.already, expect: [outputIs(R.already, 'stay')] },
    completing: { seed: R.reads, expect: [o.projected(R.reads, { error: null })] },
    newUser: { seed: R.newUser, expect: [outputIs(R.newUser, 'preferences')] },
    signedIn: { seed: R.known, expect: [outputIs(R.known, 'home')] },
    failed: { seed: R.failed, expect: [o.projected(R.failed, { status: 'done' })] },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.waits, 'waiting'),
        o.effectsInclude(R.waits, o.invoked('watchViewer')),
        o.effectsExclude(R.waits, o.invoked('completeSocialSignIn')),
      ],
    },
    {
      from: 'waiting',
      on: 'SOCIAL.VIEWER_KNOWN',
      where: (s) => !(s.event as unknown as { signedIn: boolean }).signedIn,
      expect: o.endsIn(R.reads, 'completing', o.invoked('completeSocialSignIn', TOKENS)),
    },
    {
      from: 'waiting',
      on: 'SOCIAL.VIEWER_KNOWN',
      where: (s) => (s.event as unknown as { signedIn: boolean }).signedIn,
      expect: [
        o.stateIs(R.already, 'alreadySignedIn'),
        o.effectsExclude(R.already, o.invoked('completeSocialSignIn'), o.action('announceSignedIn')),
      ],
    },
    {
      from: 'completing',
      on: 'xstate.done.actor.completeSocialSignIn',
      where: (s) => (s.event as unknown as { output: { isNewUser: boolean } }).output.isNewUser,
      expect: [o.stateIs(R.newUser, 'newUser'), announcesResult(R.newUser)],
    },
    {
      from: 'completing',
      on: 'xstate.done.actor.completeSocialSignIn',
      where: (s) => !(s.event as unknown as { output: { isNewUser: boolean } }).output.isNewUser,
      expect: [o.stateIs(R.known, 'signedIn'), announcesResult(R.known)],
    },
    {
      from: 'completing',
      on: 'xstate.error.actor.completeSocialSignIn',
      expect: [
        o.stateIs(R.failed, 'failed'),
        o.holds(R.failed, (s) => {
          const message = (s.event as unknown as { error: { message: string } }).error.message;
          return o
            .effectsInclude(R.failed, seedToast('error', 'Login error: {message}', { message }))
            .check(s);
        }),
        o.effectsExclude(R.failed, o.action('announceSignedIn')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof socialSignInMachine, SocialSignInProjection>;
