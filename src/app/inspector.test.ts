import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { InspectionRelay } from './inspector';
import { redact, redactInspectionEvent, REDACTED } from './inspector-redaction';

describe('inspector redaction', () => {
  it('redacts tokens, passwords, card data and OTP codes at any depth', () => {
    expect(
      redact({
        email: 'viewer@example.test',
        password: 'Secret123',
        auth: { jwt: 'a.b.c', refreshToken: 'r', expiresAt: 5 },
        socialLogin: { token: 't', refreshToken: 'r', expires: 1 },
        card: { cardNumber: '4242424242424242', cvc: '123', holderName: 'A B' },
        otp: '123456',
        list: [{ accessToken: 'x' }],
      }),
    ).toEqual({
      email: 'viewer@example.test',
      password: REDACTED,
      auth: { jwt: REDACTED, refreshToken: REDACTED, expiresAt: 5 },
      socialLogin: { token: REDACTED, refreshToken: REDACTED, expires: 1 },
      card: { cardNumber: REDACTED, cvc: REDACTED, holderName: 'A B' },
      otp: REDACTED,
      list: [{ accessToken: REDACTED }],
    });
  });

  it('cuts cycles and reduces actor refs to their id', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[circular]' });
    const actor = createActor(createMachine({ id: 'child' }));
    expect(redact({ ref: actor })).toEqual({ ref: { actor: actor.id } });
  });

  it('buffers events until attached, redacting them, and drops them when refused', async () => {
    const received: InspectionEvent[] = [];
    const relay = new InspectionRelay(async () => ({
      observer: { next: (e) => received.push(e) },
      redact: redactInspectionEvent,
    }));
    const machine = createMachine({ context: { password: 'p', name: 'n' }, on: { GO: {} } });
    const actor = createActor(machine, { inspect: relay.inspect }).start();
    actor.send({ type: 'GO' });
    expect(received).toHaveLength(0);
    await relay.attach();
    const snapshots = received.filter((e) => e.type === '@xstate.snapshot');
    expect(snapshots.length).toBeGreaterThan(0);
    for (const e of snapshots) {
      expect((e as unknown as { snapshot: { context: unknown } }).snapshot.context).toEqual({
        password: REDACTED,
        name: 'n',
      });
    }
    const refused = new InspectionRelay(async () => ({
      observer: { next: () => expect.unreachable() },
      redact: redactInspectionEvent,
    }));
    refused.inspect(received[0] as InspectionEvent);
    refused.close();
    await refused.attach();
  });
});
