import type { SnapshotFrom } from 'xstate';
import type { chromePromptMachine } from './chrome-prompt.machine';

export type ChromePromptSnapshot = SnapshotFrom<typeof chromePromptMachine>;

/** Whether the Chrome recommendation shows now. */
export function selectChromePromptShown(snapshot: ChromePromptSnapshot | undefined): boolean {
  return Boolean(snapshot?.matches('shown'));
}
