import { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import type { CookieConsentInput } from '@machines/cookie-consent/cookie-consent.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';

/** The machine keeps nothing a guard reads but the input; the count of loadable scripts steers the walk. */
export type CookieConsentProjection = { loadable: number };

/** seed 001 §4, §9: written here, never read from the machine. */
const SEED = { cookieDays: 365 } as const;

const R = {
  states: 'seed 001 §4: cookie consent is unset, accepted or declined, read from the cookie cookies.consent',
  unset: 'seed 001 §2, §4: while consent is unset the banner asks for it',
  unreadable:
    'seed 001 §2, §4: a consent cookie that cannot be read holds no choice: consent is unset and the banner asks',
  stored: 'seed 001 §4, §9: the choice is stored in the cookie cookies.consent for 365 days',
  scripts:
    'seed 001 §4: accepting loads the marketing and analytics scripts, only those whose id and script both exist',
  noScripts: 'seed 001 §4: nothing is loaded without consent',
  trackAfter: 'seed 002 §7: a page view per route and a click per click, with the viewer, only after consent',
  trackBefore: 'seed 002 §7 (issue 15): no tracking before consent',
  reset: 'seed 001 §4: consent can be reset (the footer cookie preferences), and the banner asks again',
  nonEssential:
    'seed 001 §4: non-essential cookies expire within 6 months, and go when consent is declined or reset',
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

type Step = o.OracleStep<CookieConsentProjection>;

/** What seed 001 §4 says loads for an input: each script whose id and script exist. */
function expectedScripts(s: Step) {
  const { settings } = s.input as CookieConsentInput;
  return (['analytics', 'marketing'] as const).flatMap((kind) => {
    const { id, src } = settings[kind];
    return id && src ? [{ kind, id, src }] : [];
  });
}

const loadsScripts = o.holds<CookieConsentProjection>(R.scripts, (s) => {
  const loads = s.effects.filter((e) => e.kind === 'action' && e.type === 'loadScripts');
  if (loads.length !== 1) return `${loads.length} script loads on consent (want 1)`;
  const want = expectedScripts(s);
  return o
    .effectsInclude<CookieConsentProjection>(R.scripts, o.action('loadScripts', { scripts: want }))
    .check(s) === true &&
    (loads[0] as { params: { scripts: unknown[] } }).params.scripts.length === want.length
    ? true
    : `loaded ${JSON.stringify((loads[0] as { params: unknown }).params)}, want ${JSON.stringify(want)}`;
});

const noTracking = o.effectsExclude<CookieConsentProjection>(R.trackBefore, o.action('track'));
const noScripts = o.effectsExclude<CookieConsentProjection>(R.noScripts, o.action('loadScripts'));

/** Cookie consent, as seed 001 §2, §4, §9 and seed 002 §7 describe it. */
export const cookieConsentOracle = {
  states: {
    reading: { seed: R.states },
    unset: {
      seed: R.unset,
      expect: [
        o.holds(R.trackBefore, (s) =>
          s.snapshot.can({ type: 'TRACK.CLICK', path: HOME, target: 'x', viewer: null })
            ? 'a click would be tracked while unset'
            : true,
        ),
      ],
    },
    declined: {
      seed: R.states,
      expect: [
        o.holds(R.trackBefore, (s) =>
          s.snapshot.can({ type: 'TRACK.PAGE_VIEW', path: HOME, viewer: null })
            ? 'a page view would be tracked while declined'
            : true,
        ),
      ],
    },
    accepted: { seed: [R.scripts, R.trackAfter] },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.states, 'reading'),
        o.effectsInclude(R.states, o.invoked('readConsent')),
        noScripts,
      ],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readConsent',
      where: (s) => s.event.output === 'accepted',
      expect: [
        o.stateIs(R.states, 'accepted'),
        loadsScripts,
        o.effectsExclude(R.stored, o.action('storeConsent')),
      ],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readConsent',
      where: (s) => s.event.output === 'declined',
      expect: [o.stateIs(R.states, 'declined'), noScripts],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readConsent',
      where: (s) => s.event.output !== 'accepted' && s.event.output !== 'declined',
      expect: [o.stateIs(R.unset, 'unset'), noScripts],
    },
    {
      from: 'reading',
      on: 'xstate.error.actor.readConsent',
      expect: [o.stateIs(R.unreadable, 'unset'), noScripts],
    },
    {
      from: 'unset',
      on: 'CONSENT.ACCEPT',
      expect: [
        o.stateIs(R.stored, 'accepted'),
        o.effectsInclude(R.stored, o.action('storeConsent', { value: 'accepted', days: SEED.cookieDays })),
        loadsScripts,
        noTracking,
      ],
    },
    {
      from: 'declined',
      on: 'CONSENT.ACCEPT',
      expect: [
        o.stateIs(R.stored, 'accepted'),
        o.effectsInclude(R.stored, o.action('storeConsent', { value: 'accepted', days: SEED.cookieDays })),
        loadsScripts,
        noTracking,
      ],
    },
    {
      from: 'unset',
      on: 'CONSENT.DECLINE',
      expect: [
        o.stateIs(R.stored, 'declined'),
        o.effectsInclude(R.stored, o.action('storeConsent', { value: 'declined', days: SEED.cookieDays })),
        o.effectsInclude(R.nonEssential, o.action('clearNonEssentialCookies')),
        noScripts,
        noTracking,
      ],
    },
    {
      from: 'accepted',
      on: 'CONSENT.DECLINE',
      expect: [
        o.stateIs(R.stored, 'declined'),
        o.effectsInclude(R.stored, o.action('storeConsent', { value: 'declined', days: SEED.cookieDays })),
        o.effectsInclude(R.nonEssential, o.action('clearNonEssentialCookies')),
        noScripts,
        noTracking,
      ],
    },
    {
      from: 'accepted',
      on: 'CONSENT.RESET',
      expect: [
        o.stateIs(R.reset, 'unset'),
        o.effectsInclude(R.reset, o.action('removeConsent')),
        o.effectsInclude(R.nonEssential, o.action('clearNonEssentialCookies')),
        noTracking,
      ],
    },
    {
      from: 'declined',
      on: 'CONSENT.RESET',
      expect: [
        o.stateIs(R.reset, 'unset'),
        o.effectsInclude(R.reset, o.action('removeConsent')),
        o.effectsInclude(R.nonEssential, o.action('clearNonEssentialCookies')),
        noTracking,
      ],
    },
    {
      from: 'accepted',
      on: 'TRACK.PAGE_VIEW',
      expect: [
        o.stateIs(R.trackAfter, 'accepted'),
        o.effectsInclude(R.trackAfter, o.action('track', { kind: 'page_view', path: HOME, viewer: VIEWER })),
        noScripts,
      ],
    },
    {
      from: 'accepted',
      on: 'TRACK.CLICK',
      expect: o.endsIn(
        R.trackAfter,
        'accepted',
        o.action('track', { kind: 'click', path: HOME, target: 'button: Play', viewer: VIEWER }),
      ),
    },
  ],
} satisfies o.MachineOracle<typeof cookieConsentMachine, CookieConsentProjection>;

