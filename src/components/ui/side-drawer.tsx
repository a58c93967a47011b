import { useEffect, useRef, type ReactNode } from 'react';
import { onDialogKeyDown } from './dialog-keys';

export type SideDrawerProps = {
  id: string;
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Called on Escape, on the close button and on a click beside the panel. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal side panel with dialog semantics: focus moves into it when it opens and stays inside
 * while it is open, Escape closes it. Returning focus to whatever opened it is the opener's job.
 */
export function SideDrawer({ id, open, label, closeLabel, onClose, children }: SideDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  return (
    <div className="side-drawer">
      <div className="side-drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        ref={panelRef}
        className="side-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={(event) => onDialogKeyDown(event, panelRef.current, onClose)}
      >
        <button ref={closeRef} type="button" className="side-drawer__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
