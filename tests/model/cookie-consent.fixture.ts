import { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import type { CookieConsentInput } from '@machines/cookie-consent/cookie-consent.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import {
  action,
  effectsExclude,
  effectsInclude,
  holds,
  invoked,
  projected,
  stateIs,
  type MachineOracle,
  type OracleStep,
} from '../support/oracle';

export type CookieConsentProjection = {
  pagePath: string | null;
  /** How many configured scripts may load: the inputs without both scripts walk one accept only. */
  loadable: number;
};

/** seed 001 §4, §9: written here, never read from the machine. */
const SEED = { cookieDays: 365 } as const;

const R = {
  states: 'seed 001 §4: cookie consent is unset, accepted or declined, read from the cookie cookies.consent',
  unset: 'seed 001 §2, §4: while consent is unset the banner asks for it',
  stored: 'seed 001 §4, §9: the choice is stored in the cookie cookies.consent for 365 days',
  scripts:
    'seed 001 §4: accepting loads the marketing and analytics scripts, only those whose id and script both exist',
  noScripts: 'seed 001 §4: nothing is loaded without consent',
  trackAfter: 'seed 002 §7: a page view per route and a click per click, with the viewer, only after consent',
  trackBefore: 'seed 002 §7 (issue 15): no tracking before consent',
  firstPage: 'seed 002 §7: the page consent was given on counts as one page view',
  reset: 'seed 001 §4: consent can be reset (the footer cookie preferences), and the banner asks again',
  nonEssential: 'seed 001 §4: non-essential cookies expire within 6 months, and go when consent is declined or reset',
} as const;

const VIEWER = { id: 'user-1', name: 'Vera Viewer', email: 'viewer@statecast.test' };
const HOME = '/';

const ANALYTICS = { id: 'SC-ANALYTICS-1', src: '/__tracking/analytics.js' };
const MARKETING = { id: 'SC-MARKETING-1', src: '/__tracking/marketing.js' };

const inputs = {
  both: { settings: { analytics: ANALYTICS, marketing: MARKETING } },
  marketingIdOnly: { settings: { analytics: ANALYTICS, marketing: { id: MARKETING.id, src: null } } },
  none: { settings: { analytics: { id: null, src: null }, marketing: { id: null, src: null } } },
} satisfies Record<string, CookieConsentInput>;

type Step = OracleStep<CookieConsentProjection>;

/** What seed 001 §4 says loads for an input: each script whose id and script exist. */
function expectedScripts(s: Step) {
  const { settings } = s.input as CookieConsentInput;
  return (['analytics', 'marketing'] as const).flatMap((kind) => {
    const { id, src } = settings[kind];
    return id && src ? [{ kind, id, src }] : [];
  });
}

const loadsScripts = holds<CookieConsentProjection>(R.scripts, (s) => {
  const want = expectedScripts(s);
  if (want.length === 0)
    return effectsExclude<CookieConsentProjection>(R.scripts, invoked('loadScripts')).check(s);
  return effectsInclude<CookieConsentProjection>(R.scripts, invoked('loadScripts', { scripts: want })).check(s);
});

/** Exactly one page view for the page shown when consent arrives, none when no page is known. */
const tracksShownPage = holds<CookieConsentProjection>(R.firstPage, (s) => {
  const views = s.effects.filter((e) => e.kind === 'action' && e.type === 'track');
  if (s.before?.pagePath == null) return views.length === 0 ? true : `${views.length} page views with no page shown`;
  return views.length === 1 &&
    effectsInclude<CookieConsentProjection>(
      R.firstPage,
      action('track', { kind: 'page_view', path: s.before.pagePath, viewer: VIEWER }),
    ).check(s) === true
    ? true
    : `${views.length} tracked events on consent (want one page view of ${s.before.pagePath})`;
});

const noTracking = effectsExclude<CookieConsentProjection>(R.trackBefore, action('track'));

