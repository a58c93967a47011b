// The English bundle, one lazily loaded chunk (src/i18n/i18n.ts). Its shape types every key.
import type { AccountResources } from './account';
import type eventTexts from './event.json';
import common from './common.json';
import cookiebanner from './cookiebanner.json';
import demo from './demo.json';
import epg from './epg.json';
import error from './error.json';
import menu from './menu.json';
import search from './search.json';
import user from './user.json';
import video from './video.json';

/** The namespaces of seed 001 §9 that every page needs, in English (the default language). */
export const resources = {
  common,
  cookiebanner,
  demo,
  epg,
  error,
  menu,
  search,
  user,
  video,
};

/** The namespaces every page loads; the account group comes with the account screens. */
export type CoreResources = typeof resources;

/** Every namespace of seed 001 §9, for typed keys. */
export type LocaleResources = CoreResources & AccountResources & EventResources;

/** The event site's texts: loaded with its screens (src/screens/event/event-translations.tsx). */
export type EventResources = { event: typeof eventTexts };
