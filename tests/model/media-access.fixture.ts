import { deepStrictEqual } from 'node:assert/strict';
import { mediaAccessMachine } from '@machines/media-access/media-access.machine';
import { selectPaywall, selectStartAction } from '@machines/media-access/media-access.selectors';
import type { MediaAccessInput } from '@machines/media-access/media-access.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import { accessInput as input, PREMIER } from './media-access.builders';

export type MediaAccessProjection = {
  accessModel: string;
  viewerKnown: boolean;
  signedIn: boolean;
  preEntitled: boolean;
  failed: boolean;
  mediaOffers: number;
  subscriptionOffers: number;
  /** What the viewer sees: checked against the selectors on every vertex. */
  startAction: string;
  paywall: string;
};

const A = {
  auto: 'seed 002 §4: entitlement is granted automatically if the access model allows the media (seed 000 §6), with no check',
  perOffer:
    'seed 002 §4: otherwise entitlement is checked per media offer for signed-in users (docs/decisions.md: an item without offers of its own against the site subscription offers)',
  restoring:
    'seed 002 §4, docs/decisions.md: signed in only with a valid token: while a stored session is restored nothing is decided or checked',
  visitor: 'seed 002 §4, §6: a visitor is not checked and sees a paywall with sign-in or sign-up',
  noPlay: 'seed 002 §4: without entitlement the player does not open and offers are shown',
  start:
    "seed 002 §4: start button: entitled -> 'start watching'; not entitled with offers -> 'buy'; signed in without offers -> 'complete your subscription'; signed out -> 'sign up to start watching'",
  avod: 'seed 002 §4, §6: under the ad-supported model the start button is hidden when not entitled (no sign-in)',
  paywall:
    'seed 002 §4, §6: the paywall: sign-in or sign-up for a visitor; signed-in users with offers go to choose-offer, without offers to subscribe',
  granted: 'seed 002 §4: a granted offer opens the player',
  refused: 'seed 002 §4: no granted offer: the player stays closed and the offers are shown',
  failed: 'docs/decisions.md: a failed check is not a no: the viewer sees that it failed and can try again',
  again: 'seed 002 §4, §6: signing in or out, or buying, decides the entitlement again',
  listens:
    'seed 002 §4, §6: the flow listens to the viewer from its start (signing in or out, a subscription, a payment), told what it was started with',
} as const;

type AccessState = ProjectedState<MediaAccessProjection>;
type AccessStep = o.OracleStep<MediaAccessProjection>;
const inputOf = (s: AccessStep) => s.input as MediaAccessInput;

/** Where a decision lands, from the facts alone (seed 002 §4). */
function decided(s: AccessState): 'waitingForViewer' | 'entitled' | 'checking' | 'locked' {
  if (!s.viewerKnown) return 'waitingForViewer';
  if (s.preEntitled) return 'entitled';
  if (s.signedIn && s.mediaOffers + s.subscriptionOffers > 0) return 'checking';
  return 'locked';
}

/** The start button of a viewer who is not entitled (seed 002 §4, §6). */
function lockedStart(s: AccessState): string {
  if (s.accessModel === 'AVOD') return 'hidden';
  if (s.failed) return 'retry';
  if (s.mediaOffers > 0) return 'buy';
  return s.signedIn ? 'complete-subscription' : 'sign-up';
}

function lockedPaywall(s: AccessState): string {
  if (s.failed) return 'failed';
  if (s.accessModel === 'AVOD') return 'unavailable';
  if (!s.signedIn) return 'sign-in';
  return s.mediaOffers > 0 ? 'offers' : 'subscribe';
}

const playerClosed = o.holds<MediaAccessProjection>(A.noPlay, (s) =>
  s.state.paywall !== 'none' && s.state.startAction !== 'start' && s.state.startAction !== 'continue'
    ? true
    : `the player opens (start ${s.state.startAction}, paywall ${s.state.paywall})`,
);

