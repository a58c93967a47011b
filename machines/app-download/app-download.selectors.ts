import type { SnapshotFrom } from 'xstate';
import type { appDownloadMachine } from './app-download.machine';
import type { StoreLinks } from './app-download.types';

export type AppDownloadSnapshot = SnapshotFrom<typeof appDownloadMachine>;

export type AppDownloadView = { links: StoreLinks };

/** The dialog's view while it is open; null otherwise. */
export function selectAppDownloadView(snapshot: AppDownloadSnapshot | undefined): AppDownloadView | null {
  if (!snapshot?.matches('open')) return null;
  return { links: snapshot.context.links };
}
