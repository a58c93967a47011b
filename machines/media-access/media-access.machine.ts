import { assign, fromPromise, setup } from 'xstate';
import type {
  CheckOffersInput,
  MediaAccessContext,
  MediaAccessEvent,
  MediaAccessInput,
} from './media-access.types';

const never = <T>() => new Promise<T>(() => {});

/** The offers an entitlement check asks about: the item's own, else the site's subscription. */
export const offersToCheck = (context: Pick<MediaAccessContext, 'mediaOfferIds' | 'subscriptionOfferIds'>) =>
  context.mediaOfferIds.length > 0 ? context.mediaOfferIds : context.subscriptionOfferIds;

/**
 * May this viewer play this item (seed 002 §4 "Entitlement: granted automatically if the access
 * model allows the media; otherwise checked per media offer for signed-in users")? Decides at
 * once from what the access model allows, asks the account back end about each offer for a
 * signed-in viewer, and decides again when the viewer signs in or out or buys.
 */
export const mediaAccessMachine = setup({
  types: {
    context: {} as MediaAccessContext,
    events: {} as MediaAccessEvent,
    input: {} as MediaAccessInput,
    tags: {} as 'entitled' | 'busy',
  },
  actors: {
    /** Resolves true when any offer is entitled; rejects when no answer says so and a call failed. */
    checkOffers: fromPromise<boolean, CheckOffersInput>(() => never()),
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
  on: {
    'ACCESS.VIEWER_CHANGED': {
      target: '.deciding',
      actions: assign(({ event }) => ({
        viewerKnown: event.viewerKnown,
        signedIn: event.signedIn,
        preEntitled: event.preEntitled,
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
