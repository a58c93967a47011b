import Cookies from 'js-cookie';
import { fromPromise } from 'xstate';
import { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import {
  CONSENT_COOKIE_NAME,
  NON_ESSENTIAL_COOKIE_MAX_DAYS,
  type ConsentChoice,
  type LoadableScript,
  type TrackingEvent,
} from '@machines/cookie-consent/cookie-consent.types';

/** The anonymous visitor id sent with tracking events: a non-essential cookie (seed 001 §4). */
export const VISITOR_COOKIE_NAME = 'statecast.visitor';

/** The cookie calls the consent flow makes (js-cookie in the page, a map in tests). */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: number; path: string; sameSite: 'Lax' }): void;
  remove(name: string, options: { path: string }): void;
};

/** The page's cookies as the consent flow's actions use them (js-cookie in the page). */
export type AsyncCookieJar = {
  get(name: string): Promise<string | undefined>;
  set(...args: Parameters<CookieJar['set']>): Promise<void>;
  remove(...args: Parameters<CookieJar['remove']>): Promise<void>;
};

/**
 * js-cookie is part of the page (under 1 KB): a choice is written the moment it is made. Loaded on
 * demand, a viewer who declined and reloaded at once could come back before the write and be asked
 * again (the browser test caught it).
 */
export const browserCookies: AsyncCookieJar = {
  get: async (name) => Cookies.get(name),
  set: async (name, value, options) => {
    Cookies.set(name, value, options);
  },
  remove: async (name, options) => Cookies.remove(name, options),
};

/** Cookies that are not needed for the site to work: only set after consent, gone when it goes. */
export const NON_ESSENTIAL_COOKIES: readonly string[] = [VISITOR_COOKIE_NAME];

export type ConsentDeps = {
  cookies: AsyncCookieJar;
  /** Appends one script element; resolves once it has loaded. */
  loadScript: (script: LoadableScript) => Promise<void>;
  send: (event: TrackingEvent, visitorId: string | null) => Promise<unknown>;
  newId: () => string;
};

const asChoice = (value: string | undefined): ConsentChoice | null =>
  value === 'accepted' || value === 'declined' ? value : null;

/** The anonymous visitor id, made on first use after consent; kept at most 6 months. */
async function visitorId(deps: ConsentDeps): Promise<string> {
  const existing = await deps.cookies.get(VISITOR_COOKIE_NAME);
  if (existing) return existing;
  const id = deps.newId();
  await deps.cookies.set(VISITOR_COOKIE_NAME, id, {
    expires: NON_ESSENTIAL_COOKIE_MAX_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
  return id;
}

/** Cookie consent with its real side effects (provided once, in src/app/app.actor.ts). */
export function provideCookieConsent(deps: ConsentDeps) {
  // One id for the events of a page, even when several are sent before the cookie is written.
  let visitor: Promise<string> | null = null;
  return cookieConsentMachine.provide({
    actors: {
      readConsent: fromPromise<ConsentChoice | null>(async () =>
        asChoice(await deps.cookies.get(CONSENT_COOKIE_NAME)),
      ),
    },
    actions: {
      loadScripts: (_, { scripts }) => {
        for (const script of scripts)
          deps
            .loadScript(script)
            .catch((error: unknown) => console.warn('A consented script did not load', error));
      },
      storeConsent: (_, params) => {
        void deps.cookies.set(CONSENT_COOKIE_NAME, params.value, {
          expires: params.days,
          path: '/',
          sameSite: 'Lax',
        });
      },
      removeConsent: () => void deps.cookies.remove(CONSENT_COOKIE_NAME, { path: '/' }),
      clearNonEssentialCookies: () => {
        visitor = null;
        for (const name of NON_ESSENTIAL_COOKIES) void deps.cookies.remove(name, { path: '/' });
      },
      track: (_, event) => {
        visitor ??= visitorId(deps);
        void visitor.then((id) => deps.send(event, id));
      },
    },
  });
}

/**
 * The page's consent effects: js-cookie at once; the collector client and the script loader only once
 * consent is given (they are not needed before, and the first page stays small).
 */
export function browserConsentDeps(): ConsentDeps {
  const effects = () => import('@/services/tracking/consent-effects');
  return {
    cookies: browserCookies,
    loadScript: async (script) => (await effects()).appendScript(document, script),
    send: async (event, id) => (await effects()).sendTrackingEvent(event, id),
    newId: () => crypto.randomUUID(),
  };
}
