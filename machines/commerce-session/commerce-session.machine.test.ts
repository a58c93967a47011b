import { describe, expect, it } from 'vitest';
import { NOW, sessionFor, startSessionDriver, storedAtNow } from '../../tests/model/session.builders';
import { commerceSessionMachine } from './commerce-session.machine';

/**
 * What the model tests cannot reach: their paths end where a call joins a refresh already under
 * way (the queue is not part of their graph), and a sign-in arrives there only for a session
 * whose token has expired, never for one the platform refused.
 */

const start = () => startSessionDriver(commerceSessionMachine, 'commerce');

describe('commerce session: calls that wait for a refresh (seed 000 §4: they queue until it resolves or rejects)', () => {
  it('lets every call refused or made during the refresh go on once it resolves, each once', () => {
    const s = start();
    s.deliver({ type: 'xstate.done.actor.restoreSession', output: storedAtNow(sessionFor(4)) });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused', stale: false });
    s.send({ type: 'TOKEN.REQUEST', requestId: 'during', at: NOW });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused-again', stale: false });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused-before', stale: true });
    expect(s.answers, 'seed 000 §4: calls wait while the refresh runs').toEqual([]);

    s.send({ type: 'LOCK.ACQUIRED' });
    s.deliver({ type: 'xstate.done.actor.checkStoredSession', output: storedAtNow(sessionFor(4)) });
    expect(
      s.state().matches({ active: { refreshing: 'callingRefresh' } }),
      'the refused token is renewed',
    ).toBe(true);
    s.deliver({ type: 'xstate.done.actor.refreshSession', output: sessionFor(5) });
    expect(s.state().matches({ active: 'idle' })).toBe(true);
    expect(s.answers, 'seed 000 §4: when the refresh resolves, the queued requests go on').toEqual([
      { granted: true, requestIds: ['refused', 'during', 'refused-again', 'refused-before'] },
    ]);
  });
});

describe('commerce session: signing in during a refresh (seed 000 §4: a session is in use until it expires or ends)', () => {
  it('uses the new tokens as they are, even when the old ones had been refused', () => {
    const s = start();
    s.deliver({ type: 'xstate.done.actor.restoreSession', output: storedAtNow(sessionFor(4)) });
    s.send({ type: 'TOKEN.UNAUTHORIZED', requestId: 'refused', stale: false });
    s.send({ type: 'SESSION.START', ...sessionFor(10) });
    expect(s.state().matches({ active: 'idle' })).toBe(true);
    expect(s.answers).toEqual([{ granted: true, requestIds: ['refused'] }]);

    // Another tab starts a refresh that stores nothing new: the new tokens were never refused.
    s.send({ type: 'CHANNEL.REFRESHING' });
    s.send({ type: 'LOCK.ACQUIRED' });
    s.deliver({ type: 'xstate.done.actor.checkStoredSession', output: storedAtNow(sessionFor(10)) });
    expect(
      s.state().matches({ active: 'idle' }),
      'seed 000 §4: tokens are refreshed when expired; the new ones are neither expired nor refused',
    ).toBe(true);
    expect(s.state().children.refreshSession).toBeUndefined();
  });
});
