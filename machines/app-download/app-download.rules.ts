import type { StoreLinks } from './app-download.types';

/** seed 001 §2, seed 002 §2: no app-download dialog on /federation-embed pages. */
export function isEmbedPath(pathname: string): boolean {
  return pathname === '/federation-embed' || pathname.startsWith('/federation-embed/');
}

const url = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//.test(value.trim()) ? value.trim() : null;

/** The store links of the config's `custom` block (docs/decisions.md "App prompts"). */
export function storeLinksFrom(custom: Readonly<Record<string, unknown>> | null | undefined): StoreLinks {
  return { googlePlay: url(custom?.googlePlayUrl), appStore: url(custom?.appStoreUrl) };
}

export function hasStoreLink(links: StoreLinks): boolean {
  return Boolean(links.googlePlay || links.appStore);
}