/** Cookie consent, as seed 001 §2, §4, §9 and seed 002 §7 describe it. */
export const cookieConsentOracle = {
  states: {
    reading: { seed: R.states },
    unset: { seed: R.unset },
    declined: { seed: R.states },
    'accepted.checkingScripts': { seed: R.scripts },
    'accepted.loadingScripts': { seed: R.scripts },
    'accepted.scriptsLoaded': { seed: R.scripts },
    'accepted.scriptsFailed': { seed: R.scripts },
    'accepted.withoutScripts': {
      seed: R.scripts,
      expect: [holds(R.scripts, (s) => (expectedScripts(s).length === 0 ? true : 'scripts configured, none loaded'))],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [stateIs(R.states, 'reading'), effectsInclude(R.states, invoked('readConsent')), noTracking],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readConsent',
      where: (s) => s.event.output === 'accepted',
      expect: [stateIs(R.states, 'accepted'), loadsScripts, effectsExclude(R.stored, action('storeConsent'))],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readConsent',
      where: (s) => s.event.output === 'declined',
      expect: [stateIs(R.states, 'declined'), effectsExclude(R.noScripts, invoked('loadScripts')), noTracking],
    },
    {
      from: 'reading',
      on: ['xstate.done.actor.readConsent', 'xstate.error.actor.readConsent'],
      where: (s) => s.event.output !== 'accepted' && s.event.output !== 'declined',
      expect: [stateIs(R.unset, 'unset'), effectsExclude(R.noScripts, invoked('loadScripts')), noTracking],
    },
    {
      from: ['unset', 'declined'],
      on: 'CONSENT.ACCEPT',
      expect: [
        stateIs(R.stored, 'accepted'),
        effectsInclude(R.stored, action('storeConsent', { value: 'accepted', days: SEED.cookieDays })),
        loadsScripts,
        tracksShownPage,
      ],
    },
    {
      from: ['unset', 'accepted'],
      on: 'CONSENT.DECLINE',
      expect: [
        stateIs(R.stored, 'declined'),
        effectsInclude(
          R.stored,
          action('storeConsent', { value: 'declined', days: SEED.cookieDays }),
          action('clearNonEssentialCookies'),
        ),
        effectsExclude(R.noScripts, invoked('loadScripts')),
        noTracking,
      ],
    },
    {
      from: ['accepted', 'declined'],
      on: 'CONSENT.RESET',
      expect: [
        stateIs(R.reset, 'unset'),
        effectsInclude(R.reset, action('removeConsent')),
        effectsInclude(R.nonEssential, action('clearNonEssentialCookies')),
        noTracking,
      ],
    },
    {
      from: 'accepted',
      on: 'TRACK.PAGE_VIEW',
      expect: [
        effectsInclude(R.trackAfter, action('track', { kind: 'page_view', path: HOME, viewer: VIEWER })),
        projected(R.trackAfter, { pagePath: HOME }),
      ],
    },
    {
      from: 'accepted',
      on: 'TRACK.CLICK',
      expect: [
        effectsInclude(
          R.trackAfter,
          action('track', { kind: 'click', path: HOME, target: 'button: Play', viewer: VIEWER }),
        ),
      ],
    },
    {
      from: ['reading', 'unset', 'declined'],
      on: ['TRACK.PAGE_VIEW', 'TRACK.CLICK'],
      expect: [noTracking],
    },
    {
      from: 'accepted.loadingScripts',
      on: ['xstate.done.actor.loadScripts', 'xstate.error.actor.loadScripts'],
      // A script that fails to load leaves the choice as it was (nothing stored again).
      expect: [effectsExclude(R.stored, action('storeConsent'), action('removeConsent'))],
    },
  ],
} satisfies MachineOracle<typeof cookieConsentMachine, CookieConsentProjection>;

/** The full graph is walked with both scripts configured; the other inputs walk one accept. */
const bothScripts = (s: ProjectedState<CookieConsentProjection>) => s.loadable === 2;
const isUnset = (s: ProjectedState<CookieConsentProjection>) => s.value === 'unset';
/** Accepted with the scripts loaded: where tracking and the preference changes are walked. */
const isSettled = (s: ProjectedState<CookieConsentProjection>) =>
  typeof s.value === 'object' && (s.value as { accepted?: string }).accepted === 'scriptsLoaded';

/** Declining and resetting are walked with both scripts, and from accepted once the scripts settled. */
const walksChoices = (s: ProjectedState<CookieConsentProjection>) =>
  bothScripts(s) && (typeof s.value !== 'object' || isSettled(s));

/** Cookie consent (seed 001 §4): the stored choice, the banner's answers, reset, scripts, tracking. */
export const cookieConsentFixture = {
  machine: cookieConsentMachine,
  oracle: cookieConsentOracle,
  inputs: [
    { label: 'scripts configured', input: inputs.both },
    { label: 'marketing id without script', input: inputs.marketingIdOnly },
    { label: 'no scripts configured', input: inputs.none },
  ],
  project: (snapshot) => ({
    pagePath: snapshot.context.page?.path ?? null,
    loadable: (['analytics', 'marketing'] as const).filter(
      (kind) => snapshot.context.settings[kind].id && snapshot.context.settings[kind].src,
    ).length,
  }),
  events: {
    'CONSENT.ACCEPT': [{ label: 'accept', event: { type: 'CONSENT.ACCEPT' } }],
    'CONSENT.DECLINE': [{ label: 'decline', event: { type: 'CONSENT.DECLINE' }, offer: walksChoices }],
    'CONSENT.RESET': [{ label: 'reset', event: { type: 'CONSENT.RESET' }, offer: walksChoices }],
    'TRACK.PAGE_VIEW': [
      {
        label: 'view home',
        event: { type: 'TRACK.PAGE_VIEW', path: HOME, viewer: VIEWER },
        // Once per path, while undecided (counted on accept) and after consent (tracked at once).
        offer: (s) => bothScripts(s) && s.pagePath === null && (isUnset(s) || isSettled(s)),
      },
    ],
    'TRACK.CLICK': [
      {
        label: 'click play',
        event: { type: 'TRACK.CLICK', path: HOME, target: 'button: Play', viewer: VIEWER },
        offer: (s) => bothScripts(s) && (isUnset(s) || isSettled(s)),
      },
    ],
  },
  doneOutputs: {
    readConsent: [
      { label: 'stored accepted', output: 'accepted', offer: bothScripts },
      { label: 'stored declined', output: 'declined', offer: bothScripts },
      { label: 'no cookie', output: null },
    ],
    loadScripts: [{ label: 'scripts loaded', output: undefined }],
  },
  errors: {
    readConsent: [{ label: 'cookie unreadable', error: { message: 'Cookies are blocked' }, offer: bothScripts }],
    loadScripts: [{ label: 'script blocked', error: { message: 'The marketing script did not load' } }],
  },
} satisfies MachineFixture<typeof cookieConsentMachine, CookieConsentProjection>;
