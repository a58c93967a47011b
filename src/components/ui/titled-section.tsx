import { useId, type ReactNode } from 'react';

export type TitledSectionProps = {
  /** A region of the page (`section`) or a set of links and jumps (`nav`). */
  as?: 'section' | 'nav';
  className: string;
  title: ReactNode;
  titleClassName: string;
  /** The heading's id, when something inside also names itself by the heading. */
  titleId?: string;
  children: ReactNode;
};

/** A region named by its own second-level heading (`aria-labelledby`). */
export function TitledSection({
  as: Region = 'section',
  className,
  title,
  titleClassName,
  titleId,
  children,
}: TitledSectionProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Region className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Region>
  );
}
