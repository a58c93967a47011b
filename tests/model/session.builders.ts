import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
} from 'xstate';
import type { AccountBackendKind } from '@/services/account/account.types';
import type {
  SessionMachineInput,
  StoredSessionCheck,
  StoredSessionInfo,
} from '@machines/commerce-session/commerce-session.types';
import type { ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';

/**
 * What the two session fixtures (commerce/hosted and own back end) share: the clock, named
 * expiries, the vertices calls are offered in, and the outcomes of the actors both machines
 * invoke (seed 001 §4 "Session refresh"; docs/decisions.md "Sharing a refresh across tabs").
 */

/** What both session projections hold. */
export type SessionProjection = { expiresAt: string; attempts: number };

/** The clock every event and read of a session fixture is stamped with. */
export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
export const MINUTE = 60_000;

/** seed 001 §4, §9: 3 attempts, 1 s then 2 s apart; the rest from docs/decisions.md (never read from the machine). */
export const SESSION_SPEC = {
  attempts: 3,
  backoffMs: [1000, 2000],
  lockTimeoutMs: 10_000,
  refusalGraceMs: 1500,
  expiryMarginMs: 10_000,
} as const;

/** Named expiries, so the path catalogue reads as a story rather than numbers. */
export const sessionExpiries = (validMinutes: number) =>
  ({
    expired: NOW - MINUTE,
    valid: NOW + validMinutes * MINUTE,
    renewed: NOW + (validMinutes + 1) * MINUTE,
  }) as const;
export type SessionExpiries = ReturnType<typeof sessionExpiries>;

/** The name of an expiry in `expiries`, 'none' for no session. */
export const expiryName = (expiries: SessionExpiries) => (expiresAt: number | null) =>
  expiresAt === null
    ? 'none'
    : (Object.entries(expiries).find(([, value]) => value === expiresAt)?.[0] ?? String(expiresAt));

/** A read of storage at NOW. */
export const stored = (expiresAt: number | null): StoredSessionCheck => ({
  session: expiresAt === null ? null : { expiresAt, hasRefreshToken: true },
  checkedAt: NOW,
});

type State = ProjectedState<SessionProjection>;
const valueOf = (s: State) => JSON.stringify(s.value);
export const isIdle = (s: State) => valueOf(s) === JSON.stringify({ active: 'idle' });
export const isRefreshing = (s: State) => valueOf(s).includes('refreshing');
export const leaf = (s: State) => valueOf(s).match(/"(\w+)"}*$/)?.[1] ?? valueOf(s);
/** Calls queue the same way in every refreshing state: shown while waiting for the lock. */
export const isCalm = (s: State) => !isRefreshing(s) || (leaf(s) === 'waitingForLock' && s.attempts === 0);
/** Events from outside the refresh are combined with its first attempt only. */
export const isFirstAttempt = (s: State) => !isRefreshing(s) || s.attempts <= 1;

/** A spent refresh token, in the back end's words (seed 000 §8). */
export const refusedError = {
  message: 'Refresh token is expired or does not exist',
  serverMessage: 'Refresh token is expired or does not exist',
  status: 401,
};

type Step = o.OracleStep<SessionProjection>;
export const entered = (s: Step, key: string) => s.to === key && s.from !== key;
const outputOf = (s: Step) => (s.event as { output?: StoredSessionCheck }).output;
export { outputOf as storedOutputOf };

/** The step's rules read in terms of the fixture's named expiries. */
export function sessionSteps(expiries: SessionExpiries) {
  const expiryOf = (name: string | undefined) =>
    name ? (expiries as Record<string, number>)[name] : undefined;
  const requestAt = (s: Step) => (s.event as { at?: number }).at ?? NOW;
  return {
    /** The request came when the session was (about to be) expired. */
    needsRefresh: (s: Step) => {
      const expiry = expiryOf(s.before?.expiresAt);
      return expiry === undefined || expiry - SESSION_SPEC.expiryMarginMs <= requestAt(s);
    },
    /** Storage holds a valid session newer than this tab's: another tab refreshed or signed in. */
    storedIsNewer: (s: Step) => {
      const check = outputOf(s);
      if (!check?.session || check.session.expiresAt - SESSION_SPEC.expiryMarginMs <= check.checkedAt)
        return false;
      const own = expiryOf(s.before?.expiresAt);
      return own === undefined || check.session.expiresAt > own;
    },
  };
}

