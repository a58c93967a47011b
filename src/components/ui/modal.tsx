import { useEffect, useId, useRef, type ReactNode } from 'react';
import { onDialogKeyDown } from './dialog-keys';

export type ModalProps = {
  /** The dialog's title, shown as its heading and used as its accessible name. */
  title: string;
  /** Hide the heading visually (a view with its own heading inside). */
  titleHidden?: boolean;
  /** seed 001 §2: large only for some views; normal otherwise. */
  size?: 'normal' | 'large';
  /** 'closing' plays the exit animation; the owner unmounts the modal when it has run. */
  phase?: 'open' | 'closing';
  closeLabel: string;
  /** Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog: focus moves into it when it opens and back to where it was when it goes, Tab
 * stays inside, Escape closes. The rest of the page is made inert while it is open.
 */
export function Modal({
  title,
  titleHidden = false,
  size = 'normal',
  phase = 'open',
  closeLabel,
  onClose,
  children,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ?? panel;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Everything beside the dialog is out of reach for keyboards and screen readers.
    const siblings = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(rootRef.current),
    );
    const appRoot = rootRef.current?.closest('.app-layout');
    const inside = appRoot
      ? [...appRoot.children].filter(
          (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(rootRef.current),
        )
      : [];
    const made = [...siblings, ...inside].filter((el) => !el.inert);
    for (const el of made) el.inert = true;
    return () => {
      document.body.style.overflow = overflow;
      for (const el of made) el.inert = false;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div ref={rootRef} className="modal" data-phase={phase}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => onDialogKeyDown(event, panelRef.current, onClose)}
      >
        <div className="modal__header">
          <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
