import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PlayerTrailerModalProps = {
  /** The film's title; the dialog is named 'Trailer: {title}'. */
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The trailer modal (seed 002 §2): a native modal dialog (focus trapped, Escape closes) with a
 * close button; the player goes inside.
 */
export function PlayerTrailerModal({ title, onClose, children }: PlayerTrailerModalProps) {
  const { t } = useTranslation('video');
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  return (
    <dialog
      ref={ref}
      className="player-trailer-modal"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="player-trailer-modal__header">
        <h2 id={headingId} className="player-trailer-modal__title">
          {t('player.trailer_of', { title })}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {t('player.close')}
        </button>
      </div>
      {children}
    </dialog>
  );
}
