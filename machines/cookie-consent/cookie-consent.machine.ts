import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { loadableScripts } from './cookie-consent.rules';
import {
  CONSENT_COOKIE_DAYS,
  type ConsentChoice,
  type CookieConsentContext,
  type CookieConsentEvent,
  type CookieConsentInput,
  type LoadScriptsInput,
  type TrackingEvent,
} from './cookie-consent.types';

const never = <T,>() => new Promise<T>(() => {});

/**
 * Cookie consent (seed 001 §4, §9; seed 002 §7): unset, accepted or declined, kept in the cookie
 * `cookies.consent` for 365 days. Accepting loads the configured marketing and analytics scripts
 * (only those whose id and script exist) and lets tracking through: a page view per route and a
 * click per click, never before. The footer's cookie preferences reset the choice.
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
    tags: {} as 'decided',
  },
  actors: {
    /** The stored choice, or null when the cookie is absent or holds something else. */
    readConsent: fromPromise<ConsentChoice | null>(() => never()),
    loadScripts: fromPromise<void, LoadScriptsInput>(() => never()),
  },
  actions: {
    storeConsent: (_, _params: { value: ConsentChoice; days: number }) => {},
    removeConsent: () => {},
    /** seed 001 §4: non-essential cookies go when consent is declined or reset. */
    clearNonEssentialCookies: () => {},
    track: (_, _params: TrackingEvent) => {},
  },
  guards: {
    wasAccepted: (_, params: { stored: ConsentChoice | null }) => params.stored === 'accepted',
    wasDeclined: (_, params: { stored: ConsentChoice | null }) => params.stored === 'declined',
    hasLoadableScripts: ({ context }) => loadableScripts(context.settings).length > 0,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ settings: input.settings, page: null }),
  initial: 'reading',
  on: {
    // Remembered while undecided: the page consent is given on counts once it is.
    'TRACK.PAGE_VIEW': {
      actions: assign({ page: ({ event }) => ({ path: event.path, viewer: event.viewer }) }),
    },
  },
  states: {
    reading: {
      invoke: {
        id: 'readConsent',
        src: 'readConsent',
        onDone: [
          { guard: { type: 'wasAccepted', params: ({ event }) => ({ stored: event.output }) }, target: 'accepted' },
          { guard: { type: 'wasDeclined', params: ({ event }) => ({ stored: event.output }) }, target: 'declined' },
          { target: 'unset' },
        ],
        // An unreadable cookie is no choice: ask.
        onError: { target: 'unset' },
      },
    },
    unset: {
      on: {
        'CONSENT.ACCEPT': {
          target: 'accepted',
          actions: { type: 'storeConsent', params: { value: 'accepted', days: CONSENT_COOKIE_DAYS } },
        },
        'CONSENT.DECLINE': {
          target: 'declined',
          actions: [
            { type: 'storeConsent', params: { value: 'declined', days: CONSENT_COOKIE_DAYS } },
            'clearNonEssentialCookies',
          ],
        },
      },
    },
    accepted: {
      tags: ['decided'],
      // The page shown when consent is given counts now (it was not tracked while undecided).
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.page) return;
        enqueue({
          type: 'track',
          params: { kind: 'page_view', path: context.page.path, viewer: context.page.viewer },
        });
      }),
      initial: 'checkingScripts',
      states: {
        checkingScripts: {
          always: [{ guard: 'hasLoadableScripts', target: 'loadingScripts' }, { target: 'withoutScripts' }],
        },
        loadingScripts: {
          invoke: {
            id: 'loadScripts',
            src: 'loadScripts',
            input: ({ context }) => ({ scripts: loadableScripts(context.settings) }),
            onDone: { target: 'scriptsLoaded' },
            // A blocked or missing script leaves consent as given; tracking still goes to the collector.
            onError: { target: 'scriptsFailed' },
          },
        },
        scriptsLoaded: {},
        scriptsFailed: {},
        withoutScripts: {},
      },
      on: {
        'TRACK.PAGE_VIEW': {
          actions: [
            assign({ page: ({ event }) => ({ path: event.path, viewer: event.viewer }) }),
            {
              type: 'track',
              params: ({ event }) => ({ kind: 'page_view' as const, path: event.path, viewer: event.viewer }),
            },
          ],
        },
        'TRACK.CLICK': {
          actions: {
            type: 'track',
            params: ({ event }) => {
              assertEvent(event, 'TRACK.CLICK');
              return { kind: 'click' as const, path: event.path, target: event.target, viewer: event.viewer };
            },
          },
        },
        'CONSENT.DECLINE': {
          target: 'declined',
          actions: [
            { type: 'storeConsent', params: { value: 'declined', days: CONSENT_COOKIE_DAYS } },
            'clearNonEssentialCookies',
          ],
        },
        'CONSENT.RESET': { target: 'unset', actions: ['removeConsent', 'clearNonEssentialCookies'] },
      },
    },
    declined: {
      tags: ['decided'],
      on: {
        'CONSENT.ACCEPT': {
          target: 'accepted',
          actions: { type: 'storeConsent', params: { value: 'accepted', days: CONSENT_COOKIE_DAYS } },
        },
        'CONSENT.RESET': { target: 'unset', actions: ['removeConsent', 'clearNonEssentialCookies'] },
      },
    },
  },
});
