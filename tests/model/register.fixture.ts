import { deepStrictEqual } from 'node:assert/strict';
import { registerMachine } from '@machines/register/register.machine';
import type { RegisterInput } from '@/services/account/account.types';
import type { MachineFixture } from '../support/model-fixture';
import { accountError, buildSignedIn, inputsPerBackend, publisherConsents } from './login.builders';
import { registerOracle } from './register.oracle';

export type RegisterProjection = {
  backend: string;
  consents: string[];
  consentsUnavailable: boolean;
  missingConsents: string[];
  email: string;
  failure: { code: string; field: string | null } | null;
  captchaEnabled: boolean;
  captchaToken: string | null;
  captchaError: string | null;
  captchaSent: boolean;
};

const accepted = (name: string, version: string) => ({
  name,
  version,
  state: 'accepted' as const,
  value: true,
});

const newViewer: RegisterInput = {
  email: 'new.viewer@statecast.test',
  password: 'Viewer123!',
  consents: [accepted('terms', '2')],
};
const withoutTerms: RegisterInput = { ...newViewer, consents: [] };
const ownViewer: RegisterInput = {
  email: 'new.viewer@statecast.test',
  password: 'Viewer123!',
  firstName: 'Nia',
  lastName: 'New',
  consents: [],
};

const isOwn = (s: { backend?: unknown }) => s.backend === 'own-backend';
const withCaptcha = (s: { captchaEnabled?: unknown }) => s.captchaEnabled === true;

/** The token the captcha stand-in's widget gives (seed 001 §5). */
export const CAPTCHA_TOKEN = 'captcha-token';

/** Registration on each back end (seed 000 §5, §8; seed 001 §2; seed 002 §4-5). */
export const registerFixture = {
  machine: registerMachine,
  oracle: registerOracle,
  inputs: [
    ...inputsPerBackend({ referrer: 'http://localhost/' }),
    // seed 001 §5: a captcha key is configured (the commerce site, as e2e/captcha.spec.ts runs it).
    {
      label: 'commerce with captcha',
      input: { backend: 'commerce', referrer: 'http://localhost/', captcha: true },
    },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      backend: c.backend,
      consents: c.consents.map((x) => x.name),
      consentsUnavailable: c.consentsUnavailable,
      missingConsents: c.missingConsents,
      email: c.email,
      failure: c.failure ? { code: c.failure.code, field: c.failure.field } : null,
      captchaEnabled: c.captchaEnabled,
      captchaToken: c.captcha.token,
      captchaError: c.captcha.error,
      captchaSent: c.captcha.sent,
    };
  },
  events: {
    'REGISTER.SUBMIT': [
      {
        label: 'submit new viewer',
        event: { type: 'REGISTER.SUBMIT', values: newViewer },
        offer: (s) => !isOwn(s),
      },
      {
        label: 'submit without terms',
        event: { type: 'REGISTER.SUBMIT', values: withoutTerms },
        // Unticking the terms hides the captcha (its widget takes the token back): not combined.
        offer: (s) =>
          !isOwn(s) &&
          !withCaptcha(s) &&
          (s.consents as string[]).length > 0 &&
          s.failure === null &&
          (s.missingConsents as string[]).length === 0,
      },
      { label: 'submit own viewer', event: { type: 'REGISTER.SUBMIT', values: ownViewer }, offer: isOwn },
    ],
    'REGISTER.EDIT': [{ label: 'edit', event: { type: 'REGISTER.EDIT' }, offer: (s) => s.failure !== null }],
    'REGISTER.ATTEMPT': [
      {
        label: 'press without captcha',
        event: { type: 'REGISTER.ATTEMPT', consents: newViewer.consents },
        offer: (s) => withCaptcha(s) && s.captchaError === null,
      },
    ],
    'CAPTCHA.SOLVED': [
      {
        label: 'captcha solved',
        event: { type: 'CAPTCHA.SOLVED', token: CAPTCHA_TOKEN },
        offer: (s) => withCaptcha(s) && s.captchaToken === null,
      },
    ],
    'CAPTCHA.CLEARED': [
      {
        label: 'captcha cleared',
        event: { type: 'CAPTCHA.CLEARED' },
        offer: (s) => withCaptcha(s) && s.captchaToken !== null,
      },
    ],
    'CAPTCHA.EXPIRED': [
      {
        label: 'captcha expired',
        event: { type: 'CAPTCHA.EXPIRED' },
        offer: (s) => withCaptcha(s) && s.captchaToken !== null,
      },
    ],
  },
  doneOutputs: {
    loadConsents: [
      { label: 'consents loaded', output: publisherConsents, offer: (s) => !isOwn(s) },
      { label: 'no consents', output: [], offer: isOwn },
    ],
    register: [
      {
        label: 'registered and signed in',
        output: { status: 'signed-in', ...buildSignedIn({ email: 'new.viewer@statecast.test' }) },
        offer: (s) => !isOwn(s),
      },
      {
        label: 'registered, code sent',
        output: { status: 'confirm-email', email: 'new.viewer@statecast.test' },
        offer: isOwn,
      },
    ],
  },
  errors: {
    loadConsents: [
      {
        label: 'consents unavailable',
        error: accountError('server', 'Failed to fetch publisher consents.'),
        offer: (s) => s.backend === 'commerce' && !withCaptcha(s),
      },
    ],
    register: [
      {
        label: 'user exists',
        error: accountError('user-exists', 'customer already exists', {
          serverMessage: 'customer already exists',
        }),
        offer: (s) => !s.consentsUnavailable,
      },
      {
        label: 'invalid email',
        error: accountError('invalid-email', 'please enter a valid e-mail address', { field: 'email' }),
        offer: (s) => !isOwn(s) && !s.consentsUnavailable && !withCaptcha(s),
      },
      {
        label: 'invalid password',
        error: accountError('invalid-password', 'invalid param password', { field: 'password' }),
        offer: (s) => !isOwn(s) && !s.consentsUnavailable && !withCaptcha(s),
      },
      {
        label: 'failed to create',
        error: accountError('failed-to-create', 'Failed to create account.'),
        offer: (s) => !isOwn(s) && !withCaptcha(s),
      },
      {
        // seed 001 §5: the commerce platform refuses a spent or forged token and names the captcha.
        label: 'captcha refused',
        error: accountError('failed-to-create', 'Captcha verification failed', {
          serverMessage: 'Captcha verification failed',
        }),
        offer: withCaptcha,
      },
    ],
  },
  stateAssertions: {
    submitting: ({ snapshot, inputOf, description }) => {
      const values = snapshot.context.backend === 'own-backend' ? ownViewer : newViewer;
      const captcha = snapshot.context.captcha.sent ? { captchaValue: CAPTCHA_TOKEN } : {};
      deepStrictEqual(
        inputOf('register'),
        { ...values, ...captcha, referrer: 'http://localhost/' },
        description,
      );
    },
    signedIn: ({ snapshot, description }) =>
      deepStrictEqual(snapshot.output, { next: 'signed-in' }, description),
    emailNotConfirmed: ({ snapshot, description }) =>
      deepStrictEqual(
        snapshot.output,
        { next: 'verify-email', email: 'new.viewer@statecast.test' },
        description,
      ),
  },
} satisfies MachineFixture<typeof registerMachine, RegisterProjection>;
