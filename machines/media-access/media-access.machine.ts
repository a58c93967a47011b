import { assign, fromCallback, setup } from 'xstate';
import { offersToCheck } from './media-access.rules';
import type {
  CheckOffersInput,
  MediaAccessContext,
  MediaAccessEvent,
  MediaAccessFacts,
  MediaAccessInput,
} from './media-access.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * May this viewer play this item (seed 002 §4 "Entitlement: granted automatically if the access
 * model allows the media; otherwise checked per media offer for signed-in users")? Decides at
 * once from what the access model allows, asks the account back end about each offer for a
 * signed-in viewer, and decides again when the viewer signs in or out or buys.
 */
export const mediaAccessMachine = setup({
  types: {} as FlowTypes<MediaAccessContext, MediaAccessEvent, 'entitled' | 'busy', MediaAccessInput>,
  actors: {
    /** Resolves true when any offer is entitled; rejects when no answer says so and a call failed. */
    checkOffers: unprovided<boolean, CheckOffersInput>(),
    /**
     * Listens to the viewer for as long as the flow runs: sends `ACCESS.VIEWER_CHANGED` when
     * they sign in or out or their subscription changes, and `ACCESS.RECHECK` when a payment
     * goes through for a signed-in viewer.
     */
    watchViewer: fromCallback<MediaAccessEvent, MediaAccessFacts>(() => () => {}),
  },
  guards: {
    isViewerUnknown: ({ context }) => !context.viewerKnown,
    isPreEntitled: ({ context }) => context.preEntitled,
    canCheckOffers: ({ context }) => context.signedIn && offersToCheck(context).length > 0,
    isGranted: (_, params: { granted: boolean }) => params.granted,
  },
}).createMachine({
  id: 'mediaAccess',
  context: ({ input }) => ({ ...input, failed: false }),
  initial: 'deciding',
  invoke: {
    id: 'watchViewer',
    src: 'watchViewer',
    // What the flow was started with: the watcher tells it when the viewer is no longer so.
    input: ({ context }) => ({
      viewerKnown: context.viewerKnown,
      signedIn: context.signedIn,
      preEntitled: context.preEntitled,
    }),
  },
  on: {
    'ACCESS.VIEWER_CHANGED': {
      target: '.deciding',
      // A failed check was the previous viewer's: the new one is decided afresh (seed 002 §4, §6).
      actions: assign(({ event }) => ({
        viewerKnown: event.viewerKnown,
        signedIn: event.signedIn,
        preEntitled: event.preEntitled,
        failed: false,
      })),
    },
  },
  states: {
    deciding: {
      tags: 'busy',
      always: [
        { guard: 'isViewerUnknown', target: 'waitingForViewer' },
        { guard: 'isPreEntitled', target: 'entitled' },
        { guard: 'canCheckOffers', target: 'checking' },
        { target: 'locked' },
      ],
    },
    /** The account is restoring a session: whether the viewer is signed in comes next. */
    waitingForViewer: {
      tags: 'busy',
    },
    checking: {
      tags: 'busy',
      entry: assign({ failed: false }),
      invoke: {
        id: 'checkOffers',
        src: 'checkOffers',
        input: ({ context }) => ({ offerIds: offersToCheck(context) }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ granted: event.output }) },
            target: 'entitled',
          },
          { target: 'locked' },
        ],
        onError: { target: 'locked', actions: assign({ failed: true }) },
      },
    },
    entitled: {
      tags: 'entitled',
      on: { 'ACCESS.RECHECK': { target: 'deciding' } },
    },
    locked: {
      on: { 'ACCESS.RECHECK': { target: 'deciding' } },
    },
  },
});
