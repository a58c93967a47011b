import { fromPromise } from 'xstate';
import { shareMachine } from '@machines/share/share.machine';
import type { CopyLinkInput, ShareNativelyInput } from '@machines/share/share.types';

/** What sharing needs of the browser; tests pass fakes. */
export type ShareDeps = {
  /** `navigator.share`, when the browser has it. */
  share?: (data: ShareData) => Promise<void>;
  /** `navigator.clipboard.writeText`, when the page may use it. */
  writeText?: (text: string) => Promise<void>;
  /** The old copy command, for pages without the clipboard API (plain http). */
  copyWithCommand?: (text: string) => boolean;
};

/** Copies through a hidden text field and the copy command; false when the browser refuses. */
export function copyWithCommand(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** The page's own share and clipboard functions, bound so they can be called detached. */
export function browserShareDeps(): ShareDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: nav?.clipboard ? (text) => nav.clipboard.writeText(text) : undefined,
    copyWithCommand,
  };
}

/** The share flow with its real side effects, and the input telling it what the browser offers. */
export function provideShare(deps: ShareDeps) {
  const logic = shareMachine.provide({
    actors: {
      shareNatively: fromPromise<void, ShareNativelyInput>(async ({ input }) => {
        if (!deps.share) throw new Error('The browser has no native share dialog');
        await deps.share({ url: input.url, title: input.title });
      }),
      copyLink: fromPromise<void, CopyLinkInput>(async ({ input }) => {
        if (deps.writeText) {
          try {
            await deps.writeText(input.url);
            return;
          } catch (error) {
            if (!deps.copyWithCommand?.(input.url)) throw error;
            return;
          }
        }
        if (!deps.copyWithCommand?.(input.url)) throw new Error('The browser refused to copy');
      }),
    },
  });
  return { logic, input: { canShareNatively: Boolean(deps.share) } };
}
