import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartedApp } from './providers';

/** seed 002 §9: social meta images are 720 x 406. */
export const SOCIAL_IMAGE_SIZE = { width: 720, height: 406 } as const;

/** What a page says about itself to the browser tab, search engines and social sharing. */
export type PageMeta = {
  /** The page's own title; the site name follows it. None: the site name alone. */
  title?: string;
  description?: string;
  /** A social image URL, already sized 720 px wide. */
  image?: string;
  /** og:type; 'website' unless the page is a video. */
  type?: 'website' | 'video.movie' | 'video.episode' | 'video.tv_show' | 'video.other';
  /** JSON-LD for the page (media pages: VideoObject or TVSeries). */
  structuredData?: Record<string, unknown> | null;
};

type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** "Breakwater - Statecast Free"; the site name alone when the page has no title of its own. */
export function documentTitle(title: string | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} - ${siteName}` : siteName;
}

/** The meta tags a page sets: description, Open Graph and the large-image card. */
export function pageMetaTags(meta: PageMeta, fullTitle: string, url: string): MetaTag[] {
  const tags: MetaTag[] = [
    { attribute: 'property', key: 'og:title', content: fullTitle },
    { attribute: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'name', key: 'twitter:title', content: fullTitle },
  ];
  if (meta.description) {
    tags.push(
      { attribute: 'name', key: 'description', content: meta.description },
      { attribute: 'property', key: 'og:description', content: meta.description },
      { attribute: 'name', key: 'twitter:description', content: meta.description },
    );
  }
  if (meta.image) {
    tags.push(
      { attribute: 'property', key: 'og:image', content: meta.image },
      { attribute: 'property', key: 'og:image:width', content: String(SOCIAL_IMAGE_SIZE.width) },
      { attribute: 'property', key: 'og:image:height', content: String(SOCIAL_IMAGE_SIZE.height) },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attribute: 'name', key: 'twitter:image', content: meta.image },
    );
  }
  return tags;
}

/** JSON for a <script> body: `<` escaped so that no string in it can close the element. */
export function serializeStructuredData(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const MARKER = 'data-page-meta';

/**
 * Writes the title, meta tags and JSON-LD into `doc`, and returns what undoes it: tags the page
 * created are removed, tags that were there get their old content back, the title returns to
 * the site name.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, siteName: string): () => void {
  const fullTitle = documentTitle(meta.title, siteName);
  doc.title = fullTitle;
  const undo: (() => void)[] = [];

  for (const tag of pageMetaTags(meta, fullTitle, doc.location?.href ?? '')) {
    const selector = `meta[${tag.attribute}="${tag.key}"]`;
    const existing = doc.head.querySelector<HTMLMetaElement>(selector);
    if (existing) {
      const previous = existing.getAttribute('content');
      existing.setAttribute('content', tag.content);
      undo.push(() => {
        if (previous === null) existing.removeAttribute('content');
        else existing.setAttribute('content', previous);
      });
    } else {
      const element = doc.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
      element.setAttribute(MARKER, '');
      doc.head.append(element);
      undo.push(() => element.remove());
    }
  }

  if (meta.structuredData) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARKER, '');
    script.textContent = serializeStructuredData(meta.structuredData);
    doc.head.append(script);
    undo.push(() => script.remove());
  }

  return () => {
    for (const step of undo.reverse()) step();
    doc.title = siteName;
  };
}

/**
 * Sets the page's title, description, social meta and structured data while the page is shown.
 * The layout writes the site name as the title when it first mounts, after its children's
 * effects, so the title is written once more in a microtask to win that first race.
 */
export function usePageMeta(meta: PageMeta): void {
  const { config } = useStartedApp();
  const { t } = useTranslation(['common']);
  const siteName = config.siteName || t('common:default_site_name');
  const key = JSON.stringify(meta);

  useEffect(() => {
    const current = JSON.parse(key) as PageMeta;
    const undo = applyPageMeta(document, current, siteName);
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = documentTitle(current.title, siteName);
    });
    return () => {
      active = false;
      undo();
    };
  }, [key, siteName]);
}

// --- Structured data (schema.org) --------------------------------------------------------------
