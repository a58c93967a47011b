import { ActionIcon, WatchAction } from './watch-action';

export type ShareButtonProps = {
  /** 'Share' */
  label: string;
  /** 'Copied' */
  copiedLabel: string;
  /** seed 002 §4: the address was copied; 'copied' shows for 2 s. */
  copied: boolean;
  /** A share is under way: the click is ignored. */
  busy?: boolean;
  onShare: () => void;
};

/**
 * The share button of a media page. 'Copied' appears beside it, in a polite live region that is
 * always in the page so that screen readers announce it when it appears.
 */
export function ShareButton({ label, copiedLabel, copied, busy = false, onShare }: ShareButtonProps) {
  return (
    <span className="share-button">
      <WatchAction busy={busy} onPress={onShare}>
        <ActionIcon>
          <path strokeLinecap="round" d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </ActionIcon>
        <span>{label}</span>
      </WatchAction>
      <span className="share-button__status" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
