import { assign, emit, enqueueActions, setup } from 'xstate';
import { backendSessionMachine } from '../backend-session/backend-session.machine';
import { commerceSessionMachine } from '../commerce-session/commerce-session.machine';
import type {
  AccountContext,
  AccountEmitted,
  AccountEvent,
  AccountInput,
  AccountNotice,
  AccountSession,
  AccountUser,
  BackendInput,
  CustomerConsent,
  RestoredAccount,
  SignOutReason,
  Subscription,
} from './account.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/** seed 002 §7: GET /auth/user is retried up to 3 times after the first call (never after a 401). */
export const MAX_USER_RETRIES = 3;
export const USER_RETRY_DELAY_MS = 1000;

type Failure = { code?: string; status?: number | null };

const backendOf = ({ context }: { context: AccountContext }): BackendInput => ({ backend: context.backend });

type SignedIn = Extract<AccountEvent, { type: 'ACCOUNT.SIGNED_IN' }>;
const signedInOf = ({ event }: { event: SignedIn }) => event;

/** A flow signed the viewer in: the session starts, the user is set, the lists follow. */
const takeSignIn = [
  { type: 'startSession', params: ({ event }: { event: SignedIn }) => ({ session: event.session }) },
  { type: 'assignSignedIn', params: signedInOf },
  { type: 'announceSignedIn', params: signedInOf },
] as const;

/** Signed out with these actions; the own back end then sends the viewer to /login (seed 001 §4). */
const signOut = <const Actions extends readonly unknown[]>(actions: Actions) =>
  [
    { guard: 'goesToLogin', target: 'signedOut', actions: [...actions, 'navigateToLogin'] },
    { target: 'signedOut', actions },
  ] as const;

/**
 * The long-lived account actor (systemId 'account'). It restores the session this browser holds,
 * loads the user (seed 000 §4 Login: the user is set, then consents; the lists follow the
 * `account.signedIn` it emits), takes sign-ins from the flows, and signs out on logout or when
 * the session cannot be renewed (seed 001 §4: then /login with 'Authentication failed - please
 * log in again.'). Beside it runs the back end's session machine (systemId 'session'), which
 * hands out valid tokens and refreshes them.
 */
