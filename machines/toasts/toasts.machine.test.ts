import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toastsMachine } from './toasts.machine';
import type { ToastEntry } from './toasts.types';

/**
 * Written here, not imported from the rules, so a changed figure fails: every toast stays 6 s
 * (docs/decisions.md "Toasts") and a feature keeps its newest three.
 */
const TOAST_LIFETIME_MS = 6_000;
const MAX_TOASTS_PER_SOURCE = 3;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock });
  const gone: { id: string; reason: string }[] = [];
  actor.on('toast.gone', (event) => void gone.push({ id: event.toast.id, reason: event.reason }));
  actor.start();
  const ids = () => actor.getSnapshot().context.toasts.map((toast: ToastEntry) => toast.id);
  return { actor, clock, gone, ids };
}

describe('the toast store (seed 002 §8)', () => {
  it('lets every toast go by itself after its time, and says so', () => {
    const { actor, clock, gone, ids } = start();
    actor.send({
      type: 'TOAST.SHOW',
      toast: { source: 'account-flows', kind: 'success', content: { text: 'a' } },
    });
    clock.increment(1_000);
    actor.send({ type: 'TOAST.SHOW', toast: { source: 'payment', kind: 'success', content: { text: 'b' } } });
    expect(ids()).toEqual(['1', '2']);
    clock.increment(TOAST_LIFETIME_MS - 1_000);
    expect(ids()).toEqual(['2']);
    clock.increment(1_000);
    expect(ids()).toEqual([]);
    expect(gone).toEqual([
      { id: '1', reason: 'expired' },
      { id: '2', reason: 'expired' },
    ]);
  });

  it('closes a toast at once when dismissed, without a later expiry', () => {
    const { actor, clock, gone, ids } = start();
    actor.send({
      type: 'TOAST.SHOW',
      toast: { id: 'notice', source: 'account-notice', kind: 'error', content: { text: 'x' } },
    });
    actor.send({ type: 'TOAST.DISMISS', id: 'notice' });
    expect(ids()).toEqual([]);
    clock.increment(TOAST_LIFETIME_MS);
    expect(gone).toEqual([{ id: 'notice', reason: 'dismissed' }]);
  });

  it('starts the time again for a toast shown again under its id', () => {
    const { actor, clock, ids } = start();
    const show = () =>
      actor.send({
        type: 'TOAST.SHOW',
        toast: { id: 'n', source: 'account-notice', kind: 'info', content: { text: 'n' } },
      });
    show();
    clock.increment(TOAST_LIFETIME_MS - 1);
    show();
    clock.increment(1);
    expect(ids()).toEqual(['n']);
    clock.increment(TOAST_LIFETIME_MS - 1);
    expect(ids()).toEqual([]);
  });

  it('keeps the newest toasts of each feature', () => {
    const { actor, ids } = start();
    for (let n = 0; n < MAX_TOASTS_PER_SOURCE + 1; n++) {
      actor.send({
        type: 'TOAST.SHOW',
        toast: { source: 'account-flows', kind: 'info', content: { text: String(n) } },
      });
    }
    actor.send({
      type: 'TOAST.SHOW',
      toast: { source: 'payment', kind: 'success', content: { text: 'paid' } },
    });
    expect(ids()).toEqual(['2', '3', '4', '5']);
  });
});
