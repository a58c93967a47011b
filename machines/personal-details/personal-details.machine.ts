import { assign, setup } from 'xstate';
import { failureOf } from '../login/account-failure';
import { captureFields } from './capture-fields';
import type {
  AccountUser,
  CaptureAnswers,
  CaptureStatus,
  PersonalDetailsContext,
  PersonalDetailsEvent,
  PersonalDetailsOutput,
} from './personal-details.types';
import type { FlowTypes, NoInput } from '../shared/flow-types';
import { fromEvent } from '../shared/event-input';
import { unprovided } from '../shared/unprovided';

/**
 * Personal-details capture after registration (seed 001 §2-5): skipped when capture is disabled
 * or not to be displayed; otherwise the enabled questions are asked and the answers saved. A
 * capture status that cannot be read skips too: the viewer is not held at a step they cannot
 * complete (docs/decisions.md).
 */
export const personalDetailsMachine = setup({
  types: {} as FlowTypes<
    PersonalDetailsContext,
    PersonalDetailsEvent,
    'busy' | 'loading',
    NoInput,
    PersonalDetailsOutput
  >,
  actors: {
    loadCaptureStatus: unprovided<CaptureStatus>(),
    saveCaptureAnswers: unprovided<AccountUser, CaptureAnswers>(),
  },
  actions: {
    /** Tells the account actor: `ACCOUNT.USER_UPDATED`. */
    announceUserUpdated: (_, _params: AccountUser) => {},
  },
  guards: {
    isCaptureShown: (_, status: CaptureStatus) =>
      status.isCaptureEnabled && status.shouldCaptureBeDisplayed && captureFields(status.settings).length > 0,
  },
}).createMachine({
  id: 'personalDetails',
  context: { fields: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCaptureStatus',
        src: 'loadCaptureStatus',
        onDone: [
          {
            guard: { type: 'isCaptureShown', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ fields: ({ event }) => captureFields(event.output.settings) }),
          },
          { target: 'skipped' },
        ],
        onError: { target: 'skipped' },
      },
    },
    editing: {
      on: {
        'DETAILS.SUBMIT': { target: 'saving', actions: assign({ failure: null }) },
        'DETAILS.EDIT': { actions: assign({ failure: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCaptureAnswers',
        src: 'saveCaptureAnswers',
        input: fromEvent('DETAILS.SUBMIT', (event) => event.answers),
        onDone: {
          target: 'saved',
          actions: { type: 'announceUserUpdated', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: failureOf }),
        },
      },
    },
    skipped: { type: 'final', output: { captured: false } satisfies PersonalDetailsOutput },
    saved: { type: 'final', output: { captured: true } satisfies PersonalDetailsOutput },
  },
  output: ({ event }) => (event as unknown as { output: PersonalDetailsOutput }).output,
});