export const accountMachine = setup({
  types: {} as FlowTypes<AccountContext, AccountEvent, 'busy', AccountInput> & {
    emitted: AccountEmitted;
  },
  actors: {
    restoreAccount: unprovided<RestoredAccount, BackendInput>(),
    loadUser: unprovided<AccountUser, BackendInput>(),
    loadConsents: unprovided<CustomerConsent[], BackendInput>(),
    loadSubscriptions: unprovided<Subscription[], BackendInput>(),
    logout: unprovided<void, BackendInput>(),
    commerceSession: commerceSessionMachine,
    backendSession: backendSessionMachine,
  },
  actions: {
    /** Stores the new session and hands its expiry to the session machine. */
    startSession: (_, _params: { session: AccountSession }) => {},
    /** Forgets the stored session and tells the session machine. */
    endSession: () => {},
    /** Forgets the viewer: the user and what hangs off it. */
    clearAccount: assign({ user: null, consents: [], subscriptions: [], userAttempts: 0 }),
    forgetNotice: assign({ notice: null }),
    showNotice: assign((_, notice: AccountNotice) => ({ notice })),
    /** A flow signed the viewer in: the user is set and the lists follow (seed 000 §4 Login). */
    assignSignedIn: assign((_, params: SignedIn) => ({ user: params.user, userAttempts: 0 })),
    announceSignedIn: emit((_, params: SignedIn) => ({
      type: 'account.signedIn' as const,
      user: params.user,
      isNewAccount: params.isNewAccount ?? false,
    })),
    announceSignedOut: emit((_, params: { reason: SignOutReason }) => ({
      type: 'account.signedOut' as const,
      reason: params.reason,
    })),
    navigateToLogin: emit({ type: 'account.navigate', to: 'login' }),
  },
  guards: {
    hasNoBackend: ({ context }) => context.backend === null,
    hasStoredSession: (_, restored: RestoredAccount) => restored.hasSession,
    /** seed 000 §8 'Invalid JWT token' while loading the user; no session any more; a 401 after refresh. */
    isSessionInvalid: (_, error: unknown) => {
      const failure = (error ?? {}) as Failure;
      return failure.code === 'session-expired' || failure.code === 'not-logged-in' || failure.status === 401;
    },
    canRetryUserLoad: ({ context }) => context.userAttempts < MAX_USER_RETRIES,
    /** seed 001 §4: the own back end sends a signed-out viewer to /login. */
    goesToLogin: ({ context }) => context.backend === 'own-backend',
  },
  delays: {
    USER_RETRY_DELAY: USER_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    backend: input.backend,
    features: null,
    user: null,
    consents: [],
    subscriptions: [],
    notice: null,
    userAttempts: 0,
  }),
  // The back end's session machine runs as long as the account actor (seed 000 §4, seed 001 §4).
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.backend === 'hosted' || context.backend === 'commerce') {
      // Hosted and commerce platforms: tokens renewed before they expire (seed 000 §4).
      enqueue.spawnChild('commerceSession', {
        id: 'session',
        systemId: 'session',
        input: { backend: context.backend },
      });
    } else if (context.backend === 'own-backend') {
      // The own back end: renewed when a call is refused (seed 001 §4).
      enqueue.spawnChild('backendSession', {
        id: 'session',
        systemId: 'session',
        input: { backend: context.backend },
      });
    }
  }),
  initial: 'restoring',
  on: { 'ACCOUNT.NOTICE_DISMISS': { actions: assign({ notice: null }) } },
  states: {
    /** AVOD without integration: nothing to sign in to. */
    unavailable: {},
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreAccount',
        src: 'restoreAccount',
        input: backendOf,
        onDone: [
          // AVOD without integration: no account service (seed 000 §1).
          {
            guard: 'hasNoBackend',
            target: 'unavailable',
            actions: emit({ type: 'account.restored', signedIn: false }),
          },
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              assign({ features: ({ event }) => event.output.features }),
              // The lists may load from the account now; the user follows.
              emit({ type: 'account.restored', signedIn: true }),
            ],
          },
          {
            target: 'signedOut',
            actions: [
              assign({ features: ({ event }) => event.output.features }),
              emit({ type: 'account.restored', signedIn: false }),
            ],
          },
        ],
        onError: { target: 'signedOut', actions: emit({ type: 'account.restored', signedIn: false }) },
      },
    },

    signedOut: {
      on: {
        'ACCOUNT.SIGNED_IN': {
          target: 'signedIn.loadingConsents',
          actions: ['forgetNotice', ...takeSignIn],
        },
      },
    },

    signedIn: {
      initial: 'loadingUser',
      on: {
        'ACCOUNT.LOGOUT': { target: 'loggingOut' },
        // The server already ended the session: a logout call would only be refused, and the
        // flow that ended it shows its own message and goes where it goes (seed 001 §4, 002 §4).
        'ACCOUNT.SESSION_REVOKED': {
          target: 'signedOut',
          actions: [
            'endSession',
            'clearAccount',
            assign({ notice: null }),
            emit({ type: 'account.signedOut', reason: 'revoked' }),
          ],
        },
        'ACCOUNT.USER_UPDATED': { actions: assign({ user: ({ event }) => event.user }) },
        'ACCOUNT.SESSION_EXPIRED': signOut([
          'clearAccount',
          { type: 'showNotice', params: { kind: 'session-expired' } },
          { type: 'announceSignedOut', params: { reason: 'expired' } },
        ]),
      },
      states: {
        loadingUser: {
          tags: ['busy'],
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: backendOf,
            onDone: {
              target: 'loadingConsents',
              actions: [
                assign({ user: ({ event }) => event.output, userAttempts: 0 }),
                emit(({ event }) => ({
                  type: 'account.signedIn' as const,
                  user: event.output,
                  isNewAccount: false,
                })),
              ],
            },
            onError: [
              {
                // seed 000 §8: 'Invalid JWT token' while loading the user logs out.
                guard: {
                  type: 'isSessionInvalid',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: '#account.signedOut',
                actions: [
                  'endSession',
                  'clearAccount',
                  assign({ notice: { kind: 'session-expired' } }),
                  emit({ type: 'account.signedOut', reason: 'expired' }),
                ],
              },
              {
                guard: 'canRetryUserLoad',
                target: 'retryingUser',
                actions: assign({ userAttempts: ({ context }) => context.userAttempts + 1 }),
              },
              { target: 'userUnavailable', actions: assign({ userAttempts: 0 }) },
            ],
          },
        },
        retryingUser: {
          tags: ['busy'],
          after: { USER_RETRY_DELAY: { target: 'loadingUser' } },
        },
        /** Signed in, but the user could not be loaded; the viewer may try again. */
        userUnavailable: {
          on: { 'ACCOUNT.RELOAD_USER': { target: 'loadingUser' } },
        },
        loadingConsents: {
          invoke: {
            id: 'loadConsents',
            src: 'loadConsents',
            input: backendOf,
            onDone: {
              target: 'loadingSubscriptions',
              actions: assign({ consents: ({ event }) => event.output }),
            },
            // Consents are shown on the account page only; the page asks again.
            onError: { target: 'loadingSubscriptions' },
          },
        },
        /**
         * seed 000 §4 Login: then subscriptions. The access rules, cards and the account page read
         * them; a payment reloads them (seed 001 §4).
         */
        loadingSubscriptions: {
          invoke: {
            id: 'loadSubscriptions',
            src: 'loadSubscriptions',
            input: backendOf,
            onDone: { target: 'ready', actions: assign({ subscriptions: ({ event }) => event.output }) },
            // The last known subscriptions stay; the next payment or sign-in asks again.
            onError: { target: 'ready' },
          },
          on: {
            // Asked again while loading (a grant may have landed since the call left): start over.
            'ACCOUNT.RELOAD_SUBSCRIPTIONS': { target: 'loadingSubscriptions', reenter: true },
          },
        },
        ready: {
          on: {
            'ACCOUNT.RELOAD_USER': { target: 'loadingUser' },
            'ACCOUNT.RELOAD_SUBSCRIPTIONS': { target: 'loadingSubscriptions' },
            // Signed in again (another account, or a code confirmed in this tab).
            'ACCOUNT.SIGNED_IN': {
              target: 'loadingConsents',
              actions: takeSignIn,
            },
          },
        },
      },
    },

    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: backendOf,
        // seed 001 §4 Logout: clears auth and user, 'Logout successful!', goes to /login; seed 000 §4
        // Logout: clears the user; the lists go back to this browser's.
        onDone: signOut([
          'endSession',
          'clearAccount',
          { type: 'showNotice', params: { kind: 'logout-success' } },
          { type: 'announceSignedOut', params: { reason: 'logout' } },
        ]),
        onError: {
          // seed 002 §8: a failed logout shows the server's message; the session ends all the same.
          target: 'signedOut',
          actions: [
            'endSession',
            'clearAccount',
            assign({
              notice: ({ event }) => ({
                kind: 'logout-failed' as const,
                message: messageOf(event.error),
              }),
            }),
            emit({ type: 'account.signedOut', reason: 'logout' }),
          ],
        },
      },
    },
  },
});

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return String(error);
}
