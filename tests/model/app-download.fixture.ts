import { appDownloadMachine } from '@machines/app-download/app-download.machine';
import type { AppDownloadInput } from '@machines/app-download/app-download.types';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

export type AppDownloadProjection = { isChina: boolean };

/** seed 001 §4, §9: written here, never read from the machine. */
const SEED = { delayMs: 1000 } as const;

const R = {
  after: 'seed 001 §4, §9: the app-download dialog shows 1 s after load',
  dismissedFlag: 'seed 001 §4: not shown when the dismissed flag is in local storage',
  closing: 'seed 001 §4: closing the dialog sets the dismissed flag',
  china: 'seed 001 §4: hidden in China mode',
  embed: 'seed 001 §2, §4: hidden on /federation-embed paths',
  noStore: 'docs/decisions.md (App prompts): no dialog when the config links no app store',
} as const;

const LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=test.statecast.app',
  appStore: 'https://apps.apple.com/app/statecast/id0000000000',
};
const inputs = {
  plain: { isChina: false, links: LINKS },
  china: { isChina: true, links: LINKS },
  noLinks: { isChina: false, links: { googlePlay: null, appStore: null } },
} satisfies Record<string, AppDownloadInput>;

/** Neither China mode nor a config without store links. */
const visible = (s: o.OracleStep<AppDownloadProjection>) => {
  const input = s.input as AppDownloadInput;
  return !input.isChina && Boolean(input.links.googlePlay);
};

const neverShown = (rule: string) => o.effectsExclude<AppDownloadProjection>(rule, o.action('storeDismissed'));

/** The app-download dialog, as seed 001 §2, §4 and §9 describe it. */
export const appDownloadOracle = {
  delays: { APP_DOWNLOAD_DELAY: { ms: SEED.delayMs, rule: R.after } },
  states: {
    reading: { seed: [R.dismissedFlag, R.embed, R.china, R.noStore] },
    waiting: { seed: R.after },
    open: { seed: R.after },
    dismissed: { seed: [R.dismissedFlag, R.closing] },
    hidden: { seed: [R.china, R.embed, R.noStore] },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: o.endsIn(R.dismissedFlag, 'reading', o.invoked('readPlace')),
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => (s.input as AppDownloadInput).isChina,
      expect: [o.stateIs(R.china, 'hidden'), neverShown(R.china)],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => !(s.input as AppDownloadInput).links.googlePlay,
      expect: [o.stateIs(R.noStore, 'hidden')],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => visible(s) && (s.event.output as { dismissed: boolean }).dismissed,
      expect: [o.stateIs(R.dismissedFlag, 'dismissed'), neverShown(R.dismissedFlag)],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => {
        const place = s.event.output as { dismissed: boolean; path: string };
        return visible(s) && !place.dismissed && place.path.startsWith('/federation-embed/');
      },
      expect: [o.stateIs(R.embed, 'hidden')],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => {
        const place = s.event.output as { dismissed: boolean; path: string };
        return visible(s) && !place.dismissed && !place.path.startsWith('/federation-embed');
      },
      expect: [o.stateIs(R.after, 'waiting')],
    },
    { from: 'waiting', on: 'xstate.after.APP_DOWNLOAD_DELAY', expect: [o.stateIs(R.after, 'open')] },
    {
      from: 'open',
      on: 'APP_DOWNLOAD.DISMISS',
      expect: o.endsIn(R.closing, 'dismissed', o.action('storeDismissed')),
    },
    { from: 'reading', on: 'xstate.error.actor.readPlace', expect: [o.stateIs(R.dismissedFlag, 'hidden')] },
  ],
} satisfies o.MachineOracle<typeof appDownloadMachine, AppDownloadProjection>;

/** The app-download dialog (seed 001 §4): 1 s after load, unless dismissed, China or embed. */
export const appDownloadFixture = {
  machine: appDownloadMachine,
  oracle: appDownloadOracle,
  inputs: [
    { label: 'store links', input: inputs.plain },
    { label: 'China mode', input: inputs.china },
    { label: 'no store links', input: inputs.noLinks },
  ],
  project: (snapshot) => ({ isChina: snapshot.context.isChina }),
  events: {
    'APP_DOWNLOAD.DISMISS': [{ label: 'close dialog', event: { type: 'APP_DOWNLOAD.DISMISS' } }],
  },
  doneOutputs: {
    readPlace: [
      { label: 'first visit', output: { dismissed: false, path: '/' } },
      { label: 'dismissed before', output: { dismissed: true, path: '/' }, offer: (s) => !s.isChina },
      {
        label: 'embed page',
        output: { dismissed: false, path: '/federation-embed/5f0c8b1e-1d2c-4c3b-9a8e-2b7f6d5e4c3a' },
        offer: (s) => !s.isChina,
      },
    ],
  },
  errors: {
    readPlace: [{ label: 'storage refused', error: { message: 'No local storage' }, offer: (s) => !s.isChina }],
  },
} satisfies MachineFixture<typeof appDownloadMachine, AppDownloadProjection>;
