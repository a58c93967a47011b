import type { CSSProperties, ReactNode } from 'react';
import { GRID_COLUMNS, useBreakpoint, type Breakpoint } from './breakpoints';

export type CardGridProps = {
  items: readonly { key: string; node: ReactNode }[];
  /** Columns per breakpoint; the playlist grid's by default (seed 002 §9). */
  columns?: Readonly<Record<Breakpoint, number>>;
  /** Names the list for assistive technology. */
  label?: string;
  /** Fixes the breakpoint (tests); the window's width decides otherwise. */
  breakpoint?: Breakpoint;
};

/** Cards in rows of as many columns as the width allows. */
export function CardGrid({ items, columns = GRID_COLUMNS, label, breakpoint }: CardGridProps) {
  const windowBreakpoint = useBreakpoint();
  const count = columns[breakpoint ?? windowBreakpoint];
  return (
    <ul className="card-grid" aria-label={label} style={{ '--grid-columns': count } as CSSProperties}>
      {items.map((item) => (
        <li key={item.key} className="card-grid__item">
          {item.node}
        </li>
      ))}
    </ul>
  );
}
