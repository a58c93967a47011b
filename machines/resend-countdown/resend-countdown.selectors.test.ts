import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { resendCountdownMachine } from './resend-countdown.machine';
import { formatCountdown, selectResendView } from './resend-countdown.selectors';

/** seed 002 §4, §9: the countdown ticks every second. Written here, never read from the machine. */
const TICK_MS = 1_000;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function start(remainingSeconds: number, email: string | null = 'viewer@example.test') {
  const clock = new SimulatedClock();
  const resend = deferred();
  const actor = createActor(
    resendCountdownMachine.provide({
      actors: { resendCode: fromPromise(() => resend.promise) },
      actions: { storeRemaining: () => {}, clearStoredRemaining: () => {}, showToast: () => {} },
    }),
    { input: { email, remainingSeconds }, clock },
  );
  actor.start();
  return { actor, clock, resend, view: () => selectResendView(actor.getSnapshot()) };
}

describe('the countdown as m:ss (seed 002 §9)', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [60, '1:00'],
    [59, '0:59'],
    [10, '0:10'],
    [9, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [59.9, '0:59'],
    [-3, '0:00'],
  ])('seed 002 §9: %s s shows as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe("what the 'Resend Code' link shows (seed 002 §4, §9)", () => {
  it('seed 002 §4: counts down from 120 s, and a code may be asked for only at 0', async () => {
    const s = start(120);
    expect(s.view()).toEqual({ remaining: '2:00', canResend: false, busy: false });
    s.clock.increment(TICK_MS);
    expect(s.view()).toEqual({ remaining: '1:59', canResend: false, busy: false });
    for (let i = 0; i < 119; i += 1) s.clock.increment(TICK_MS);
    expect(s.view()).toEqual({ remaining: '0:00', canResend: true, busy: false });
    s.actor.send({ type: 'RESEND' });
    expect(s.view()).toEqual({ remaining: '0:00', canResend: false, busy: true });
    s.resend.resolve();
    await settle();
    expect(s.view()).toEqual({ remaining: '2:00', canResend: false, busy: false });
  });

  it('seed 002 §4: a count stored as 0 lets the code be asked for at once', () => {
    const s = start(0);
    expect(s.view()).toEqual({ remaining: '0:00', canResend: true, busy: false });
  });
});
