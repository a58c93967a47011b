import { createInspector } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type InspectionEvent } from 'xstate';
import { InspectionRelay, loadStatelyInspector } from './inspector';
import { redact, redactOutgoing, REDACTED } from './inspector-redaction';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2IiwiZW1haWwiOiJ2ZXJhQHN0YXRlY2FzdC50ZXN0In0.PI2iuvKHamVnqRNHoyUrXfi7oA8h68pDemIQ3gqP1W4';
const SOCIAL_HASH = `#token=${JWT}&refresh_token=f6d51866315516457d02&expires=1795605536`;

/** Every secret a flow of Statecast holds somewhere, by key or by the shape of its value. */
const PAYLOADS: { name: string; value: unknown; secrets: string[] }[] = [
  { name: 'password', value: { password: 'Secret123' }, secrets: ['Secret123'] },
  { name: 'pwd and pass', value: { pwd: 'hunter22', pass: 'hunter33' }, secrets: ['hunter22', 'hunter33'] },
  {
    name: 'OTP code and pin',
    value: { code: '493021', pin: '0000', otp: '123456' },
    secrets: ['493021', '0000', '123456'],
  },
  {
    name: 'card',
    value: {
      card: {
        number: '4242424242424242',
        securityCode: '737',
        cvc: '123',
        expiry: '12/30',
        holderName: 'A B',
      },
    },
    secrets: ['4242424242424242', '737', '123', '12/30'],
  },
  { name: 'auth object', value: { auth: { jwt: 'a', refreshToken: 'r' } }, secrets: ['"a"', '"r"'] },
  {
    name: 'cookie and API key',
    value: { cookie: 'sid=1', apiKey: 'k-1', api_key: 'k-2' },
    secrets: ['sid=1', 'k-1', 'k-2'],
  },
  {
    name: 'social sign-in input',
    value: { startInput: { hash: SOCIAL_HASH } },
    secrets: [JWT, 'f6d51866315516457d02'],
  },
  { name: 'JWT under a harmless key', value: { note: `Bearer ${JWT}` }, secrets: [JWT] },
  {
    name: 'URL carrying tokens',
    value: { returnTo: `https://app.test/?redirectResult=Ab12&orderId=7#access_token=zz9&state=s3` },
    secrets: ['Ab12', 'zz9', 's3'],
  },
  { name: 'nested list', value: { list: [{ accessToken: 'x-token-1' }] }, secrets: ['x-token-1'] },
  { name: 'error message', value: { error: new Error(`refused ${JWT}`) }, secrets: [JWT] },
];

describe('inspector redaction', () => {
  for (const payload of PAYLOADS) {
    it(`hides ${payload.name}`, () => {
      const out = JSON.stringify(redact(payload.value));
      for (const secret of payload.secrets) expect(out).not.toContain(secret);
      expect(out).toContain(REDACTED);
    });
  }

  it('keeps what a developer needs to read', () => {
    expect(
      redact({
        email: 'viewer@example.test',
        expiresAt: 5,
        orderId: 7,
        holderName: 'A B',
        url: 'https://app.test/m/MvAct001?app-config=svodcomm',
      }),
    ).toEqual({
      email: 'viewer@example.test',
      expiresAt: 5,
      orderId: 7,
      holderName: 'A B',
      url: 'https://app.test/m/MvAct001?app-config=svodcomm',
    });
  });

  it('cuts cycles, reduces actor refs to their id and leaves functions out', () => {
    const cyclic: Record<string, unknown> = { a: 1, run: () => 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[circular]' });
    const actor = createActor(createMachine({ id: 'child' }));
    expect(redact({ ref: actor })).toEqual({ ref: { actor: actor.id } });
  });

  it('redacts every message the Stately inspector posts: events, actor snapshots, output and errors', async () => {
    const posted: unknown[] = [];
    const inspector = createInspector(
      { send: (event) => posted.push(event), start() {}, stop() {} },
      { serialize: redactOutgoing },
    );
    const machine = setup({
      actors: {
        exchange: fromPromise(async (): Promise<{ token: string }> => ({ token: JWT })),
        fail: fromPromise(async (): Promise<never> => {
          throw new Error(`refresh refused for ${JWT}`);
        }),
      },
    }).createMachine({
      context: ({ input }: { input: { hash: string } }) => ({
        startInput: input,
        socialLogin: null as unknown,
      }),
      initial: 'exchanging',
      states: {
        exchanging: {
          invoke: {
            src: 'exchange',
            onDone: { target: 'failing', actions: assign({ socialLogin: ({ event }) => event.output }) },
          },
        },
        failing: { invoke: { src: 'fail', onError: 'done' } },
        done: { type: 'final', output: () => ({ token: JWT }) },
      },
    });
    const actor = createActor(machine, { input: { hash: SOCIAL_HASH }, inspect: inspector.inspect });
    actor.start();
    actor.send({ type: 'SIGN_IN', password: 'Secret123', hash: SOCIAL_HASH });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(posted.length).toBeGreaterThan(3);
    const types = new Set(posted.map((event) => (event as { type: string }).type));
    expect(types).toEqual(new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    const out = JSON.stringify(posted);
    expect(out).not.toContain(JWT);
    expect(out).not.toContain('f6d51866315516457d02');
    expect(out).not.toContain('Secret123');
    expect(out).toContain('refresh refused for [redacted]');
  });

  it('relays events after the inspector attaches, and drops them when it is refused', async () => {
    const received: InspectionEvent[] = [];
    const relay = new InspectionRelay(async () => ({ observer: { next: (e) => received.push(e) } }));
    const machine = createMachine({ context: { name: 'n' }, on: { GO: {} } });
    const actor = createActor(machine, { inspect: relay.inspect }).start();
    actor.send({ type: 'GO' });
    expect(received).toHaveLength(0);
    await relay.attach();
    expect(received.filter((e) => e.type === '@xstate.snapshot').length).toBeGreaterThan(0);
    actor.send({ type: 'GO' });
    expect(received.filter((e) => e.type === '@xstate.event').at(-1)).toMatchObject({
      event: { type: 'GO' },
    });

    const refused = new InspectionRelay(async () => ({ observer: { next: () => expect.unreachable() } }));
    refused.inspect(received[0] as InspectionEvent);
    refused.close();
    await refused.attach();
  });

  it('hands a slowly opening inspector window every event since the page started, the first actor included', async () => {
    // The inspector's window, stood in for: it is opened, hears what is posted, says when it is connected.
    const posted: { type: string; sessionId?: string }[] = [];
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const page = {
      open: () => ({ postMessage: (message: { type: string }) => posted.push(message) }),
      addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
        if (type === 'message') listeners.push(listener);
      },
    } as unknown as Window;
    const relay = new InspectionRelay(() => loadStatelyInspector(page));
    const machine = createMachine({ context: { count: 0 }, on: { GO: {} } });
    const actor = createActor(machine, { inspect: relay.inspect }).start();
    // A busy start: far more than the inspector's default 200 held-back events.
    for (let i = 0; i < 300; i += 1) actor.send({ type: 'GO' });
    await relay.attach();
    // The inspector takes each event in a task of its own (a zero timeout outside a browser);
    // those tasks were queued first, so they have run when this one does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted, 'nothing is posted before the window says it is connected').toHaveLength(0);

    for (const listener of listeners) listener({ data: { type: '@statelyai.connected' } });
    const registrations = posted.filter((message) => message.type === '@xstate.actor');
    expect(registrations.map((message) => message.sessionId)).toContain(actor.sessionId);
    expect(posted.filter((message) => message.type === '@xstate.event')).toHaveLength(301);
  });
});
