import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resetPasswordMachine } from './reset-password.machine';
import type { PasswordResetInput, ResetPasswordInput, VerifyCodeInput } from './password.types';

/**
 * The own back end's reset on services provided by the names the app wires
 * (src/app/flows/account-flows.actors.ts), each answering at once: the model tests replace every
 * actor the machine names, so only here does a step reach the service the app gave it.
 */
function resetOnServices(input: ResetPasswordInput) {
  const calls: string[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        verifyResetCode: fromPromise<void, VerifyCodeInput>(async ({ input }) => {
          calls.push(`verify ${JSON.stringify(input)}`);
        }),
        resetPassword: fromPromise<void, PasswordResetInput>(async ({ input }) => {
          calls.push(`reset ${JSON.stringify(input)}`);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof resetOnServices>['actor'], state: 'enteringPassword' | 'done') =>
  waitFor(actor, (s) => s.matches(state), { timeout: 1000 }).catch(() => {
    const s = actor.getSnapshot();
    throw new Error(`never ${state}: ${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`);
  });

describe('reset password on the services the app provides', () => {
  it('verifies the code, then sends the new password with it, and goes to /login (seed 002 §2, §4, §7)', async () => {
    const { actor, calls } = resetOnServices({ token: 'reset-token', email: 'viewer@statecast.test' });
    actor.send({ type: 'RESET.VERIFY', otp: '123456' });
    await settled(actor, 'enteringPassword');
    actor.send({ type: 'RESET.SUBMIT', password: 'Newpass123' });
    const end = await settled(actor, 'done');
    expect(end.output).toEqual({ next: 'login' });
    expect(calls).toEqual([
      `verify ${JSON.stringify({ token: 'reset-token', otp: '123456' })}`,
      `reset ${JSON.stringify({ email: 'viewer@statecast.test', password: 'Newpass123', passwordConfirmation: 'Newpass123', token: 'reset-token', otp: '123456' })}`,
    ]);
  });

  it('a link without an e-mail sends none of its own invention (seed 002 §2: /reset-password?token=...&email=...)', async () => {
    const { actor, calls } = resetOnServices({ token: 'reset-token', email: null });
    actor.send({ type: 'RESET.VERIFY', otp: '123456' });
    await settled(actor, 'enteringPassword');
    actor.send({ type: 'RESET.SUBMIT', password: 'Newpass123' });
    await settled(actor, 'done');
    expect(calls[1]).toBe(
      `reset ${JSON.stringify({ email: '', password: 'Newpass123', passwordConfirmation: 'Newpass123', token: 'reset-token', otp: '123456' })}`,
    );
  });
});
