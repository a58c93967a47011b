import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shareMachine } from './share.machine';

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('share while a native share is open (seed 002 §4)', () => {
  it('a second press opens no second dialog, and closing the open one ends the share without copying', async () => {
    const dialogs: ((error: unknown) => void)[] = [];
    let copies = 0;
    const actor = createActor(
      shareMachine.provide({
        actors: {
          shareNatively: fromPromise(() => new Promise<void>((_, reject) => dialogs.push(reject))),
          copyLink: fromPromise(async () => {
            copies += 1;
          }),
        },
      }),
      { input: { canShareNatively: true } },
    );
    actor.start();
    actor.send({ type: 'SHARE', ...page });
    actor.send({ type: 'SHARE', ...page });
    expect(dialogs, 'seed 002 §4: one press, one native share dialog').toHaveLength(1);

    dialogs[0]!(Object.assign(new Error('closed'), { name: 'AbortError' }));
    await settle();
    expect(actor.getSnapshot().value, 'seed 002 §4: closing the dialog ends the share').toBe('idle');
    expect(copies, 'seed 002 §4: a closed dialog copies nothing').toBe(0);
  });
});
