import type { ReactNode } from 'react';

export type WatchActionProps = {
  /** A save or share is under way: the click is ignored and the button keeps its focus. */
  busy: boolean;
  /** Pressed look (a favourite that is saved). */
  on?: boolean;
  onPress: () => void;
  children: ReactNode;
};

/** One of a media page's action buttons (favourite, share), outlined, with an icon and a name. */
export function WatchAction({ busy, on = false, onPress, children }: WatchActionProps) {
  return (
    <button
      type="button"
      className={`watch-action${on ? ' watch-action--on' : ''}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}

/** A 20 px line icon of an action button, drawn in the text colour and hidden from assistive technology. */
export function ActionIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="watch-action__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
