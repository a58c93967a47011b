import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { MarkdownView } from '@/components/ui/markdown-view';
import { pageQueryOptions, useEventClient, type StaticPage } from '@/app/data/event-client';
import { QueryFallback } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';
import './event-pages.css';

/** The static page each route shows (seed 002 §2 route table; `/o/about` is seed 000 §2's About). */
export const STATIC_PAGE_SLUGS: Record<string, string> = {
  [paths.privacyPolicy.path]: 'privacy-policy',
  [paths.termsOfService.path]: 'terms-of-service',
  [paths.cookiesPolicy.path]: 'cookies-policy',
  [paths.aboutTwg.path]: 'about-twg',
  [paths.aboutIwga.path]: 'about-iwga',
  [paths.about.path]: 'about',
};

/** The page's slug for a location: its route's, or the last path segment. */
export function staticPageSlug(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return STATIC_PAGE_SLUGS[path] ?? path.split('/').pop() ?? '';
}

/** The markdown without a first heading that only repeats the page title (the screen shows it as h1). */
export function bodyMarkdown(page: StaticPage): string {
  const markdown = page.markdown ?? '';
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown);
  return match && match[1]?.trim() === page.titleAndSlug.title.trim()
    ? markdown.slice(match[0].length)
    : markdown;
}

function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation(['event']);
  usePageMeta({ title: page.titleAndSlug.title });
  const body = bodyMarkdown(page).trim();
  return (
    <article className="event-page static-page">
      <h1 className="event-page__title">{page.titleAndSlug.title}</h1>
      {/* seed 002 §2: rich text rendered sanitised; an empty page says so. */}
      {body ? (
        <MarkdownView markdown={body} className="static-page__body" />
      ) : (
        <p>{t('event:pages.not_found')}</p>
      )}
    </article>
  );
}

/** Privacy policy, terms, cookies policy, the about pages and /o/about: a static page from the CMS. */
function StaticPageScreen() {
  const { t } = useTranslation(['event']);
  const slug = staticPageSlug(useLocation().pathname);
  const client = useEventClient();
  const page = useQuery(pageQueryOptions.staticPage(client, slug));
  if (page.data) return <StaticPageView key={slug} page={page.data} />;
  return (
    <div className="event-page">
      <QueryFallback error={page.error} notFound={t('event:pages.not_found')} />
    </div>
  );
}

export default withEventTexts(StaticPageScreen);
