import { assign, setup } from 'xstate';
import { failureOf, failureToast } from '../login/account-failure';
import type {
  PreferencesContext,
  PreferencesEvent,
  PreferencesInput,
  PreferencesOutput,
  SavePreferencesInput,
  SportOption,
  ToastRequest,
  UserPreferences,
} from './preferences.types';
import type { FlowTypes } from '../shared/flow-types';
import { fromEvent } from '../shared/event-input';
import { unprovided } from '../shared/unprovided';

/**
 * Favourite sports on /preferences (seed 002 §2, §4-5, §8): the sports to pick from are loaded,
 * the viewer ticks at least one and submits ('Preferences updated successfully!'), or skips to /.
 * After saving a social account goes to /, any other to /login.
 */
export const preferencesMachine = setup({
  types: {} as FlowTypes<
    PreferencesContext,
    PreferencesEvent,
    'busy' | 'loading',
    PreferencesInput,
    PreferencesOutput
  >,
  actors: {
    loadSportOptions: unprovided<SportOption[]>(),
    savePreferences: unprovided<UserPreferences, SavePreferencesInput>(),
  },
  actions: {
    showToast: (_, _params: ToastRequest) => {},
    /** Tells the account actor the user's sports changed. */
    announcePreferences: (_, _params: UserPreferences) => {},
  },
  guards: {
    isSocial: ({ context }) => context.isSocial,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    isSocial: input.isSocial,
    selected: input.selected,
    options: [],
    failure: null,
  }),
  initial: 'loading',
  on: { 'PREFERENCES.SKIP': { target: '.skipped' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSportOptions',
        src: 'loadSportOptions',
        onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: failureOf }),
        },
      },
    },
    loadFailed: {
      on: { 'PREFERENCES.RETRY': { target: 'loading', actions: assign({ failure: null }) } },
    },
    editing: {
      on: {
        'PREFERENCES.SUBMIT': {
          target: 'saving',
          actions: assign({ selected: ({ event }) => event.sports, failure: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      on: { 'PREFERENCES.SKIP': {} },
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: fromEvent('PREFERENCES.SUBMIT', (event) => ({ sports: event.sports })),
        onDone: [
          {
            guard: 'isSocial',
            target: 'savedSocial',
            actions: [
              { type: 'announcePreferences', params: ({ event }) => event.output },
              { type: 'showToast', params: { kind: 'success', key: 'preferences_updated' } },
            ],
          },
          {
            target: 'saved',
            actions: [
              { type: 'announcePreferences', params: ({ event }) => event.output },
              { type: 'showToast', params: { kind: 'success', key: 'preferences_updated' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [assign({ failure: failureOf }), { type: 'showToast', params: failureToast }],
        },
      },
    },
    skipped: { type: 'final', output: { next: 'home' } satisfies PreferencesOutput },
    savedSocial: { type: 'final', output: { next: 'home' } satisfies PreferencesOutput },
    saved: { type: 'final', output: { next: 'login' } satisfies PreferencesOutput },
  },
  output: ({ event }) => (event as unknown as { output: PreferencesOutput }).output,
});
