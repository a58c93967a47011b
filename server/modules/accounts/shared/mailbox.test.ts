import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { form, json, mailbox } from '../test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

const stack = useTestStack({ now: () => BASE });

describe('dev mailbox (/__stack/mailbox)', () => {
  it('lists mails newest first, filtered by recipient without regard to case', async () => {
    await json(stack, 'POST', '/auth/forgot-password', { email: 'viewer@statecast.test' });
    await stack.send('PUT', '/__stack/clock', { offsetMs: 1000 });
    await form(stack, 'POST', '/hosted/accounts/forgot-password', { email: 'viewer@statecast.test' });
    await json(stack, 'POST', '/auth/resend-email-confirmation', { email: 'unconfirmed@statecast.test' });

    const forViewer = await mailbox(stack, 'VIEWER@statecast.test');
    expect(forViewer.map((m) => m.platform)).toEqual(['hosted', 'own']);
    expect(forViewer[0]).toMatchObject({
      to: 'viewer@statecast.test',
      subject: 'Reset your password',
      createdAt: new Date(BASE + 1000).toISOString(),
    });
    expect(Object.keys(forViewer[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'to', 'subject', 'text', 'createdAt', 'token', 'link']),
    );
    expect(forViewer[0]).not.toHaveProperty('otp');
    expect(forViewer[1]).toHaveProperty('otp');
    expect(await mailbox(stack)).toHaveLength(3);
  });

  it('empties on DELETE and on a stack reset', async () => {
    await json(stack, 'POST', '/auth/forgot-password', { email: 'viewer@statecast.test' });
    expect((await stack.request('/__stack/mailbox', { method: 'DELETE' })).status).toBe(204);
    expect(await mailbox(stack)).toEqual([]);
    await json(stack, 'POST', '/auth/forgot-password', { email: 'viewer@statecast.test' });
    await stack.send('POST', '/__stack/reset');
    expect(await mailbox(stack)).toEqual([]);
  });

  it('keeps mailbox and social pages out of the request log and out of reach of faults', async () => {
    await stack.send('POST', '/__stack/faults', { route: '/__stack/**', status: 500, times: 0 });
    expect((await stack.request('/__stack/mailbox')).status).toBe(200);
    await json(stack, 'POST', '/auth/login', { email: 'viewer@statecast.test', password: 'Viewer123!' });
    const log = (await (await stack.request('/__stack/requests')).json()) as {
      requests: Array<{ path: string; query: string }>;
    };
    expect(log.requests.map((r) => r.path)).toEqual(['/auth/login']);
    expect(JSON.stringify(log)).not.toContain('Viewer123!');
  });
});
