import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { shareMachine } from './share.machine';
import { selectCopied, selectSharing } from './share.selectors';

/** seed 002 §4, §9: 'copied' shows for 2 s. Written here, never read from the machine. */
const COPIED_MS = 2_000;

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function start(canShareNatively: boolean) {
  const clock = new SimulatedClock();
  const native = deferred();
  const copy = deferred();
  const actor = createActor(
    shareMachine.provide({
      actors: {
        shareNatively: fromPromise(() => native.promise),
        copyLink: fromPromise(() => copy.promise),
      },
    }),
    { input: { canShareNatively }, clock },
  );
  actor.start();
  const view = () => ({
    copied: selectCopied(actor.getSnapshot()),
    sharing: selectSharing(actor.getSnapshot()),
  });
  return { actor, clock, native, copy, view };
}

describe('what the share button shows (seed 002 §4)', () => {
  it("seed 002 §4, §9: without a native dialog the copy runs, then 'copied' shows for 2 s", async () => {
    const s = start(false);
    expect(s.view()).toEqual({ copied: false, sharing: false });
    s.actor.send({ type: 'SHARE', ...page });
    expect(s.view()).toEqual({ copied: false, sharing: true });
    s.copy.resolve();
    await settle();
    expect(s.view()).toEqual({ copied: true, sharing: false });
    s.clock.increment(COPIED_MS - 1);
    expect(s.view()).toEqual({ copied: true, sharing: false });
    s.clock.increment(1);
    expect(s.view()).toEqual({ copied: false, sharing: false });
  });

  it('seed 002 §4: the native share dialog is a share under way, and closing it ends it', async () => {
    const s = start(true);
    s.actor.send({ type: 'SHARE', ...page });
    expect(s.view()).toEqual({ copied: false, sharing: true });
    s.native.reject(Object.assign(new Error('closed'), { name: 'AbortError' }));
    await settle();
    expect(s.view()).toEqual({ copied: false, sharing: false });
  });
});