/** May this viewer play this item, the start button and the paywall (seed 002 §4, §6; seed 000 §6). */
export const mediaAccessOracle = {
  states: {
    deciding: { seed: A.again },
    waitingForViewer: {
      seed: A.restoring,
      expect: [
        playerClosed,
        o.projected(A.restoring, { viewerKnown: false }),
        // Nothing decided yet: neither the visitor's paywall nor a 'buy' shows, the page waits.
        o.projected(A.restoring, { startAction: 'checking', paywall: 'checking' }),
        o.tagged(A.restoring, 'busy'),
      ],
    },
    checking: {
      seed: A.perOffer,
      expect: [
        playerClosed,
        o.projected(A.perOffer, { signedIn: true, preEntitled: false }),
        // The answer is not in yet: the start button and the paywall wait for it.
        o.projected(A.perOffer, { startAction: 'checking', paywall: 'checking' }),
        o.tagged(A.perOffer, 'busy'),
      ],
    },
    entitled: {
      seed: [A.auto, A.granted],
      expect: [o.projected(A.start, { startAction: 'start', paywall: 'none' })],
    },
    locked: {
      seed: [A.noPlay, A.start, A.paywall, A.visitor, A.avod],
      expect: [
        playerClosed,
        o.holds(A.start, (s) =>
          s.state.startAction === lockedStart(s.state)
            ? true
            : `start button ${s.state.startAction}, want ${lockedStart(s.state)}`,
        ),
        o.holds(A.paywall, (s) =>
          s.state.paywall === lockedPaywall(s.state)
            ? true
            : `paywall ${s.state.paywall}, want ${lockedPaywall(s.state)}`,
        ),
      ],
    },
  },
  transitions: [
    {
      on: ['xstate.init', 'ACCESS.VIEWER_CHANGED', 'ACCESS.RECHECK'],
      expect: [
        o.holds(A.again, (s) => {
          const want = decided(s.state);
          return s.to === want ? true : `decided ${s.to}, want ${want}`;
        }),
        o.holds(A.perOffer, (s) => {
          if (decided(s.state) !== 'checking') {
            return o.effectsExclude(A.visitor, o.invoked('checkOffers')).check(s);
          }
          const { mediaOfferIds, subscriptionOfferIds } = inputOf(s);
          const offerIds = mediaOfferIds.length > 0 ? mediaOfferIds : subscriptionOfferIds;
          return o.effectsInclude(A.perOffer, o.invoked('checkOffers', { offerIds })).check(s);
        }),
      ],
    },
    {
      on: 'xstate.init',
      expect: [
        o.holds(A.listens, (s) => {
          const { viewerKnown, signedIn, preEntitled } = inputOf(s);
          return o
            .effectsInclude(A.listens, o.invoked('watchViewer', { viewerKnown, signedIn, preEntitled }))
            .check(s);
        }),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => inputOf(s).preEntitled && inputOf(s).viewerKnown,
      expect: [o.stateIs(A.auto, 'entitled'), o.effectsExclude(A.auto, o.invoked('checkOffers'))],
    },
    {
      on: 'ACCESS.VIEWER_CHANGED',
      expect: [
        o.holds(A.again, (s) => {
          const e = s.event as unknown as { viewerKnown: boolean; signedIn: boolean; preEntitled: boolean };
          return s.state.viewerKnown === e.viewerKnown &&
            s.state.signedIn === e.signedIn &&
            s.state.preEntitled === e.preEntitled
            ? true
            : `decided with ${JSON.stringify(s.state)} after ${JSON.stringify(e)}`;
        }),
      ],
    },
    {
      on: 'signs out',
      expect: [
        o.stateIs(A.visitor, 'locked'),
        o.projected(A.visitor, { signedIn: false }),
        o.effectsExclude(A.visitor, o.invoked('checkOffers')),
        // A viewer whose check failed and who then signs out is a visitor like any other: sign-in
        // and sign-up, not the failed paywall and 'retry' (seed 002 §4, §6).
        o.holds(A.visitor, (s) =>
          s.state.paywall === 'sign-in' || s.state.accessModel === 'AVOD'
            ? true
            : `a visitor sees ${s.state.paywall}`,
        ),
      ],
    },
    {
      from: 'checking',
      on: 'an offer is entitled',
      expect: [o.stateIs(A.granted, 'entitled'), o.projected(A.granted, { failed: false })],
    },
    {
      from: 'checking',
      on: 'no offer is entitled',
      expect: [o.stateIs(A.refused, 'locked'), o.projected(A.refused, { failed: false })],
    },
    {
      from: 'checking',
      on: 'xstate.error.actor.checkOffers',
      expect: [
        o.stateIs(A.failed, 'locked'),
        o.projected(A.failed, { failed: true, startAction: 'retry', paywall: 'failed' }),
      ],
    },
    {
      // A payment decides again whatever was decided before: an entitled viewer's offers are
      // asked again (a preEntitled item is entitled again at once).
      from: 'entitled',
      on: 'ACCESS.RECHECK',
      expect: [
        o.holds(A.again, (s) => {
          const want = decided(s.state);
          return s.to === want ? true : `decided ${s.to}, want ${want}`;
        }),
      ],
    },
    {
      from: 'locked',
      on: 'ACCESS.RECHECK',
      where: (s) => Boolean(s.before?.failed && s.before.signedIn),
      expect: [o.stateIs(A.failed, 'checking'), o.projected(A.failed, { failed: false })],
    },
  ],
} satisfies o.MachineOracle<typeof mediaAccessMachine, MediaAccessProjection>;

/**
 * The start button and paywall (seed 002 §4, §6): pre-entitled items play at once, a signed-in
 * viewer's offers are checked, visitors meet the paywall, AVOD hides the button; signing in or
 * out and buying decide again.
 */
export const mediaAccessFixture = {
  machine: mediaAccessMachine,
  oracle: mediaAccessOracle,
  inputs: [
    { label: 'SVOD visitor, subscription item', input: input({}) },
    { label: 'SVOD, session restoring', input: input({ viewerKnown: false }) },
    { label: 'SVOD viewer, premier item', input: input({ signedIn: true, mediaOfferIds: PREMIER }) },
    { label: 'SVOD viewer, item without offers', input: input({ signedIn: true, mediaOfferIds: [] }) },
    {
      label: 'SVOD viewer, no offers known',
      input: input({ signedIn: true, mediaOfferIds: [], subscriptionOfferIds: [] }),
    },
    {
      label: 'AUTHVOD viewer, free item',
      input: input({ accessModel: 'AUTHVOD', signedIn: true, preEntitled: true, mediaOfferIds: [] }),
    },
    {
      label: 'AVOD visitor, item with offers',
      input: input({ accessModel: 'AVOD', subscriptionOfferIds: [] }),
    },
  ],
  project: (snapshot) => ({
    accessModel: snapshot.context.accessModel,
    viewerKnown: snapshot.context.viewerKnown,
    signedIn: snapshot.context.signedIn,
    preEntitled: snapshot.context.preEntitled,
    failed: snapshot.context.failed,
    mediaOffers: snapshot.context.mediaOfferIds.length,
    subscriptionOffers: snapshot.context.subscriptionOfferIds.length,
    startAction: selectStartAction(snapshot, false),
    paywall: selectPaywall(snapshot),
  }),
  events: {
    'ACCESS.VIEWER_CHANGED': [
      {
        label: 'signs in',
        event: { type: 'ACCESS.VIEWER_CHANGED', viewerKnown: true, signedIn: true, preEntitled: false },
        offer: (state) => !state.signedIn && state.accessModel !== 'AVOD',
      },
      {
        label: 'signs out',
        event: { type: 'ACCESS.VIEWER_CHANGED', viewerKnown: true, signedIn: false, preEntitled: false },
        offer: (state) => state.signedIn || !state.viewerKnown,
      },
    ],
    'ACCESS.RECHECK': [{ label: 'checks again', event: { type: 'ACCESS.RECHECK' } }],
  },
  doneOutputs: {
    checkOffers: [
      { label: 'an offer is entitled', output: true },
      { label: 'no offer is entitled', output: false },
    ],
  },
  errors: {
    checkOffers: [
      { label: 'the check fails', error: { name: 'AccountError', message: 'Request failed with 500' } },
    ],
  },
  stateAssertions: {
    checking: ({ snapshot, inputOf, description }) =>
      // docs/decisions.md: the item's own offers, else the site's subscription offers.
      deepStrictEqual(
        inputOf('checkOffers'),
        {
          offerIds:
            snapshot.context.mediaOfferIds.length > 0
              ? snapshot.context.mediaOfferIds
              : snapshot.context.subscriptionOfferIds,
        },
        description,
      ),
    entitled: ({ snapshot, description }) => {
      deepStrictEqual(selectStartAction(snapshot, true), 'continue', description);
      deepStrictEqual(selectPaywall(snapshot), 'none', description);
    },
  },
} satisfies MachineFixture<typeof mediaAccessMachine, MediaAccessProjection>;
