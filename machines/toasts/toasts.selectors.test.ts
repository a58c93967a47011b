import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from './toasts.machine';
import { selectToasts } from './toasts.selectors';

/** docs/decisions.md "Toasts": every toast stays 6 s. Written here, never read from the rules. */
const TOAST_LIFETIME_MS = 6_000;

describe("the toast region's toasts (seed 002 §8)", () => {
  it('seed 002 §8: lists the shown toasts oldest first, until each goes', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastsMachine, { clock });
    actor.start();
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
    actor.send({
      type: 'TOAST.SHOW',
      toast: { source: 'payment', kind: 'success', content: { text: 'Paid' } },
    });
    actor.send({
      type: 'TOAST.SHOW',
      toast: { id: 'otp', source: 'verify-otp', kind: 'error', content: { key: 'otp_request_failed' } },
    });
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: '1', source: 'payment', kind: 'success', content: { text: 'Paid' } },
      { id: 'otp', source: 'verify-otp', kind: 'error', content: { key: 'otp_request_failed' } },
    ]);
    actor.send({ type: 'TOAST.DISMISS', id: '1' });
    expect(selectToasts(actor.getSnapshot()).map((toast) => toast.id)).toEqual(['otp']);
    clock.increment(TOAST_LIFETIME_MS);
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
  });
});
