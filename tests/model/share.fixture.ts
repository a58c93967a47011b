import { deepStrictEqual } from 'node:assert/strict';
import { shareMachine } from '@machines/share/share.machine';
import type { ShareInput } from '@machines/share/share.types';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

export type ShareProjection = { canShareNatively: boolean; sharing: string | null };

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

/** seed 002 §4, §9: 'copied' shows for 2 s (copy-confirm 2 s). Never read from the machine. */
const SEED = { copiedMs: 2_000 } as const;

const S = {
  native: 'seed 002 §4: share opens the native share dialog if available',
  copy: "seed 002 §4: without a native share dialog the page URL is copied and 'copied' shows",
  copied: "seed 002 §4, §9: 'copied' shows for 2 s, then the button is back",
  cancelled: 'seed 002 §4: the viewer closing the native dialog shares nothing and copies nothing',
  fallback: 'seed 002 §4: a native share that cannot be done falls back to copying the page URL',
  refused: "seed 002 §4: a copy that did not happen never says 'copied'",
} as const;

type Step = o.OracleStep<ShareProjection>;
const native = (s: Step) => (s.input as ShareInput).canShareNatively;
const nothingStarted = (rule: string) =>
  o.effectsExclude<ShareProjection>(rule, o.invoked('shareNatively'), o.invoked('copyLink'));

/** Share, as seed 002 §4 and §9 describe it. */
export const shareOracle = {
  delays: { COPIED_DURATION: { ms: SEED.copiedMs, rule: S.copied } },
  states: {
    idle: { seed: [S.native, S.copy] },
    sharing: {
      seed: S.native,
      expect: [o.projected(S.native, { canShareNatively: true, sharing: page.url })],
    },
    copying: { seed: [S.copy, S.fallback], expect: [o.projected(S.copy, { sharing: page.url })] },
    copied: { seed: S.copied, expect: [o.projected(S.copied, { sharing: page.url })] },
  },
  transitions: [
    { on: 'xstate.init', expect: [o.stateIs(S.native, 'idle'), nothingStarted(S.native)] },
    {
      from: ['idle', 'copied'],
      on: 'SHARE',
      where: native,
      expect: [
        o.stateIs(S.native, 'sharing'),
        o.effectsInclude(S.native, o.invoked('shareNatively', page)),
        o.effectsExclude(S.native, o.invoked('copyLink')),
      ],
    },
    {
      from: ['idle', 'copied'],
      on: 'SHARE',
      where: (s) => !native(s),
      expect: [
        o.stateIs(S.copy, 'copying'),
        o.effectsInclude(S.copy, o.invoked('copyLink', { url: page.url })),
        o.effectsExclude(S.copy, o.invoked('shareNatively')),
      ],
    },
    {
      from: 'sharing',
      on: 'xstate.done.actor.shareNatively',
      expect: [o.stateIs(S.native, 'idle'), nothingStarted(S.native)],
    },
    {
      from: 'sharing',
      on: 'dialog closed',
      expect: [o.stateIs(S.cancelled, 'idle'), nothingStarted(S.cancelled)],
    },
    {
      from: 'sharing',
      on: 'share refused',
      expect: o.endsIn(S.fallback, 'copying', o.invoked('copyLink', { url: page.url })),
    },
    { from: 'copying', on: 'xstate.done.actor.copyLink', expect: [o.stateIs(S.copy, 'copied')] },
    { from: 'copying', on: 'xstate.error.actor.copyLink', expect: [o.stateIs(S.refused, 'idle')] },
    { from: 'copied', on: 'xstate.after.COPIED_DURATION', expect: [o.stateIs(S.copied, 'idle')] },
  ],
} satisfies o.MachineOracle<typeof shareMachine, ShareProjection>;

export const shareFixture = {
  machine: shareMachine,
  oracle: shareOracle,
  inputs: inputsOf('canShareNatively', { 'native share': true, 'no native share': false }),
  project: (snapshot) => ({
    canShareNatively: snapshot.context.canShareNatively,
    sharing: snapshot.context.request?.url ?? null,
  }),
  events: {
    SHARE: [{ label: 'share', event: { type: 'SHARE', ...page } }],
  },
  doneOutputs: {
    shareNatively: [{ label: 'shared', output: undefined }],
    copyLink: [{ label: 'copied', output: undefined }],
  },
  errors: {
    shareNatively: [
      { label: 'dialog closed', error: { name: 'AbortError', message: 'Share canceled' } },
      { label: 'share refused', error: { name: 'NotAllowedError', message: 'Permission denied' } },
    ],
    copyLink: [
      { label: 'copy refused', error: { name: 'NotAllowedError', message: 'Write permission denied' } },
    ],
  },
  stateAssertions: {
    sharing: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('shareNatively'), page, description);
    },
    copying: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('copyLink'), { url: page.url }, description);
    },
  },
} satisfies MachineFixture<typeof shareMachine, ShareProjection>;
