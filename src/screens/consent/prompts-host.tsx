import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import { selectAppDownloadView } from '@machines/app-download/app-download.selectors';
import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { selectChromePromptShown } from '@machines/chrome-prompt/chrome-prompt.selectors';
import AppDownloadDialog from './app-download-dialog';
import ChromePromptBanner from './chrome-prompt-banner';

export type PromptsHostProps = {
  appDownload: Actor<typeof appDownloadMachine> | null;
  chromePrompt: Actor<typeof chromePromptMachine> | null;
};

/** The app-download dialog and the Chrome recommendation, as their machines say (seed 001 §4). */
export default function PromptsHost({ appDownload, chromePrompt }: PromptsHostProps) {
  const view = useSelector(appDownload ?? undefined, selectAppDownloadView);
  const chromeShown = useSelector(chromePrompt ?? undefined, selectChromePromptShown);
  return (
    <>
      {chromeShown && chromePrompt ? <ChromePromptBanner actor={chromePrompt} /> : null}
      {view && appDownload ? <AppDownloadDialog actor={appDownload} view={view} /> : null}
    </>
  );
}
