import type { MenuEntry } from '@/services/config/config.schemas';
import { slugify } from '@/services/content/slug';

/**
 * Every route of the app, declared once: `path` is the router pattern, `getHref` builds a URL for
 * it. No URL is written anywhere else. Route table: seed 000 §2 and seed 002 §2.
 */

type Query = Record<string, string | number | null | undefined | false>;

/** `?a=1&b=2` for the set values of `query`, or '' when none is set. */
export function toQueryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string) => encodeURIComponent(value);

export type MediaHrefOptions = {
  /** Adds the title slug after the id (seed 000 §2). */
  title?: string;
  /** `r`: the playlist the item was opened from. */
  playlistId?: string;
  /** `play=1`: start playing at once. */
  play?: boolean;
  /** `e`: the episode to open in a series. */
  episodeId?: string;
};

const mediaQuery = (options: MediaHrefOptions) =>
  toQueryString({ r: options.playlistId, play: options.play ? 1 : null, e: options.episodeId });

const withSlug = (base: string, title: string | undefined) => {
  const slug = title ? slugify(title) : '';
  return slug ? `${base}/${slug}` : base;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },

  // seed 000 §2: catalogue routes
  /** Media page: `/m/{id}` with the title slug optionally in the path; query r, play, e. */
  media: {
    path: '/m/:id/*',
    getHref: (id: string, options: MediaHrefOptions = {}) =>
      `${withSlug(`/m/${segment(id)}`, options.title)}${mediaQuery(options)}`,
  },
  /** Playlist page (and the live guide for live playlists); query channel, play. */
  playlist: {
    path: '/p/:id/*',
    getHref: (id: string, options: { title?: string; channel?: string; play?: boolean } = {}) =>
      `${withSlug(`/p/${segment(id)}`, options.title)}${toQueryString({ channel: options.channel, play: options.play ? 1 : null })}`,
  },
  /** Content-list page. */
  contentList: {
    path: '/n/:id/*',
    getHref: (id: string, options: { title?: string } = {}) => withSlug(`/n/${segment(id)}`, options.title),
  },
  /** Series page; query r, e, play. */
  series: {
    path: '/s/:id/*',
    getHref: (id: string, options: MediaHrefOptions = {}) =>
      `${withSlug(`/s/${segment(id)}`, options.title)}${mediaQuery(options)}`,
  },
  /** Search, and search for a term (seed 002 §2: /q and /q/{term}). */
  search: { path: '/q', getHref: () => '/q' },
  searchTerm: { path: '/q/:term', getHref: (term: string) => `/q/${segment(term)}` },
  about: { path: '/o/about', getHref: () => '/o/about' },

  // seed 000 §2, seed 002 §2: the nested account area (unknown children go to the default child)
  user: {
    root: { path: '/u', getHref: () => '/u' },
    myAccount: { path: '/u/my-account', getHref: () => '/u/my-account' },
    favorites: { path: '/u/favorites', getHref: () => '/u/favorites' },
    payments: { path: '/u/payments', getHref: () => '/u/payments' },
    unknownChild: { path: '/u/*', getHref: () => '/u/my-account' },
  },

  // seed 002 §2: event-site routes
  federationEmbed: {
    path: '/federation-embed/:cmsId',
    getHref: (cmsId: string, options: { sepId?: string; source?: string } = {}) =>
      `/federation-embed/${segment(cmsId)}${toQueryString({ sepId: options.sepId, source: options.source })}`,
  },
  live: { path: '/live', getHref: () => '/live' },
  sports: { path: '/sports', getHref: () => '/sports' },
  sport: { path: '/sports/:slug', getHref: (slug: string) => `/sports/${segment(slug)}` },
  federations: { path: '/federations', getHref: () => '/federations' },
  federation: { path: '/federations/:slug', getHref: (slug: string) => `/federations/${segment(slug)}` },
  results: { path: '/results', getHref: () => '/results' },
  podcasts: { path: '/podcasts', getHref: () => '/podcasts' },
  podcast: { path: '/podcasts/:slug', getHref: (slug: string) => `/podcasts/${segment(slug)}` },
  /** Athletes; filters sport and country live in the query, "all" is left out (seed 002 §2). */
  athletes: {
    path: '/athletes',
    getHref: (filters: { sport?: string; country?: string } = {}) =>
      `/athletes${toQueryString({
        sport: filters.sport === 'all' ? null : filters.sport,
        country: filters.country === 'all' ? null : filters.country,
      })}`,
  },
  athlete: { path: '/athletes/:slug', getHref: (slug: string) => `/athletes/${segment(slug)}` },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  cookiesPolicy: { path: '/cookies-policy', getHref: () => '/cookies-policy' },
  aboutTwg: { path: '/about-twg', getHref: () => '/about-twg' },
  aboutIwga: { path: '/about-iwga', getHref: () => '/about-iwga' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  continueWatching: { path: '/continue-watching', getHref: () => '/continue-watching' },
  createAccount: { path: '/create-account', getHref: () => '/create-account' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** seed 002 §2: /verify-otp?email=... */
  verifyOtp: {
    path: '/verify-otp',
    getHref: (email?: string) => `/verify-otp${toQueryString({ email })}`,
  },
  /** seed 002 §2: /reset-password?token=...&email=... (the e-mail encoded). */
  resetPassword: {
    path: '/reset-password',
    getHref: (options: { token?: string; email?: string } = {}) =>
      `/reset-password${toQueryString({ token: options.token, email: options.email })}`,
  },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
  schedule: { path: '/schedule', getHref: () => '/schedule' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  profile: { path: '/profile', getHref: () => '/profile' },

  /** The catch-all: not-found page (seed 002 §2). */
  notFound: { path: '*', getHref: () => '/' },
} as const;

/** seed 001 §2: the account dialog is open whenever `u` is set on the current page. */
export const ACCOUNT_DIALOG_QUERY_KEY = 'u';

type LocationLike = { pathname: string; search: string; hash?: string };

/** The current page with the account dialog opened on `view` (other query values kept). */
export function accountDialogHref(location: LocationLike, view: string): string {
  const params = new URLSearchParams(location.search);
  params.set(ACCOUNT_DIALOG_QUERY_KEY, view);
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}

/** The config's menu entry types (seed 000 §3) and the page each one opens. */
export function menuEntryHref(entry: Pick<MenuEntry, 'contentId' | 'type'>): string {
  switch (entry.type) {
    case 'content_list':
      return paths.contentList.getHref(entry.contentId);
    case 'media':
      return paths.media.getHref(entry.contentId);
    default:
      return paths.playlist.getHref(entry.contentId);
  }
}
