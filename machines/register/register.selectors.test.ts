import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Consent, RegisterInput, RegisterResult } from './register.types';
import { registerMachine } from './register.machine';
import { selectRegisterForm } from './register.selectors';
import { accountError, publisherConsents } from '../../tests/model/login.builders';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const newViewer: RegisterInput = {
  email: 'new.viewer@statecast.test',
  password: 'Viewer123!',
  consents: [{ name: 'terms', version: '2', state: 'accepted', value: true }],
};

/** Registration on the commerce site with a captcha key (seed 001 §5), each call held by the test. */
function start(captcha: boolean) {
  const consents = deferred<Consent[]>();
  const register = deferred<RegisterResult>();
  const actor = createActor(
    registerMachine.provide({
      actors: {
        loadConsents: fromPromise(() => consents.promise),
        register: fromPromise(() => register.promise),
      },
      actions: { announceSignedIn: () => {}, showToast: () => {} },
    }),
    { input: { backend: 'commerce', referrer: 'http://localhost/', captcha } },
  );
  actor.start();
  const form = () => selectRegisterForm(actor.getSnapshot());
  return { actor, consents, register, form };
}

const editing = {
  busy: false,
  loading: false,
  failure: null,
  backend: 'commerce',
  consents: publisherConsents,
  consentsUnavailable: false,
  missingConsents: [],
  captchaEnabled: true,
  captchaError: null,
  captchaRound: 0,
};

describe('what the registration form shows (seed 001 §5, seed 002 §5)', () => {
  it('seed 001 §5: loads the consents, asks for the captcha, and starts it over after a refusal', async () => {
    const s = start(true);
    expect(s.form()).toEqual({ ...editing, loading: true, consents: [] });
    s.consents.resolve(publisherConsents);
    await settle();
    expect(s.form()).toEqual(editing);

    // seed 001 §5: with the terms ticked the captcha must be solved first.
    s.actor.send({ type: 'REGISTER.ATTEMPT', consents: newViewer.consents });
    expect(s.form()).toEqual({ ...editing, captchaError: 'required' });

    s.actor.send({ type: 'CAPTCHA.SOLVED', token: 'captcha-token' });
    expect(s.form()).toEqual(editing);
    s.actor.send({ type: 'REGISTER.SUBMIT', values: newViewer });
    expect(s.form()).toEqual({ ...editing, busy: true });

    // seed 001 §5: the platform refuses the token; the widget starts over.
    s.register.reject(
      accountError('failed-to-create', 'Captcha verification failed', {
        serverMessage: 'Captcha verification failed',
      }),
    );
    await settle();
    expect(s.form()).toEqual({
      ...editing,
      failure: {
        code: 'failed-to-create',
        field: null,
        message: 'Captcha verification failed',
        serverMessage: 'Captcha verification failed',
        fieldErrors: [],
      },
      captchaError: 'failed',
      captchaRound: 1,
    });
  });

  it('seed 000 §5: names the required consents left unticked', async () => {
    const s = start(false);
    s.consents.resolve(publisherConsents);
    await settle();
    s.actor.send({ type: 'REGISTER.SUBMIT', values: { ...newViewer, consents: [] } });
    expect(s.form()).toEqual({ ...editing, captchaEnabled: false, missingConsents: ['terms'] });
  });

  it('seed 000 §8: when the consents cannot be fetched the form is still shown', async () => {
    const s = start(false);
    s.consents.reject(accountError('server', 'Failed to fetch publisher consents.'));
    await settle();
    expect(s.form()).toEqual({ ...editing, captchaEnabled: false, consents: [], consentsUnavailable: true });
  });
});
