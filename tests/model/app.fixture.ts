import { deepStrictEqual, ok } from 'node:assert/strict';
import { fromPromise } from 'xstate';
import { appMachine, type AccountLogic } from '@machines/app/app.machine';
import type { AppStartInput } from '@machines/app-start/app-start.types';
import type { AccountUser } from '@machines/account/account.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import { appStartConfigs } from './app-start.fixture';
import { buildSettings } from '../support/config-builders';
import { buildUser } from './login.builders';

export type AppProjection = {
  /** The config the page asked for: tells the two page loads apart before app start ends. */
  requested: string | null;
  /** What app start handed over, reduced to what tells two starts apart. */
  started: { configSource: string; integration: string | null; isChina: boolean } | null;
  /** Where the root last told favorites and watch history they live (null: waiting). */
  lists: { backend: string | null; userId: string | null };
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
};

/** The ad-supported site: no account back end, so the lists are this browser's from the start. */
const startedFree = {
  ...startedCommerce,
  config: { ...appStartConfigs.free, features: listFeatures },
  integration: null,
  accountBackend: null,
  configSource: 'freeavod',
};

const user = (id: string, firstName: string): AccountUser =>
  buildUser({
    id,
    email: `${firstName.toLowerCase()}@statecast.test`,
    firstName,
    fullName: `${firstName} Viewer`,
  });

const vera = user('362000001', 'Vera');
const sam = user('362000009', 'Sam');

/** Stands in for the account machine the lazily loaded account code provides. */
const loadedAccountLogic = fromPromise(() => new Promise<void>(() => {})) as unknown as AccountLogic;

const pageInput: AppStartInput = { requestedSource: 'svodcomm', storedSource: null, hash: '' };
const freePageInput: AppStartInput = { requestedSource: 'freeavod', storedSource: null, hash: '' };
const asksFor = (source: string) => (s: State) => s.requested === source;

const waiting = (s: State) => s.lists.backend === null;
const onAccount = (s: State) => s.lists.backend === 'commerce';
const isLocal = (s: State) => s.lists.backend === 'local';
const withAccount = (s: State) => JSON.stringify(s.value).includes('withAccount');

/** The root actor's own flow; app start is a fake child here and has its own fixture. */
export const appFixture = {
  machine: appMachine,
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
