import { deepStrictEqual, ok } from 'node:assert/strict';
import { fromPromise } from 'xstate';
import { appMachine, type AccountLogic, type LoadedNotifications } from '@machines/app/app.machine';
import type { AppStartInput } from '@machines/app-start/app-start.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import { appStartConfigs } from './app-start.fixture';
import { buildSettings } from '../support/config-builders';
import { viewerNamed } from './login.builders';

export type AppProjection = {
  /** The config the page asked for: tells the two page loads apart before app start ends. */
  requested: string | null;
  /** What app start handed over, reduced to what tells two starts apart. */
  started: { configSource: string; integration: string | null; isChina: boolean } | null;
  /** Where the root last told favorites and watch history they live (null: waiting). */
  lists: { backend: string | null; userId: string | null };
  /** The notifications actor runs (issue 15: spawned beside the account on a site that has them). */
  notifications: boolean;
};

type State = ProjectedState<AppProjection>;

const listFeatures = { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' };

const startedCommerce = {
  config: { ...appStartConfigs.commerce, features: listFeatures },
  settings: buildSettings(),
  integration: 'commerce' as const,
  accountBackend: 'commerce' as const,
  countryCode: 'NL',
  isChina: false,
  configSource: 'svodcomm',
  socialLogin: null,
  socialLoginRefused: false,
};

/** The ad-supported site: no account back end, so the lists are this browser's from the start. */
const startedFree = {
  ...startedCommerce,
  config: { ...appStartConfigs.free, features: listFeatures },
  integration: null,
  accountBackend: null,
  configSource: 'freeavod',
};

const vera = viewerNamed('362000001', 'Vera');
const sam = viewerNamed('362000009', 'Sam');

/** Stands in for the notifications flow its lazily loaded code provides. */
const loadedNotifications: LoadedNotifications = {
  logic: fromPromise(() => new Promise<void>(() => {})) as unknown as LoadedNotifications['logic'],
  input: { allowedRedirectOrigins: [] },
};

/** Stands in for the account machine the lazily loaded account code provides. */
const loadedAccountLogic = fromPromise(() => new Promise<void>(() => {})) as unknown as AccountLogic;

const pageInput: AppStartInput = { requestedSource: 'svodcomm', storedSource: null, hash: '' };
const freePageInput: AppStartInput = { requestedSource: 'freeavod', storedSource: null, hash: '' };
const asksFor = (source: string) => (s: State) => s.requested === source;

const waiting = (s: State) => s.lists.backend === null;
const onAccount = (s: State) => s.lists.backend === 'commerce';
const isLocal = (s: State) => s.lists.backend === 'local';
const withAccount = (s: State) => JSON.stringify(s.value).includes('withAccount');

const R = {
  start:
    'seed 000 §4 App start: detect location, read the settings, pick and load the config, then initialise account, access and list services',
  lists: 'seed 000 §1, §3: favorites and continue watching are lists switched on by the config features',
  signedOutLocal: 'seed 002 §4: signed out, favorites and progress are kept in this browser',
  login: 'seed 000 §4 Login: after sign-in the favorites and history of the account load',
  logout: 'seed 000 §4 Logout: restores local favorites and history',
  registration: 'seed 000 §4 Registration: persists local favorites and history to the account',
  crash: 'seed 002 §2: a route error shows the critical error page',
  notifications:
    'seed 001 §2, §7 + DESIGN.md: the root spawns the notifications flow beside the account, on a site whose back end has them; without them the site works as before',
} as const;

type Step = o.OracleStep<AppProjection>;
/** Both lists are told where they live now (seed 000 §4: favorites and history move together). */
const listsMoved = (rule: string, backend: string, carryOver: boolean) =>
  o.effectsInclude<AppProjection>(
    rule,
    o.sent({ type: 'LISTS.BACKEND_CHANGE', backend, carryOver }, 'favorites'),
    o.sent({ type: 'LISTS.BACKEND_CHANGE', backend, carryOver }, 'watchHistory'),
  );
const listsStay = (rule: string) => o.effectsExclude<AppProjection>(rule, o.sent('LISTS.BACKEND_CHANGE'));
const userOf = (s: Step) => (s.event as { user?: { id: string } }).user?.id ?? null;
const listsAre = (rule: string, backend: string | null, userId: (s: Step) => string | null) =>
  o.holds<AppProjection>(rule, (s) =>
    s.state.lists.backend === backend && s.state.lists.userId === userId(s)
      ? true
      : `the lists live on ${s.state.lists.backend} for ${s.state.lists.userId}, want ${backend} for ${userId(s)}`,
  );
const hasAccounts = (s: Step) => s.state.started?.integration !== null && s.state.started !== null;
const wasWaiting = (s: Step) => s.before?.lists.backend === null;

export const appOracle = {
  states: {
    starting: {
      seed: R.start,
      expect: [o.projected(R.start, { started: null, lists: { backend: null, userId: null } })],
    },
    'running.loadingAccount': { seed: [R.start, R.lists] },
    'running.withAccount': { seed: [R.login, R.logout, R.registration] },
    'running.withoutAccount': {
      seed: R.signedOutLocal,
      expect: [o.projected(R.signedOutLocal, { lists: { backend: 'local', userId: null } })],
    },
    'running.accountUnavailable': {
      seed: R.signedOutLocal,
      expect: [o.projected(R.signedOutLocal, { lists: { backend: 'local', userId: null } })],
    },
    crashed: { seed: R.crash },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.start, 'starting'),
        o.effectsIncludeFrom(R.start, (s) => [o.invoked('appStart', s.input)]),
      ],
    },
    {
      from: 'starting',
      on: 'xstate.done.actor.appStart',
      expect: [
        o.stateIs(R.start, 'running.loadingAccount'),
        o.holds(R.start, (s) => {
          const backend = hasAccounts(s) ? 'commerce' : null;
          const lists = hasAccounts(s) ? null : 'local';
          return o
            .effectsInclude<AppProjection>(
              R.start,
              o.invoked('loadAccount', { backend }),
              o.invoked('favorites', { enabled: true, backend: lists }),
              o.invoked('watchHistory', { enabled: true, backend: lists }),
              // seed 001 §4: consent and the app prompts run beside them (the fixture's config has
              // no tracking ids or store links, and neither start is in China mode).
              o.invoked('cookieConsent', {
                settings: { analytics: { id: null, src: null }, marketing: { id: null, src: null } },
              }),
              o.invoked('appDownload', { isChina: false, links: { googlePlay: null, appStore: null } }),
              o.invoked('chromePrompt', { isChina: false }),
            )
            .check(s);
        }),
      ],
    },
    { from: 'starting', on: 'xstate.error.actor.appStart', expect: [o.stateIs(R.crash, 'crashed')] },
    {
      from: 'running.loadingAccount',
      on: 'account code loaded',
      expect: [
        o.stateIs(R.start, 'running.withAccount'),
        o.effectsInclude(
          R.start,
          o.invoked('account', { backend: 'commerce' }),
          o.invoked('watchAccount'),
          o.invoked('loadNotifications', { backend: 'commerce' }),
        ),
        listsStay(R.login),
      ],
    },
    {
      from: 'running.withAccount',
      on: 'notifications code loaded',
      expect: [
        o.effectsInclude(R.notifications, o.invoked('notifications')),
        o.projected(R.notifications, { notifications: true }),
        listsStay(R.notifications),
      ],
    },
    {
      from: 'running.loadingAccount',
      on: ['no accounts on this site', 'xstate.error.actor.loadAccount'],
      where: wasWaiting,
      expect: [
        listsMoved(R.signedOutLocal, 'local', false),
        o.effectsExclude(R.signedOutLocal, o.invoked('account')),
      ],
    },
    {
      from: 'running.withAccount',
      on: 'restored with a session',
      expect: [listsAre(R.login, 'commerce', () => null), listsMoved(R.login, 'commerce', false)],
    },
    {
      from: 'running.withAccount',
      on: 'restored signed out',
      expect: [listsAre(R.signedOutLocal, 'local', () => null), listsMoved(R.signedOutLocal, 'local', false)],
    },
    {
      from: 'running.withAccount',
      on: 'account.signedIn',
      where: (s) =>
        s.before?.lists.backend === 'local' && (s.event as { isNewAccount?: boolean }).isNewAccount === true,
      expect: [listsAre(R.registration, 'commerce', userOf), listsMoved(R.registration, 'commerce', true)],
    },
    {
      from: 'running.withAccount',
      on: 'account.signedIn',
      where: (s) =>
        s.before?.lists.backend === 'local' && (s.event as { isNewAccount?: boolean }).isNewAccount === false,
      expect: [listsAre(R.login, 'commerce', userOf), listsMoved(R.login, 'commerce', false)],
    },
    {
      // The lists already are this account's (restored with its session): nothing reloads.
      from: 'running.withAccount',
      on: 'account.signedIn',
      where: (s) => s.before?.lists.backend === 'commerce' && s.before.lists.userId === null,
      expect: [listsAre(R.login, 'commerce', userOf), listsStay(R.login)],
    },
    {
      // Another account over this one: its lists load.
      from: 'running.withAccount',
      on: 'account.signedIn',
      where: (s) =>
        s.before?.lists.backend === 'commerce' &&
        s.before.lists.userId !== null &&
        s.before.lists.userId !== userOf(s),
      expect: [listsAre(R.login, 'commerce', userOf), listsMoved(R.login, 'commerce', false)],
    },
    {
      from: 'running.withAccount',
      on: 'account.signedOut',
      expect: [listsAre(R.logout, 'local', () => null), listsMoved(R.logout, 'local', false)],
    },
    {
      from: 'running.withAccount',
      on: 'xstate.error.actor.watchAccount',
      where: wasWaiting,
      expect: [listsMoved(R.signedOutLocal, 'local', false)],
    },
  ],
} satisfies o.MachineOracle<typeof appMachine, AppProjection>;

