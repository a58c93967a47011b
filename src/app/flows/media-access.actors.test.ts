import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type { MediaAccessFacts } from '@machines/media-access/media-access.types';
import type { AccountService } from '@/services/account/account.types';
import { checkAnyOffer, watchViewer, type ViewerSource } from './media-access.actors';

const serviceAnswering = (answers: Record<string, boolean | Error>) =>
  ({
    checkEntitlement: vi.fn(async (offerId: string) => {
      const answer = answers[offerId];
      if (answer instanceof Error) throw answer;
      return answer ?? false;
    }),
  }) as unknown as AccountService;

describe('checkAnyOffer (seed 002 §4: entitlement per media offer)', () => {
  it('is true when any offer is entitled, even if another check failed', async () => {
    const service = serviceAnswering({ S1: new Error('down'), S2: true });
    await expect(checkAnyOffer(service, ['S1', 'S2'])).resolves.toBe(true);
    expect(service.checkEntitlement).toHaveBeenCalledTimes(2);
  });

  it('is false when every offer answered no', async () => {
    await expect(checkAnyOffer(serviceAnswering({ S1: false, S2: false }), ['S1', 'S2'])).resolves.toBe(
      false,
    );
  });

  it('fails when none is entitled and a check failed: no answer is not a no', async () => {
    await expect(
      checkAnyOffer(serviceAnswering({ S1: false, S2: new Error('down') }), ['S1', 'S2']),
    ).rejects.toThrow('down');
  });

  it('fails without an account service', async () => {
    await expect(checkAnyOffer(null, ['S1'])).rejects.toThrow('Accounts are not available on this site');
  });
});

describe('watchViewer (seed 002 §4, §6: signing in or out, or buying, decides again)', () => {
  function source(initial: MediaAccessFacts) {
    let facts = initial;
    const viewerListeners = new Set<() => void>();
    const paymentListeners = new Set<() => void>();
    const viewer: ViewerSource = {
      read: () => facts,
      subscribe: (listener) => {
        viewerListeners.add(listener);
        return () => viewerListeners.delete(listener);
      },
      onPayment: (listener) => {
        paymentListeners.add(listener);
        return () => paymentListeners.delete(listener);
      },
    };
    return {
      viewer,
      change: (next: Partial<MediaAccessFacts>) => {
        facts = { ...facts, ...next };
        viewerListeners.forEach((listener) => listener());
      },
      pay: () => paymentListeners.forEach((listener) => listener()),
      listening: () => viewerListeners.size + paymentListeners.size,
    };
  }

  function run(initial: MediaAccessFacts, told: MediaAccessFacts = initial) {
    const fake = source(initial);
    const heard: unknown[] = [];
    const parent = createActor(
      setup({ actors: { watchViewer: watchViewer(fake.viewer) } }).createMachine({
        on: { '*': { actions: ({ event }) => heard.push(event) } },
        invoke: { src: 'watchViewer', input: told },
      }),
    ).start();
    return { ...fake, heard, parent };
  }

  const visitor: MediaAccessFacts = { viewerKnown: true, signedIn: false, preEntitled: false };

  it('tells the flow when the viewer signs in, and only when something changed', () => {
    const watch = run(visitor);
    watch.change({});
    expect(watch.heard).toEqual([]);
    watch.change({ signedIn: true });
    expect(watch.heard).toEqual([
      { type: 'ACCESS.VIEWER_CHANGED', viewerKnown: true, signedIn: true, preEntitled: false },
    ]);
  });

  it('catches up at once when the viewer changed before the flow started', () => {
    const watch = run({ ...visitor, viewerKnown: true }, { ...visitor, viewerKnown: false });
    expect(watch.heard).toEqual([{ type: 'ACCESS.VIEWER_CHANGED', ...visitor }]);
  });

  it('asks again after a payment for a signed-in viewer only, and stops listening with the flow', () => {
    const watch = run(visitor);
    watch.pay();
    expect(watch.heard).toEqual([]);
    watch.change({ signedIn: true });
    watch.pay();
    expect(watch.heard.at(-1)).toEqual({ type: 'ACCESS.RECHECK' });
    watch.parent.stop();
    expect(watch.listening()).toBe(0);
  });
});
