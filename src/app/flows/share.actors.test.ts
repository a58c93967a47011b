import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideShare } from './share.actors';

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

/** Shares the page with these browser abilities and waits until the flow settles in `settled`. */
async function sharePage(deps: Parameters<typeof provideShare>[0], settled: 'idle' | 'copied') {
  const { logic, input } = provideShare(deps);
  const actor = createActor(logic, { input }).start();
  actor.send({ type: 'SHARE', ...page });
  await waitFor(actor, (s) => s.matches(settled));
  return actor;
}

describe('share (seed 002 §4)', () => {
  it('opens the native dialog when the browser has one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await sharePage({ share, writeText }, 'idle');
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  const refused = (error: Error) => async () => Promise.reject(error);

  it.each([
    {
      story: 'copies the address otherwise, and says so',
      browser: () => {
        const writeText = vi.fn(async () => {});
        return { deps: { writeText }, copier: writeText };
      },
    },
    {
      story: 'falls back to the copy command when the clipboard API refuses',
      browser: () => {
        const copyWithCommand = vi.fn(() => true);
        return {
          deps: { writeText: refused(new Error('denied')), copyWithCommand },
          copier: copyWithCommand,
        };
      },
    },
    {
      story: 'copies when the native dialog fails for another reason than the viewer closing it',
      browser: () => {
        const writeText = vi.fn(async () => {});
        return {
          deps: { share: refused(new DOMException('no', 'NotAllowedError')), writeText },
          copier: writeText,
        };
      },
    },
  ])('$story', async ({ browser }) => {
    const { deps, copier } = browser();
    await sharePage(deps, 'copied');
    expect(copier).toHaveBeenCalledWith(page.url);
  });

  it('does nothing more when the viewer closes the native dialog', async () => {
    const writeText = vi.fn(async () => {});
    await sharePage(
      {
        share: refused(new DOMException('closed', 'AbortError')),
        writeText,
      },
      'idle',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('goes back to the button when copying is refused everywhere', async () => {
    await sharePage({ copyWithCommand: () => false }, 'idle');
  });
});
