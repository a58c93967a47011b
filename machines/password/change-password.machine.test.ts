import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountError } from '../../tests/model/login.builders';
import { changePasswordMachine } from './change-password.machine';
import type {
  ChangePasswordInput,
  PasswordChangeInput,
  PasswordResetInput,
  SetPasswordInput,
} from './password.types';

const submit = {
  type: 'PASSWORD.SUBMIT' as const,
  oldPassword: 'Viewer123!',
  password: 'Newpass123',
  passwordConfirmation: 'Newpass123',
};

/**
 * The flow on services provided by the names the app wires (src/app/flows/account-flows.actors.ts),
 * each answering at once: the model tests replace every actor the machine names, so only here does
 * a submit reach the service the app gave it.
 */
function flowOnServices(input: ChangePasswordInput, fail = false) {
  const calls: string[] = [];
  const answer = () => (fail ? Promise.reject(accountError('server', 'refused')) : Promise.resolve());
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        resetPasswordWithToken: fromPromise<void, PasswordResetInput>(({ input }) => {
          calls.push(`reset ${JSON.stringify(input)}`);
          return answer();
        }),
        changePassword: fromPromise<void, PasswordChangeInput>(({ input }) => {
          calls.push(`change ${input.oldPassword} ${input.newPassword}`);
          return answer();
        }),
        setPassword: fromPromise<void, SetPasswordInput>(({ input }) => {
          calls.push(`set ${input.password}`);
          return answer();
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof flowOnServices>['actor'], what: 'done' | 'editing') =>
  waitFor(
    actor,
    (s) => (what === 'done' ? s.status === 'done' : s.matches('editing') && s.context.failure !== null),
    {
      timeout: 1000,
    },
  ).catch(() => {
    const s = actor.getSnapshot();
    throw new Error(`never ${what}: ${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`);
  });

describe('change password on the services the app provides', () => {
  it('a reset link sends the new password through the reset service and goes to login (seed 001 §4)', async () => {
    const { actor, calls } = flowOnServices({
      mode: 'token',
      backend: 'hosted',
      email: 'viewer@statecast.test',
      token: 'reset-token',
    });
    actor.send(submit);
    const end = await settled(actor, 'done');
    expect(end.output).toEqual({ next: 'login' });
    expect(calls).toEqual([
      `reset ${JSON.stringify({ email: 'viewer@statecast.test', token: 'reset-token', password: 'Newpass123', passwordConfirmation: 'Newpass123' })}`,
    ]);
  });

  it('a reset link without an e-mail sends none of its own invention (seed 001 §4: the token for the e-mail)', async () => {
    const { actor, calls } = flowOnServices({
      mode: 'token',
      backend: 'commerce',
      email: null,
      token: 'reset-token',
    });
    actor.send(submit);
    await settled(actor, 'done');
    expect(calls).toEqual([
      `reset ${JSON.stringify({ email: '', token: 'reset-token', password: 'Newpass123', passwordConfirmation: 'Newpass123' })}`,
    ]);
  });

  it('the old password goes to the change service (seed 001 §4, seed 002 §7)', async () => {
    const { actor, calls } = flowOnServices({
      mode: 'old-password',
      backend: 'hosted',
      email: null,
      token: null,
    });
    actor.send(submit);
    expect((await settled(actor, 'done')).output).toEqual({ next: 'login' });
    expect(calls).toEqual(['change Viewer123! Newpass123']);
  });

  it('a first password goes to the set service (seed 002 §2, §7)', async () => {
    const { actor, calls } = flowOnServices({
      mode: 'set',
      backend: 'own-backend',
      email: null,
      token: null,
    });
    actor.send(submit);
    expect((await settled(actor, 'done')).output).toEqual({ next: 'login' });
    expect(calls).toEqual(['set Newpass123']);
  });

  it.each([
    ['token', 'hosted', 'reset-token'],
    ['old-password', 'hosted', null],
    ['old-password', 'own-backend', null],
    ['set', 'own-backend', null],
  ] as const)(
    'a refused %s submit on %s shows the failure on the form, which can be sent again (seed 001 §5, §8; seed 002 §8)',
    async (mode, backend, token) => {
      const { actor, calls } = flowOnServices({ mode, backend, email: 'viewer@statecast.test', token }, true);
      actor.send(submit);
      const after = await settled(actor, 'editing');
      expect(after.context.failure?.code).toBe('server');
      expect(after.hasTag('busy')).toBe(false);
      expect(calls).toHaveLength(1);
    },
  );
});
