import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { commerceSessionMachine } from './commerce-session.machine';
import type {
  CommerceSessionEvent,
  SessionMachineInput,
  StoredSessionCheck,
  StoredSessionInfo,
} from './commerce-session.types';

/**
 * What the model tests cannot reach: their paths end where a call joins a refresh already under
 * way (the queue is not part of their graph), and a sign-in arrives there only for a session
 * whose token has expired, never for one the platform refused.
 */

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const MINUTE = 60_000;
const session = (minutes: number): StoredSessionInfo => ({
  expiresAt: NOW + minutes * MINUTE,
  hasRefreshToken: true,
});
const stored = (value: StoredSessionInfo | null): StoredSessionCheck => ({ session: value, checkedAt: NOW });

type Answer = { granted: boolean; requestIds: string[] };

function start() {
  const answers: Answer[] = [];
  const never = <T>() => fromPromise<T, SessionMachineInput>(() => new Promise<T>(() => {}));
  const actor = createActor(
    commerceSessionMachine.provide({
      actors: {
        readStoredSession: never<StoredSessionCheck>(),
        refreshSession: never<StoredSessionInfo>(),
        holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(() => {}),
        listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(() => {}),
      },
      // An answer to no call (an empty queue) is no answer.
      actions: {
        grantRequests: (_, { requestIds }) => {
          if (requestIds.length) answers.push({ granted: true, requestIds: [...requestIds] });
        },
        refuseRequests: (_, { requestIds }) => {
          if (requestIds.length) answers.push({ granted: false, requestIds: [...requestIds] });
        },
      },
    }),
    { input: { backend: 'commerce' }, clock: new SimulatedClock() },
  );
  actor.start();
  // The harness's way of finishing an invoked actor: XState matches done and error events by type.
  const deliver = (event: { type: string; [key: string]: unknown }) =>
    actor.send(event as unknown as CommerceSessionEvent);
  const send = (event: CommerceSessionEvent) => actor.send(event);
  const state = () => actor.getSnapshot();
  return { actor, answers, deliver, send, state };
}

describe('commerce session: calls that wait for a refresh (seed 000 §4: they queue until it resolves or rejects)', () => {
  it('lets every call refused or made during the refresh go on once it resolves, each once', () => {
    const s = start();
    s.deliver({ type: 'xstate.done.actor.restoreSession', output: stored(session(4)) });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused', stale: false });
    s.send({ type: 'TOKEN.REQUEST', requestId: 'during', at: NOW });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused-again', stale: false });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused-before', stale: true });
    expect(s.answers, 'seed 000 §4: calls wait while the refresh runs').toEqual([]);

    s.send({ type: 'LOCK.ACQUIRED' });
    s.deliver({ type: 'xstate.done.actor.checkStoredSession', output: stored(session(4)) });
    expect(
      s.state().matches({ active: { refreshing: 'callingRefresh' } }),
      'the refused token is renewed',
    ).toBe(true);
    s.deliver({ type: 'xstate.done.actor.refreshSession', output: session(5) });
    expect(s.state().matches({ active: 'idle' })).toBe(true);
    expect(s.answers, 'seed 000 §4: when the refresh resolves, the queued requests go on').toEqual([
      { granted: true, requestIds: ['refused', 'during', 'refused-again', 'refused-before'] },
    ]);
  });
});

describe('commerce session: signing in during a refresh (seed 000 §4: a session is in use until it expires or ends)', () => {
  it('uses the new tokens as they are, even when the old ones had been refused', () => {
    const s = start();
    s.deliver({ type: 'xstate.done.actor.restoreSession', output: stored(session(4)) });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused', stale: false });
    s.send({ type: 'SESSION.START', ...session(10) });
    expect(s.state().matches({ active: 'idle' })).toBe(true);
    expect(s.answers).toEqual([{ granted: true, requestIds: ['refused'] }]);

    // Another tab starts a refresh that stores nothing new: the new tokens were never refused.
    s.send({ type: 'CHANNEL.REFRESHING' });
    s.send({ type: 'LOCK.ACQUIRED' });
    s.deliver({ type: 'xstate.done.actor.checkStoredSession', output: stored(session(10)) });
    expect(
      s.state().matches({ active: 'idle' }),
      'seed 000 §4: tokens are refreshed when expired; the new ones are neither expired nor refused',
    ).toBe(true);
    expect(s.state().children.refreshSession).toBeUndefined();
  });
});
