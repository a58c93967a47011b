import { deepStrictEqual } from 'node:assert/strict';
import { mediaAccessMachine, offersToCheck } from '@machines/media-access/media-access.machine';
import { selectPaywall, selectStartAction } from '@machines/media-access/media-access.selectors';
import type { MediaAccessInput } from '@machines/media-access/media-access.types';
import type { MachineFixture } from '../support/model-fixture';

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

const SUBSCRIPTION = ['S100000001_NL', 'S100000002_NL'];
const PREMIER = ['C100000101_NL'];

const input = (overrides: Partial<MediaAccessInput>): MediaAccessInput => ({
  accessModel: 'SVOD',
  viewerKnown: true,
  signedIn: false,
  preEntitled: false,
  mediaOfferIds: SUBSCRIPTION,
  subscriptionOfferIds: SUBSCRIPTION,
  ...overrides,
});

/**
 * The start button and paywall (seed 002 §4, §6): pre-entitled items play at once, a signed-in
 * viewer's offers are checked, visitors meet the paywall, AVOD hides the button; signing in or
 * out and buying decide again.
 */
export const mediaAccessFixture = {
  machine: mediaAccessMachine,
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
      deepStrictEqual(inputOf('checkOffers'), { offerIds: offersToCheck(snapshot.context) }, description),
    entitled: ({ snapshot, description }) => {
      deepStrictEqual(selectStartAction(snapshot, true), 'continue', description);
      deepStrictEqual(selectPaywall(snapshot), 'none', description);
    },
  },
} satisfies MachineFixture<typeof mediaAccessMachine, MediaAccessProjection>;
