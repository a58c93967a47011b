import { assign, setup } from 'xstate';
import type { ToastRequest } from '../login/account-failure';
import {
  RESEND_COUNTDOWN_SECONDS,
  RESEND_TICK_MS,
  type ResendCodeInput,
  type ResendCountdownContext,
  type ResendCountdownEvent,
  type ResendCountdownInput,
} from './resend-countdown.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * 'Resend Code' with its countdown (seed 002 §2, §4, §9): 120 s ticking every second, kept in
 * local storage so a reload goes on where it was; a code may be asked for again only at 0; a
 * successful resend clears the stored count and starts again from 120.
 */
export const resendCountdownMachine = setup({
  types: {} as FlowTypes<ResendCountdownContext, ResendCountdownEvent, 'busy', ResendCountdownInput>,
  actors: {
    resendCode: unprovided<void, ResendCodeInput>(),
  },
  delays: { TICK: RESEND_TICK_MS },
  actions: {
    /** Keeps the count across reloads. */
    storeRemaining: (_, _params: { seconds: number }) => {},
    clearStoredRemaining: () => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isLastSecond: ({ context }) => context.remainingSeconds <= 1,
    isAtZero: ({ context }) => context.remainingSeconds <= 0,
    hasEmail: ({ context }) => Boolean(context.email),
  },
}).createMachine({
  id: 'resendCountdown',
  context: ({ input }) => ({
    email: input.email,
    remainingSeconds: Math.max(0, Math.min(RESEND_COUNTDOWN_SECONDS, Math.floor(input.remainingSeconds))),
    failed: false,
    missingEmail: false,
  }),
  initial: 'counting',
  states: {
    counting: {
      after: {
        TICK: [
          {
            guard: 'isLastSecond',
            target: 'idle',
            actions: [assign({ remainingSeconds: 0 }), { type: 'storeRemaining', params: { seconds: 0 } }],
          },
          {
            target: 'counting',
            reenter: true,
            actions: [
              assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
              { type: 'storeRemaining', params: ({ context }) => ({ seconds: context.remainingSeconds }) },
            ],
          },
        ],
      },
      // A count stored as 0 starts here too: at 0 the code may be asked for at once.
      on: { RESEND: { guard: 'isAtZero', target: 'checkingEmail' } },
    },
    idle: {
      on: { RESEND: { target: 'checkingEmail' } },
    },
    checkingEmail: {
      always: [
        { guard: 'hasEmail', target: 'resending', actions: assign({ failed: false, missingEmail: false }) },
        {
          target: 'idle',
          actions: [
            assign({ missingEmail: true }),
            { type: 'showToast', params: { kind: 'error', key: 'missing_email' } },
          ],
        },
      ],
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: {
          target: 'counting',
          actions: [
            'clearStoredRemaining',
            assign({ remainingSeconds: RESEND_COUNTDOWN_SECONDS }),
            { type: 'storeRemaining', params: { seconds: RESEND_COUNTDOWN_SECONDS } },
            { type: 'showToast', params: { kind: 'success', key: 'otp_sent' } },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ failed: true }),
            { type: 'showToast', params: { kind: 'error', key: 'otp_request_failed' } },
          ],
        },
      },
    },
  },
});
