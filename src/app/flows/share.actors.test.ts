import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideShare } from './share.actors';

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

function start(deps: Parameters<typeof provideShare>[0]) {
  const { logic, input } = provideShare(deps);
  return createActor(logic, { input }).start();
}

describe('share (seed 002 §4)', () => {
  it('opens the native dialog when the browser has one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    const actor = start({ share, writeText });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address otherwise, and says so', async () => {
    const writeText = vi.fn(async () => {});
    const actor = start({ writeText });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('falls back to the copy command when the clipboard API refuses', async () => {
    const copyWithCommand = vi.fn(() => true);
    const actor = start({ writeText: async () => Promise.reject(new Error('denied')), copyWithCommand });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(copyWithCommand).toHaveBeenCalledWith(page.url);
  });

  it('copies when the native dialog fails for another reason than the viewer closing it', async () => {
    const writeText = vi.fn(async () => {});
    const actor = start({
      share: async () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      writeText,
    });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('does nothing more when the viewer closes the native dialog', async () => {
    const writeText = vi.fn(async () => {});
    const actor = start({
      share: async () => Promise.reject(new DOMException('closed', 'AbortError')),
      writeText,
    });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('goes back to the button when copying is refused everywhere', async () => {
    const actor = start({ copyWithCommand: () => false });
    actor.send({ type: 'SHARE', ...page });
    await waitFor(actor, (s) => s.matches('idle'));
  });
});
