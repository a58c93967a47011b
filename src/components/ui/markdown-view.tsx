import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

export type MarkdownViewProps = {
  markdown: string;
  className?: string;
};

/** Markdown shown as sanitised HTML (see `renderMarkdown`). */
export function MarkdownView({ markdown, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      className={`markdown${className ? ` ${className}` : ''}`}
      // Safe: renderMarkdown sanitises everything it returns.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
