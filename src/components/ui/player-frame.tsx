import type { ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export type PlayerFrameProps = {
  /** Inline: in the page's flow. Cinema: over the whole page, with a back button (seed 002 §2). */
  mode: 'inline' | 'cinema';
  /** The accessible name of the player region. */
  label: string;
  /** Leaves the cinema player; no back button without it. */
  onBack?: () => void;
  /** The focusable player region: keyboard shortcuts work while focus is inside it. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/**
 * The player's frame: a labelled, focusable region, inline or cinema. The cinema player is
 * rendered at the end of the body, so that no stacking context of the page can cover it.
 */
export function PlayerFrame({ mode, label, onBack, ref, children }: PlayerFrameProps) {
  const { t } = useTranslation('video');
  const frame = (
    <section ref={ref} className={`player player--${mode}`} aria-label={label} tabIndex={-1} data-player="">
      {mode === 'cinema' && onBack ? (
        <button type="button" className="player__back" onClick={onBack}>
          <span aria-hidden="true">←</span> {t('player.back')}
        </button>
      ) : null}
      {children}
    </section>
  );
  return mode === 'cinema' && typeof document !== 'undefined' ? createPortal(frame, document.body) : frame;
}
