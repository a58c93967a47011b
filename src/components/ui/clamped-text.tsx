import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export type ClampedTextProps = {
  text: string;
  /** Lines shown before "Show more" (seed 002 §9: 8 in the details). */
  lines: number;
  className?: string;
};

/**
 * A paragraph cut to `lines` lines, with a Show more / Show less toggle when it is longer. Screen
 * readers get the whole text either way.
 */
export function ClampedText({ text, lines, className }: ClampedTextProps) {
  const { t } = useTranslation(['common']);
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [text, lines, expanded]);

  return (
    <div className={`clamped-text${className ? ` ${className}` : ''}`}>
      <p
        id={id}
        ref={ref}
        className={expanded ? 'clamped-text__body' : 'clamped-text__body clamped-text__body--clamped'}
        style={{ '--clamp-lines': lines } as CSSProperties}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="clamped-text__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('common:show_less') : t('common:show_more')}
        </button>
      ) : null}
    </div>
  );
}
