import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { MediaItem } from '@/domain/media.types';
import { socialImageOf } from './media-page-meta';

// The markdown parser and the sanitiser load only when a static page is opened.
const MarkdownView = lazy(() =>
  import('@/components/ui/markdown-view').then((module) => ({ default: module.MarkdownView })),
);

/** Whether markdown opens with its own top-level heading (`# Title`), so the page needs none. */
export function opensWithTitle(markdown: string): boolean {
  return /^\s*(#\s|<h1[\s>])/i.test(markdown);
}

/** A static page (seed 002 §2): its markdown, sanitised, or its description when it has none. */
export function StaticPageView({ item }: { item: MediaItem }) {
  const { t } = useTranslation(['common']);
  usePageMeta({ title: item.title, description: item.description, image: socialImageOf(item) });
  const markdown = item.markdown;
  return (
    <article className="static-page">
      {!markdown || !opensWithTitle(markdown) ? <h1>{item.title}</h1> : null}
      {markdown ? (
        <Suspense fallback={<LoadingIndicator label={t('common:loading')} />}>
          <MarkdownView className="static-page__body" markdown={markdown} />
        </Suspense>
      ) : (
        <p>{item.description}</p>
      )}
    </article>
  );
}
