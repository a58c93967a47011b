import { Modal } from './modal';

export type ConfirmDialogProps = {
  title: string;
  message: string;
  /** The button that does it ('Clear favorites', 'OK'). */
  confirmLabel: string;
  /** The button that backs out; a notice with a single button leaves it out. */
  cancelLabel?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and the backdrop. */
  onCancel: () => void;
};

/**
 * A question or a notice in a modal: the clear-all confirmations (seed 001 §2) and the favorites
 * limit warning (seed 002 §4), with the modal's focus handling and Escape to back out.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} closeLabel={closeLabel} onClose={onCancel}>
      <p className="confirm-dialog__message">{message}</p>
      <div className="confirm-dialog__actions">
        {cancelLabel ? (
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button
          type="button"
          className={`button${cancelLabel ? ' button--accent' : ' button--primary'}`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
