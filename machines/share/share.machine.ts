import { assertEvent, assign, setup } from 'xstate';
import type {
  CopyLinkInput,
  ShareContext,
  ShareEvent,
  ShareFailure,
  ShareInput,
  ShareNativelyInput,
} from './share.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/** seed 002 §4, §9: 'copied' shows for 2 s. */
export const COPIED_DURATION_MS = 2_000;

/**
 * Share (seed 002 §4): the native share dialog when the browser has one, else the page address is
 * copied and 'copied' shows for 2 s. A native share that fails for another reason than the viewer
 * cancelling falls back to copying.
 */
export const shareMachine = setup({
  types: {} as FlowTypes<ShareContext, ShareEvent, string, ShareInput>,
  actors: {
    shareNatively: unprovided<void, ShareNativelyInput>(),
    copyLink: unprovided<void, CopyLinkInput>(),
  },
  delays: {
    COPIED_DURATION: COPIED_DURATION_MS,
  },
  guards: {
    canShareNatively: ({ context }) => context.canShareNatively,
    /** The viewer closed the native dialog: nothing more to do. */
    wasCancelled: ({ event }) => ((event as { error?: ShareFailure }).error ?? {}).name === 'AbortError',
  },
  actions: {
    assignRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'SHARE');
        return { url: event.url, title: event.title };
      },
    }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ canShareNatively: input.canShareNatively, request: null }),
  initial: 'idle',
  on: {
    SHARE: [
      { guard: 'canShareNatively', target: '.sharing', actions: 'assignRequest' },
      { target: '.copying', actions: 'assignRequest' },
    ],
  },
  states: {
    idle: {},
    sharing: {
      on: { SHARE: {} },
      invoke: {
        id: 'shareNatively',
        src: 'shareNatively',
        input: ({ context }) => context.request ?? { url: '', title: '' },
        onDone: { target: 'idle' },
        onError: [{ guard: 'wasCancelled', target: 'idle' }, { target: 'copying' }],
      },
    },
    copying: {
      on: { SHARE: {} },
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ url: context.request?.url ?? '' }),
        onDone: { target: 'copied' },
        // The seed names no message for a refused copy; the button simply stays as it was.
        onError: { target: 'idle' },
      },
    },
    copied: {
      after: { COPIED_DURATION: { target: 'idle' } },
    },
  },
});
