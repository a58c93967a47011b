import { describe, expect, it } from 'vitest';
import { NOW, sessionFor, startSessionDriver, storedAtNow } from '../../tests/model/session.builders';
import { backendSessionMachine } from './backend-session.machine';

/**
 * Calls that wait for a refresh (seed 001 §4 Session refresh: on success the original request is
 * replayed; otherwise auth and user are cleared). The model tests end their paths where a call
 * joins a refresh already under way (the queue is not part of their graph), so what becomes of
 * those calls is checked here.
 */

function start() {
  const { actor, answers, deliver, send } = startSessionDriver(backendSessionMachine, 'own-backend');
  /** Restored with a valid session that can be refreshed. */
  const restore = () =>
    deliver({ type: 'xstate.done.actor.restoreSession', output: storedAtNow(sessionFor(14)) });
  /** This tab takes the lock, finds storage unchanged and its refresh call succeeds. */
  const refreshSucceeds = () => {
    send({ type: 'LOCK.ACQUIRED' });
    deliver({ type: 'xstate.done.actor.checkStoredSession', output: storedAtNow(sessionFor(14)) });
    deliver({ type: 'xstate.done.actor.refreshSession', output: sessionFor(15) });
  };
  const unauthorized = (requestId: string) => send({ type: 'TOKEN.UNAUTHORIZED', requestId, stale: false });
  const request = (requestId: string) => send({ type: 'TOKEN.REQUEST', requestId, at: NOW });
  return { actor, answers, deliver, send, restore, refreshSucceeds, unauthorized, request };
}

describe('backend session: calls that wait for a refresh (seed 001 §4)', () => {
  it('replays every call refused or made during the refresh once it succeeds', () => {
    const s = start();
    s.restore();
    s.unauthorized('refused-1');
    expect(s.actor.getSnapshot().matches({ active: 'refreshing' })).toBe(true);
    s.request('during-1');
    s.unauthorized('refused-2');
    expect(s.answers).toEqual([]);

    s.refreshSucceeds();
    expect(s.actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    expect(s.answers).toEqual([{ granted: true, requestIds: ['refused-1', 'during-1', 'refused-2'] }]);
  });

  it('answers a replayed call once: the next refresh replays only its own calls', () => {
    const s = start();
    s.restore();
    s.unauthorized('first');
    s.refreshSucceeds();
    s.unauthorized('second');
    s.refreshSucceeds();
    expect(s.answers).toEqual([
      { granted: true, requestIds: ['first'] },
      { granted: true, requestIds: ['second'] },
    ]);
  });

  it('refuses the waiting calls, and only those, when the viewer signs out during the refresh', () => {
    const s = start();
    s.restore();
    s.unauthorized('first');
    s.refreshSucceeds();
    s.unauthorized('second');
    s.request('third');
    s.send({ type: 'SESSION.END' });
    expect(s.actor.getSnapshot().value).toBe('signedOut');
    expect(s.answers).toEqual([
      { granted: true, requestIds: ['first'] },
      { granted: false, requestIds: ['second', 'third'] },
    ]);
  });

  it('lets the calls made while the stored session is read go on once it is restored', () => {
    const s = start();
    s.request('early');
    expect(s.answers).toEqual([]);
    s.restore();
    expect(s.answers).toEqual([{ granted: true, requestIds: ['early'] }]);
  });
});
