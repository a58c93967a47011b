import { fromPromise } from 'xstate';
import { appDownloadMachine } from '@machines/app-download/app-download.machine';
import type { AppDownloadPlace } from '@machines/app-download/app-download.types';
import { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import type { ChromePromptPlace } from '@machines/chrome-prompt/chrome-prompt.types';

/**
 * The app prompts with their real side effects. This module (and the two machines) loads only on
 * a site that may show one (src/app/app.actor.ts, src/app/flows/lazy-logic.ts).
 */

/** Local storage flags of the two prompts (seed 001 §4: dismissal is stored). */
export const APP_DOWNLOAD_DISMISSED_KEY = 'statecast.app-download-dismissed';
export const CHROME_PROMPT_DISMISSED_KEY = 'statecast.chrome-prompt-dismissed';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

const readFlag = (storage: FlagStorage | null, key: string): boolean => {
  if (!storage) throw new Error('No local storage');
  return storage.getItem(key) === '1';
};

const writeFlag = (storage: FlagStorage | null, key: string) => {
  try {
    storage?.setItem(key, '1');
  } catch {
    // A full or refused storage: the prompt may come back next time.
  }
};

export type PromptDeps = { storage: FlagStorage | null; path: () => string; userAgent: () => string };

/** The app-download dialog with its flag in local storage (seed 001 §4). */
export function provideAppDownload(deps: PromptDeps) {
  return appDownloadMachine.provide({
    actors: {
      readPlace: fromPromise<AppDownloadPlace>(async () => ({
        dismissed: readFlag(deps.storage, APP_DOWNLOAD_DISMISSED_KEY),
        path: deps.path(),
      })),
    },
    actions: { storeDismissed: () => writeFlag(deps.storage, APP_DOWNLOAD_DISMISSED_KEY) },
  });
}

/** The Chrome recommendation with its flag in local storage (seed 001 §4). */
export function provideChromePrompt(deps: PromptDeps) {
  return chromePromptMachine.provide({
    actors: {
      readPlace: fromPromise<ChromePromptPlace>(async () => ({
        dismissed: readFlag(deps.storage, CHROME_PROMPT_DISMISSED_KEY),
        userAgent: deps.userAgent(),
      })),
    },
    actions: { storeDismissed: () => writeFlag(deps.storage, CHROME_PROMPT_DISMISSED_KEY) },
  });
}