/**
 * A fixture's named expiries, with what is read in their terms: the expiry names, the step's
 * rules, and the events and outputs both machines take alike.
 */
export const sessionSetup = (validMinutes: number) => {
  const expiries = sessionExpiries(validMinutes);
  return {
    EXPIRIES: expiries,
    nameOf: expiryName(expiries),
    ...sessionSteps(expiries),
    EVENTS: sessionEvents(expiries),
    OUTPUTS: sessionOutputs(expiries),
  };
};

/**
 * A state entered from another one has started its actor with the back end's input (`what`
 * says what the state is for, in the failure message).
 */
export const invokesOnEntry = <P extends SessionProjection>(
  rule: string,
  stateKey: string,
  actorId: string,
  input: unknown,
  what: string,
) =>
  o.holds<P>(rule, (s) =>
    !entered(s, stateKey) || s.effects.some(o.invoked(actorId, input).test)
      ? true
      : `entered without ${what}`,
  );

/** A back-off follows an attempt that may still be tried again (seed 001 §4: 3 attempts). */
export const backsOffAfterAnAttempt = <P extends SessionProjection>(rule: string) =>
  o.holds<P>(rule, (s) =>
    s.state.attempts >= 1 && s.state.attempts < SESSION_SPEC.attempts
      ? true
      : `backing off after attempt ${s.state.attempts}`,
  );

/** A refresh starts: the tab waits for the lock and tells the other tabs it is refreshing. */
export const startsRefresh = <P extends SessionProjection>(stateRule: string, broadcastRule: string) => [
  o.stateIs<P>(stateRule, 'active.refreshing.waitingForLock'),
  o.effectsInclude<P>(broadcastRule, o.action('broadcast', { outcome: 'refreshing' })),
];

/** The refresh back-off the oracle expects after the attempt just made. */
export const backoffAfter = (before: SessionProjection) =>
  before.attempts === 1 ? SESSION_SPEC.backoffMs[0] : SESSION_SPEC.backoffMs[1];

/** Events both machines take alike: the lock and the other tabs' news. */
export const sessionEvents = (expiries: SessionExpiries) => ({
  'LOCK.ACQUIRED': [{ label: 'lock acquired', event: { type: 'LOCK.ACQUIRED' } as const }],
  'CHANNEL.REFRESHING': [{ label: 'other tab refreshing', event: { type: 'CHANNEL.REFRESHING' } as const }],
  'CHANNEL.REJECTED': [
    {
      label: 'other tab rejected',
      event: { type: 'CHANNEL.REJECTED' } as const,
      offer: (s: State) => s.expiresAt !== 'renewed' && isCalm(s),
    },
  ],
  /** A call now, and one when the valid token has expired too. */
  tokenRequests: (minutesLater: number) => [
    {
      label: 'token request',
      event: { type: 'TOKEN.REQUEST', requestId: 'call-1', at: NOW } as const,
      offer: isCalm,
    },
    {
      label: `token request ${minutesLater} minutes later`,
      event: { type: 'TOKEN.REQUEST', requestId: 'call-2', at: NOW + minutesLater * MINUTE } as const,
      offer: (s: State) => s.expiresAt === 'valid' && isIdle(s),
    },
  ],
  /** A call the back end refused, with the current token or with one already replaced. */
  unauthorized: <S>(label: string, stale: boolean, offer: (s: S) => boolean) => ({
    label,
    event: { type: 'TOKEN.UNAUTHORIZED', requestId: stale ? 'call-4' : 'call-3', stale } as const,
    offer,
  }),
  otherTabResolved: <S>(offer: (s: S) => boolean) => ({
    label: 'other tab resolved',
    event: { type: 'CHANNEL.RESOLVED', expiresAt: expiries.renewed } as const,
    offer,
  }),
  signedOut: <S>(offer: (s: S) => boolean) => ({
    label: 'signed out',
    event: { type: 'SESSION.END' } as const,
    offer,
  }),
  signedIn: {
    label: 'signed in',
    event: { type: 'SESSION.START', expiresAt: expiries.valid, hasRefreshToken: true } as const,
    offer: (s: State) =>
      s.expiresAt === 'none' || (s.expiresAt === 'expired' && isRefreshing(s) && s.attempts === 0),
  },
});