/** The full graph is walked with both scripts configured; the other inputs walk one accept. */
const bothScripts = (s: ProjectedState<CookieConsentProjection>) => s.loadable === 2;

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
    loadable: (['analytics', 'marketing'] as const).filter(
      (kind) => snapshot.context.settings[kind].id && snapshot.context.settings[kind].src,
    ).length,
  }),
  events: {
    'CONSENT.ACCEPT': [{ label: 'accept', event: { type: 'CONSENT.ACCEPT' } }],
    'CONSENT.DECLINE': [{ label: 'decline', event: { type: 'CONSENT.DECLINE' }, offer: bothScripts }],
    'CONSENT.RESET': [{ label: 'reset', event: { type: 'CONSENT.RESET' }, offer: bothScripts }],
    'TRACK.PAGE_VIEW': [
      {
        label: 'view home',
        event: { type: 'TRACK.PAGE_VIEW', path: HOME, viewer: VIEWER },
        offer: bothScripts,
      },
    ],
    'TRACK.CLICK': [
      {
        label: 'click play',
        event: { type: 'TRACK.CLICK', path: HOME, target: 'button: Play', viewer: VIEWER },
        offer: bothScripts,
      },
    ],
  },
  doneOutputs: {
    readConsent: [
      { label: 'stored accepted', output: 'accepted', offer: bothScripts },
      { label: 'stored declined', output: 'declined', offer: bothScripts },
      { label: 'no cookie', output: null },
    ],
  },
  errors: {
    readConsent: [
      { label: 'cookie unreadable', error: { message: 'Cookies are blocked' }, offer: bothScripts },
    ],
  },
} satisfies MachineFixture<typeof cookieConsentMachine, CookieConsentProjection>;
