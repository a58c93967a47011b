import type { ReactNode } from 'react';

export type ActionButtonProps = {
  label: ReactNode;
  onClick: () => void;
  /** The look: a plain `button`, or one of its variants (`button--accent`, `button--danger`...). */
  variant?: 'accent' | 'danger' | 'primary' | 'secondary';
  disabled?: boolean;
  /** While true the button is disabled and says so (`aria-busy`). */
  busy?: boolean;
};

/** A button that acts at once (not a form's submit): a retry, a close, a confirmation. */
export function ActionButton({ label, onClick, variant, disabled = false, busy }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={variant ? `button button--${variant}` : 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