/** What the storage reads and the refresh call both machines invoke answer. */
export const sessionOutputs = (expiries: SessionExpiries) => ({
  restoreSession: [
    { label: 'nothing stored', output: stored(null) },
    { label: 'valid tokens stored', output: stored(expiries.valid) },
    { label: 'expired tokens stored', output: stored(expiries.expired) },
  ],
  newerInStorage: {
    label: 'storage holds newer tokens',
    output: stored(expiries.renewed),
    offer: isFirstAttempt,
  },
  storageEmptied: <S>(offer: (s: S) => boolean) => ({
    label: 'storage emptied',
    output: stored(null),
    offer,
  }),
  unchangedInStorage: { label: 'storage unchanged', output: stored(expiries.expired) },
  refreshSession: [{ label: 'refresh ok', output: { expiresAt: expiries.renewed, hasRefreshToken: true } }],
  verifyStoredSession: [
    { label: 'another tab had refreshed', output: stored(expiries.renewed) },
    { label: 'storage still spent', output: stored(expiries.expired) },
  ],
});

/** The refresh call refused: the refresh token is spent. */
export const refreshRefused = <S>(offer: (s: S) => boolean) => ({
  label: 'refresh token refused',
  error: refusedError,
  offer,
});

/** Failures of the actors both machines invoke, but the refresh call itself. */
export const sessionErrors = {
  otherTabs: [
    {
      label: 'channel unavailable',
      error: { message: 'BroadcastChannel is not defined' },
      offer: (s: State) => s.value === 'signedOut',
    },
  ],
  restoreSession: [{ label: 'storage unreadable', error: { message: 'SecurityError' } }],
  refreshLock: [
    {
      label: 'locks unavailable',
      error: { message: 'navigator.locks is undefined' },
      offer: (s: State) => leaf(s) === 'waitingForLock',
    },
  ],
  checkStoredSession: [
    {
      label: 'storage check fails',
      error: { message: 'SecurityError' },
      offer: (s: State) => s.attempts === 0,
    },
  ],
  verifyStoredSession: [{ label: 'storage verify fails', error: { message: 'SecurityError' } }],
};

/**
 * docs/decisions.md "Sharing a refresh across tabs": a tab that finds another tab's newer session
 * (by broadcast or in storage) takes it, lets its waiting calls go on and calls nothing itself.
 */
export const adoptsOtherTab = <P extends SessionProjection>(adoptRule: string, grantRule: string) => [
  o.stateIs<P>(adoptRule, 'active.idle'),
  o.projected<P>(adoptRule, { expiresAt: 'renewed' } as Partial<
    Record<keyof P | 'value' | 'status', unknown>
  >),
  o.effectsInclude<P>(grantRule, o.action('grantRequests')),
  o.effectsExclude<P>(adoptRule, o.invoked('refreshSession'), o.action('broadcast')),
];

type Answer = { type: string; params: unknown };
type AnyStep = Pick<o.OracleStep, 'effects' | 'event' | 'to' | 'snapshot'>;
const answersOf = (s: AnyStep): Answer[] =>
  s.effects.flatMap((e) =>
    e.kind === 'action' && (e.type === 'grantRequests' || e.type === 'refuseRequests')
      ? [{ type: e.type, params: e.params }]
      : [],
  );
const requestIdOf = (s: AnyStep) =>
  s.event.type.startsWith('TOKEN.') && typeof s.event.requestId === 'string' ? s.event.requestId : null;
/** Where no refresh is under way: a call that waited must have had its answer by then. */
const isSettled = (s: AnyStep) => s.to === 'signedOut' || s.to === 'active.idle';

/**
 * seed 000 §4 (requests that arrive during a refresh queue until it resolves or rejects) and
 * seed 001 §4 (on success the original request is replayed): every call that waits is answered,
 * granted or refused, by the time the session is no longer being read or refreshed; it is
 * answered once, and no call is answered that did not ask. The calls waiting are followed along
 * the path (the machine's queue is not read): a call waits when its step answers it not.
 */
