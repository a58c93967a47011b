import { deepStrictEqual } from 'node:assert/strict';
import { COPIED_DURATION_MS, shareMachine } from '@machines/share/share.machine';
import type { MachineFixture } from '../support/model-fixture';

export type ShareProjection = { canShareNatively: boolean; sharing: string | null };

const page = { url: 'http://127.0.0.1:4780/m/MvDrm002/paper-boats', title: 'Paper Boats' };

export const shareFixture = {
  machine: shareMachine,
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
  expectedDelayMs: (type) => {
    // seed 002 §4, §9: 'copied' shows for 2 s.
    if (type.startsWith('xstate.after.COPIED_DURATION.')) return COPIED_DURATION_MS;
    throw new Error(`No delay planned for ${type}`);
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
