import { notificationsRealtimeMachine } from '@machines/notifications/notifications-realtime.machine';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

export type NotificationsRealtimeProjection = { viewer: string; attempts: number };

/**
 * The reconnect back-off of docs/decisions.md (the seeds give none): 1 s after the first drop,
 * doubling, at most 30 s. Written here, never read from the machine.
 */
const DECIDED = { backoffMs: [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] } as const;
const waitAfter = (attempts: number) =>
  DECIDED.backoffMs[Math.min(attempts, DECIDED.backoffMs.length) - 1] ?? NaN;

const R = {
  listens:
    'seed 001 §7: the realtime channel `notification` listens to globalNotification, {userId}_favorite and {mediaId}_stream_on_live',
  delivers:
    'seed 001 §4: a live broadcast message reaches the notifications (it adds an item and raises the count)',
  payments: 'seed 001 §4: payment events reach a signed-in viewer in real time',
  reconnects:
    'issue 15: the connection reconnects with back-off after the stack restarts (docs/decisions.md: 1 s doubling to 30 s)',
  catchesUp:
    'seed 001 §4: messages published while the channel was down still count: the list reloads once back',
} as const;

const GUEST = { kind: 'guest' } as const;
const USER = { kind: 'user', userId: '1' } as const;

const note = {
  id: 'live1',
  kind: 'stream_on_live_notification',
  title: 'Open Water Regatta is live',
  description: '',
  createdAt: '2026-06-01T12:00:00.000Z',
  read: false,
  item: null,
  streamId: 'EvLive01',
} as const;

export const notificationsRealtimeOracle = {
  delays: { RECONNECT_DELAY: { ms: (before) => waitAfter(before.attempts), rule: R.reconnects } },
  states: {
    'online.connecting': { seed: R.listens },
    'online.connected': {
      seed: [R.listens, R.delivers],
      expect: [o.projected(R.reconnects, { attempts: 0 })],
    },
    waiting: {
      seed: R.reconnects,
      expect: [
        o.holds(R.reconnects, (s) =>
          s.state.attempts >= 1 ? true : `waiting after ${s.state.attempts} drops`,
        ),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.listens, 'online.connecting'),
        o.effectsIncludeFrom(R.listens, (s) => [
          o.invoked('connect', { viewer: (s.input as { viewer: unknown }).viewer }),
        ]),
      ],
    },
    {
      from: 'online.connecting',
      on: 'REALTIME.OPEN',
      where: (s) => (s.before?.attempts ?? 0) > 0,
      expect: o.endsIn(R.catchesUp, 'online.connected', o.action('reportReconnected')),
    },
    {
      from: 'online.connecting',
      on: 'REALTIME.OPEN',
      where: (s) => s.before?.attempts === 0,
      expect: [
        o.stateIs(R.listens, 'online.connected'),
        o.effectsExclude(R.catchesUp, o.action('reportReconnected')),
      ],
    },
    {
      on: ['REALTIME.CLOSED', 'xstate.error.actor.connect'],
      expect: [
        o.stateIs(R.reconnects, 'waiting'),
        o.holds(R.reconnects, (s) => {
          const want = Math.min((s.before?.attempts ?? 0) + 1, DECIDED.backoffMs.length);
          return s.state.attempts === want ? true : `${s.state.attempts} drops counted (want ${want})`;
        }),
        o.effectsExclude(R.reconnects, o.invoked('connect')),
      ],
    },
    {
      from: 'waiting',
      on: 'xstate.after.RECONNECT_DELAY',
      expect: o.endsIn(R.reconnects, 'online.connecting', o.invoked('connect')),
    },
    { on: 'REALTIME.NOTIFICATION', expect: [o.effectsInclude(R.delivers, o.action('forward'))] },
    { on: 'REALTIME.PAYMENT', expect: [o.effectsInclude(R.payments, o.action('forward'))] },
  ],
} satisfies o.MachineOracle<typeof notificationsRealtimeMachine, NotificationsRealtimeProjection>;

/**
 * The realtime channel's connection (seed 001 §4, §7): open, deliver, and after a drop wait
 * 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s on the simulated clock before connecting again.
 */
export const notificationsRealtimeFixture = {
  machine: notificationsRealtimeMachine,
  oracle: notificationsRealtimeOracle,
  inputs: inputsOf('viewer', { guest: GUEST, 'signed in': USER }),
  project: (snapshot) => ({
    viewer: snapshot.context.viewer.kind,
    attempts: snapshot.context.attempts,
  }),
  events: {
    'REALTIME.OPEN': [{ label: 'server listens', event: { type: 'REALTIME.OPEN' } }],
    'REALTIME.CLOSED': [{ label: 'connection drops', event: { type: 'REALTIME.CLOSED' } }],
    'REALTIME.NOTIFICATION': [
      {
        label: 'live message arrives',
        event: { type: 'REALTIME.NOTIFICATION', notification: note },
        offer: (s) => s.attempts === 0,
      },
    ],
    'REALTIME.PAYMENT': [
      {
        label: 'payment event arrives',
        event: {
          type: 'REALTIME.PAYMENT',
          payment: { type: 'subscribe_success', message: null, redirectUrl: null },
        },
        offer: (s) => s.viewer === 'user' && s.attempts === 0,
      },
    ],
  },
  doneOutputs: {},
  errors: {
    connect: [
      {
        label: 'connection cannot open',
        error: { name: 'TypeError', message: 'Failed to fetch' },
        offer: (s) => s.attempts <= 1,
      },
    ],
  },
} satisfies MachineFixture<typeof notificationsRealtimeMachine, NotificationsRealtimeProjection>;
