import type { SnapshotFrom } from 'xstate';
import type { shareMachine } from './share.machine';

export type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

/** seed 002 §4: 'copied' shows for 2 s after the address was copied. */
export const selectCopied = (snapshot: ShareSnapshot): boolean => snapshot.matches('copied');

/** A share is under way (the native dialog is open or the copy is running). */
export const selectSharing = (snapshot: ShareSnapshot): boolean =>
  snapshot.matches('sharing') || snapshot.matches('copying');
