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

export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => {
    Cookies.set(name, value, options);
  },
  remove: (name, options) => Cookies.remove(name, options),
};

/** Cookies that are not needed for the site to work: only set after consent, gone when it goes. */
export const NON_ESSENTIAL_COOKIES: readonly string[] = [VISITOR_COOKIE_NAME];

export type ConsentDeps = {
  cookies: CookieJar;
  /** Appends one script element; resolves once it has loaded. */
  loadScript: (script: LoadableScript) => Promise<void>;
  send: (event: TrackingEvent, visitorId: string | null) => Promise<unknown>;
  newId: () => string;
};

const asChoice = (value: string | undefined): ConsentChoice | null =>
  value === 'accepted' || value === 'declined' ? value : null;

/** The anonymous visitor id, made on first use after consent; kept at most 6 months. */
function visitorId(deps: ConsentDeps): string {
  const existing = deps.cookies.get(VISITOR_COOKIE_NAME);
  if (existing) return existing;
  const id = deps.newId();
  deps.cookies.set(VISITOR_COOKIE_NAME, id, {
    expires: NON_ESSENTIAL_COOKIE_MAX_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
  return id;
}

/** Cookie consent with its real side effects (provided once, in src/app/app.actor.ts). */
export function provideCookieConsent(deps: ConsentDeps) {
  return cookieConsentMachine.provide({
    actors: {
      readConsent: fromPromise<ConsentChoice | null>(async () => asChoice(deps.cookies.get(CONSENT_COOKIE_NAME))),
    },
    actions: {
      loadScripts: (_, { scripts }) => {
        for (const script of scripts)
          deps.loadScript(script).catch((error: unknown) => console.warn('A consented script did not load', error));
      },
      storeConsent: (_, params) => {
        deps.cookies.set(CONSENT_COOKIE_NAME, params.value, { expires: params.days, path: '/', sameSite: 'Lax' });
      },
      removeConsent: () => deps.cookies.remove(CONSENT_COOKIE_NAME, { path: '/' }),
      clearNonEssentialCookies: () => {
        for (const name of NON_ESSENTIAL_COOKIES) deps.cookies.remove(name, { path: '/' });
      },
      track: (_, event) => {
        void deps.send(event, visitorId(deps));
      },
    },
  });
}

/**
 * The page's consent effects: js-cookie now; the collector client and the script loader only once
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