export const everyCallAnswered = <P extends SessionProjection>(rule: string): o.TransitionOracleRow<P> => {
  let waiting: string[] = [];
  return {
    expect: [
      o.holds<P>(rule, (s) => {
        // The first step after the start: a new path, a fresh browser tab.
        if (s.stepIndex === 1) waiting = [];
        const own = requestIdOf(s);
        let ownAnswered = false;
        for (const answer of answersOf(s)) {
          const ids = (answer.params as { requestIds?: unknown } | undefined)?.requestIds;
          if (!Array.isArray(ids)) return `${answer.type} names no calls (${JSON.stringify(answer.params)})`;
          for (const id of ids as string[]) {
            if (id === own && !ownAnswered) {
              ownAnswered = true;
              continue;
            }
            const at = waiting.indexOf(id);
            if (at < 0) {
              return `${answer.type} answered ${JSON.stringify(id)}, which was not waiting (waiting: ${JSON.stringify(waiting)})`;
            }
            waiting.splice(at, 1);
          }
        }
        if (own !== null && !ownAnswered) waiting.push(own);
        return isSettled(s) && waiting.length
          ? `now ${s.to}, yet ${JSON.stringify(waiting)} still wait(s) for an answer`
          : true;
      }),
    ],
  };
};

/**
 * The session's tags: `signedIn` from sign-in (or restore) until the session ends, refreshes
 * included (seed 001 §4: only a failed refresh clears auth and user); `refreshing` exactly while
 * this tab refreshes (seed 000 §4: refreshing, then resolved or rejected).
 */
export const sessionTags = <P extends SessionProjection>(signedInRule: string, refreshingRule: string) => {
  const tagged = (s: AnyStep, tag: string) => s.snapshot.hasTag(tag);
  return [
    o.holds<P>(signedInRule, (s) =>
      tagged(s, 'signedIn') === o.inState(s.to, 'active')
        ? true
        : `in ${s.to} the session says signed in: ${tagged(s, 'signedIn')}`,
    ),
    o.holds<P>(refreshingRule, (s) =>
      tagged(s, 'refreshing') === o.inState(s.to, 'active.refreshing')
        ? true
        : `in ${s.to} the session says refreshing: ${tagged(s, 'refreshing')}`,
    ),
  ];
};

/** A session that runs `minutes` past NOW (negative: expired) and can be refreshed. */
export const sessionFor = (minutes: number): StoredSessionInfo => ({
  expiresAt: NOW + minutes * MINUTE,
  hasRefreshToken: true,
});

/** What a read of storage at NOW finds. */
export const storedAtNow = (value: StoredSessionInfo | null): StoredSessionCheck => ({
  session: value,
  checkedAt: NOW,
});

/** A session machine's answer to waiting calls: granted or refused, and which. */
export type SessionAnswer = { granted: boolean; requestIds: string[] };

/**
 * One session machine on a simulated clock with every service held (nothing answers until the
 * test delivers it) and its answers to waiting calls recorded: the machines' unit tests drive what
 * the model paths cannot reach (a call joining a refresh already under way).
 */
export function startSessionDriver<M extends AnyStateMachine>(machine: M, backend: AccountBackendKind) {
  const answers: SessionAnswer[] = [];
  const never = <T>() => fromPromise<T, SessionMachineInput>(() => new Promise<T>(() => {}));
  const provided = (machine as AnyStateMachine).provide({
    actors: {
      readStoredSession: never<StoredSessionCheck>(),
      refreshSession: never<StoredSessionInfo>(),
      holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(() => {}),
      listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(() => {}),
    },
    // An answer to no call (an empty queue) is no answer.
    actions: {
      grantRequests: (_: unknown, { requestIds }: { requestIds: string[] }) => {
        if (requestIds.length) answers.push({ granted: true, requestIds: [...requestIds] });
      },
      refuseRequests: (_: unknown, { requestIds }: { requestIds: string[] }) => {
        if (requestIds.length) answers.push({ granted: false, requestIds: [...requestIds] });
      },
    },
  });
  const actor = createActor(provided, { input: { backend }, clock: new SimulatedClock() });
  actor.start();
  // The harness's way of finishing an invoked actor: XState matches done and error events by type.
  const deliver = (event: { type: string; [key: string]: unknown }) => actor.send(event as EventObject);
  const send = (event: EventFrom<M>) => actor.send(event);
  const state = () => actor.getSnapshot();
  return { actor, answers, deliver, send, state };
}