/** The root actor's own flow; app start is a fake child here and has its own fixture. */
export const appFixture = {
  machine: appMachine,
  oracle: appOracle,
  // One graph each: both start the lists, and a system holds one 'favorites' and one 'watchHistory'.
  inputs: [
    { label: 'page load', input: pageInput },
    { label: 'ad-supported page load', input: freePageInput },
  ],
  project: (snapshot) => {
    const start = snapshot.context.start;
    return {
      requested: snapshot.context.startInput.requestedSource,
      started: start
        ? { configSource: start.configSource, integration: start.integration, isChina: start.isChina }
        : null,
      lists: { ...snapshot.context.lists },
      notifications: snapshot.context.notifications !== null,
    };
  },
  // What the account actor emits (seed 000 §4): the root moves the lists.
  events: {
    'account.restored': [
      {
        label: 'restored with a session',
        event: { type: 'account.restored', signedIn: true },
        offer: (s) => withAccount(s) && waiting(s),
      },
      {
        label: 'restored signed out',
        event: { type: 'account.restored', signedIn: false },
        offer: (s) => withAccount(s) && waiting(s),
      },
    ],
    'account.signedIn': [
      {
        // After a restore the user loads; after a login it comes with the sign-in.
        label: 'Vera signed in',
        event: { type: 'account.signedIn', user: vera, isNewAccount: false },
        offer: (s) => isLocal(s) || (onAccount(s) && s.lists.userId !== sam.id),
      },
      {
        label: 'Sam registered',
        event: { type: 'account.signedIn', user: sam, isNewAccount: true },
        offer: (s) => isLocal(s),
      },
      {
        // Another account signs in over Vera's (a code confirmed in this tab, say).
        label: 'Sam signed in',
        event: { type: 'account.signedIn', user: sam, isNewAccount: false },
        offer: (s) => onAccount(s) && s.lists.userId === vera.id,
      },
    ],
    'account.signedOut': [
      {
        label: 'signed out',
        event: { type: 'account.signedOut', reason: 'logout' },
        offer: (s) => onAccount(s) && s.lists.userId !== null,
      },
    ],
  },
  doneOutputs: {
    appStart: [
      { label: 'app start done', output: startedCommerce, offer: asksFor('svodcomm') },
      { label: 'ad-supported site started', output: startedFree, offer: asksFor('freeavod') },
    ],
    loadAccount: [
      { label: 'account code loaded', output: loadedAccountLogic, offer: waiting },
      { label: 'no accounts on this site', output: null },
    ],
    // Only right after the account arrived, so the rest of the graph is not walked twice.
    loadNotifications: [
      {
        label: 'notifications code loaded',
        output: loadedNotifications,
        offer: (s) => waiting(s) && !s.notifications,
      },
      { label: 'no notifications on this site', output: null, offer: (s) => waiting(s) && !s.notifications },
    ],
  },
  errors: {
    // App start keeps its failures as states; an error escaping it is a bug.
    appStart: [
      {
        label: 'app start crashes',
        error: { message: 'Unexpected error in app start' },
        offer: asksFor('svodcomm'),
      },
    ],
    loadAccount: [
      {
        label: 'account code fails to load',
        error: { message: 'Failed to fetch dynamically imported module' },
        offer: waiting,
      },
    ],
    watchAccount: [{ label: 'account not heard', error: { message: 'Listener failed' } }],
    loadNotifications: [
      {
        label: 'notifications code fails to load',
        error: { message: 'Failed to fetch dynamically imported module' },
        offer: (s) => waiting(s) && !s.notifications,
      },
    ],
  },
  stateAssertions: {
    starting: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('appStart'), snapshot.context.startInput, description);
    },
    // The long-lived lists start with the app, switched on by the config's features.
    'running.loadingAccount': ({ snapshot, inputOf, description }) => {
      const accountBackend = snapshot.context.start?.accountBackend ?? null;
      // The account code loads for the back end app start chose (seed 000 §4).
      deepStrictEqual(inputOf('loadAccount'), { backend: accountBackend }, description);
      // With accounts, the lists wait for the account to restore; without, they are this browser's.
      const backend = accountBackend === null ? 'local' : null;
      deepStrictEqual(inputOf('favorites'), { enabled: true, backend }, description);
      deepStrictEqual(inputOf('watchHistory'), { enabled: true, backend }, description);
    },
    'running.withAccount': ({ snapshot, inputOf, description }) => {
      ok(snapshot.context.account, description);
      deepStrictEqual(inputOf('account'), { backend: 'commerce' }, description);
    },
    'running.withoutAccount': ({ snapshot, inputOf, description }) => {
      deepStrictEqual(snapshot.context.account, null, description);
      deepStrictEqual(inputOf('account'), undefined, description);
      deepStrictEqual(snapshot.context.lists.backend, 'local', description);
    },
    'running.accountUnavailable': ({ snapshot, description }) => {
      deepStrictEqual(snapshot.context.lists.backend, 'local', description);
    },
  },
} satisfies MachineFixture<typeof appMachine, AppProjection>;
