import { deepStrictEqual } from 'node:assert/strict';
import { shareMachine } from '@machines/share/share.machine';
import type { ShareInput } from '@machines/share/share.types';
import type { MachineFixture } from '../support/model-fixture';
import {
  effectsExclude,
  effectsInclude,
  invoked,
  projected,
  stateIs,
  type MachineOracle,
  type OracleStep,
} from '../support/oracle';

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

type Step = OracleStep<ShareProjection>;
const native = (s: Step) => (s.input as ShareInput).canShareNatively;
const nothingStarted = (rule: string) =>
  effectsExclude<ShareProjection>(rule, invoked('shareNatively'), invoked('copyLink'));

/** Share, as seed 002 §4 and §9 describe it. */
export const shareOracle = {
  delays: { COPIED_DURATION: { ms: SEED.copiedMs, rule: S.copied } },
  states: {
    idle: { seed: [S.native, S.copy] },
    sharing: {
      seed: S.native,
      expect: [projected(S.native, { canShareNatively: true, sharing: page.url })],
    },
    copying: { seed: [S.copy, S.fallback], expect: [projected(S.copy, { sharing: page.url })] },
    copied: { seed: S.copied, expect: [projected(S.copied, { sharing: page.url })] },
  },
  transitions: [
    { on: 'xstate.init', expect: [stateIs(S.native, 'idle'), nothingStarted(S.native)] },
    {
      from: ['idle', 'copied'],
      on: 'SHARE',
      where: native,
      expect: [
        stateIs(S.native, 'sharing'),
        effectsInclude(S.native, invoked('shareNatively', page)),
        effectsExclude(S.native, invoked('copyLink')),
      ],
    },
    {
      from: ['idle', 'copied'],
      on: 'SHARE',
      where: (s) => !native(s),
      expect: [
        stateIs(S.copy, 'copying'),
        effectsInclude(S.copy, invoked('copyLink', { url: page.url })),
        effectsExclude(S.copy, invoked('shareNatively')),
      ],
    },
    {
      from: 'sharing',
      on: 'xstate.done.actor.shareNatively',
      expect: [stateIs(S.native, 'idle'), nothingStarted(S.native)],
    },
    {
      from: 'sharing',
      on: 'dialog closed',
      expect: [stateIs(S.cancelled, 'idle'), nothingStarted(S.cancelled)],
    },
    {
      from: 'sharing',
      on: 'share refused',
      expect: [
        stateIs(S.fallback, 'copying'),
        effectsInclude(S.fallback, invoked('copyLink', { url: page.url })),
      ],
    },
    { from: 'copying', on: 'xstate.done.actor.copyLink', expect: [stateIs(S.copy, 'copied')] },
    { from: 'copying', on: 'xstate.error.actor.copyLink', expect: [stateIs(S.refused, 'idle')] },
    { from: 'copied', on: 'xstate.after.COPIED_DURATION', expect: [stateIs(S.copied, 'idle')] },
  ],
} satisfies MachineOracle<typeof shareMachine, ShareProjection>;

export const shareFixture = {
  machine: shareMachine,
  oracle: shareOracle,
  inputs: [
    { label: 'native share', input: { canShareNatively: true } },
    { label: 'no native share', input: { canShareNatively: false } },
  ],
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
