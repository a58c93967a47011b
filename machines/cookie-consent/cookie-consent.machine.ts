import { assertEvent, setup } from 'xstate';
import { loadableScripts } from './cookie-consent.rules';
import {
  CONSENT_COOKIE_DAYS,
  type ConsentChoice,
  type CookieConsentContext,
  type CookieConsentEvent,
  type CookieConsentInput,
  type LoadableScript,
  type TrackingEvent,
} from './cookie-consent.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

const store = (value: ConsentChoice) => ({
  type: 'storeConsent' as const,
  params: { value, days: CONSENT_COOKIE_DAYS },
});

const toAccepted = {
  target: 'accepted',
  actions: [
    store('accepted'),
    {
      type: 'loadScripts' as const,
      params: ({ context }: { context: CookieConsentContext }) => ({
        scripts: loadableScripts(context.settings),
      }),
    },
  ],
} as const;

const toDeclined = { target: 'declined', actions: [store('declined'), 'clearNonEssentialCookies'] } as const;

/**
 * Cookie consent (seed 001 §4, §9; seed 002 §7): unset, accepted or declined, kept in the cookie
 * `cookies.consent` for 365 days. Accepting loads the configured marketing and analytics scripts
 * (only those whose id and script exist) and lets tracking through: a page view per route and a
 * click per click, never before (tracking events are not even heard until then). The footer's
 * cookie preferences change or reset the choice.
 */
export const cookieConsentMachine = setup({
  types: {} as FlowTypes<CookieConsentContext, CookieConsentEvent, string, CookieConsentInput>,
  actors: {
    /** The stored choice, or null when the cookie is absent or holds something else. */
    readConsent: unprovided<ConsentChoice | null>(),
  },
  actions: {
    storeConsent: (_, _params: { value: ConsentChoice; days: number }) => {},
    removeConsent: () => {},
    /** Appends the scripts; one that fails to load is reported, consent stays as given. */
    loadScripts: (_, _params: { scripts: LoadableScript[] }) => {},
    /** seed 001 §4: non-essential cookies go when consent is declined or reset. */
    clearNonEssentialCookies: () => {},
    track: (_, _params: TrackingEvent) => {},
  },
  guards: {
    wasAccepted: (_, params: { stored: ConsentChoice | null }) => params.stored === 'accepted',
    wasDeclined: (_, params: { stored: ConsentChoice | null }) => params.stored === 'declined',
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ settings: input.settings }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readConsent',
        src: 'readConsent',
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }) => ({ stored: event.output }) },
            target: 'accepted',
            actions: {
              type: 'loadScripts',
              params: ({ context }) => ({ scripts: loadableScripts(context.settings) }),
            },
          },
          {
            guard: { type: 'wasDeclined', params: ({ event }) => ({ stored: event.output }) },
            target: 'declined',
          },
          { target: 'unset' },
        ],
        // An unreadable cookie is no choice: ask.
        onError: { target: 'unset' },
      },
    },
    unset: {
      on: { 'CONSENT.ACCEPT': toAccepted, 'CONSENT.DECLINE': toDeclined },
    },
    accepted: {
      on: {
        'TRACK.PAGE_VIEW': {
          actions: {
            type: 'track',
            params: ({ event }) => ({ kind: 'page_view' as const, path: event.path, viewer: event.viewer }),
          },
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
        'CONSENT.DECLINE': toDeclined,
        'CONSENT.RESET': { target: 'unset', actions: ['removeConsent', 'clearNonEssentialCookies'] },
      },
    },
    declined: {
      on: {
        'CONSENT.ACCEPT': toAccepted,
        'CONSENT.RESET': { target: 'unset', actions: ['removeConsent', 'clearNonEssentialCookies'] },
      },
    },
  },
});
