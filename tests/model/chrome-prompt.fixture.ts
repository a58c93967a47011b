import { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import type { ChromePromptInput, ChromePromptPlace } from '@machines/chrome-prompt/chrome-prompt.types';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

export type ChromePromptProjection = { isChina: boolean };

const R = {
  china: 'seed 001 §1, §4: the Chrome recommendation is for China mode only',
  android: 'seed 001 §4: shown only on Android, when the browser is not already Chrome or Edge',
  dismissed: 'seed 001 §4: not shown again once dismissed; dismissal is stored',
} as const;

/** Real user agents (Android 14): what the seed's rule is checked against. */
export const UA = {
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidEdge:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
} as const;

const china = (s: o.OracleStep<ChromePromptProjection>) => (s.input as ChromePromptInput).isChina;

const NEEDS_CHROME: readonly string[] = [UA.androidFirefox, UA.androidSamsung];

/** The Chrome recommendation, as seed 001 §1 and §4 describe it. */
export const chromePromptOracle = {
  states: {
    reading: { seed: [R.china, R.android, R.dismissed] },
    shown: { seed: R.android },
    dismissed: { seed: R.dismissed },
    hidden: { seed: [R.china, R.android] },
  },
  transitions: [
    { on: 'xstate.init', expect: o.endsIn(R.china, 'reading', o.invoked('readPlace')) },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => !(s.input as ChromePromptInput).isChina,
      expect: [o.stateIs(R.china, 'hidden'), o.effectsExclude(R.china, o.action('storeDismissed'))],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => china(s) && (s.event.output as ChromePromptPlace).dismissed,
      expect: [o.stateIs(R.dismissed, 'dismissed')],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => {
        const place = s.event.output as ChromePromptPlace;
        return china(s) && !place.dismissed && NEEDS_CHROME.includes(place.userAgent);
      },
      expect: [o.stateIs(R.android, 'shown')],
    },
    {
      from: 'reading',
      on: 'xstate.done.actor.readPlace',
      where: (s) => {
        const place = s.event.output as ChromePromptPlace;
        return china(s) && !place.dismissed && !NEEDS_CHROME.includes(place.userAgent);
      },
      expect: [o.stateIs(R.android, 'hidden')],
    },
    {
      from: 'shown',
      on: 'CHROME_PROMPT.DISMISS',
      expect: o.endsIn(R.dismissed, 'dismissed', o.action('storeDismissed')),
    },
    { from: 'reading', on: 'xstate.error.actor.readPlace', expect: [o.stateIs(R.android, 'hidden')] },
  ],
} satisfies o.MachineOracle<typeof chromePromptMachine, ChromePromptProjection>;

const place = (userAgent: string, dismissed = false): ChromePromptPlace => ({ dismissed, userAgent });

const inChina = (s: { isChina: boolean }) => s.isChina;

/** The Chrome recommendation (seed 001 §4): China mode, Android, not Chrome or Edge, dismissible. */
export const chromePromptFixture = {
  machine: chromePromptMachine,
  oracle: chromePromptOracle,
  inputs: inputsOf('isChina', { 'China mode': true, 'outside China': false }),
  project: (snapshot) => ({ isChina: snapshot.context.isChina }),
  events: {
    'CHROME_PROMPT.DISMISS': [{ label: 'dismiss prompt', event: { type: 'CHROME_PROMPT.DISMISS' } }],
  },
  doneOutputs: {
    readPlace: [
      { label: 'Android Firefox', output: place(UA.androidFirefox) },
      { label: 'Samsung Internet', output: place(UA.androidSamsung), offer: inChina },
      { label: 'Android Chrome', output: place(UA.androidChrome), offer: inChina },
      { label: 'Android Edge', output: place(UA.androidEdge), offer: inChina },
      { label: 'desktop Firefox', output: place(UA.desktopFirefox), offer: inChina },
      { label: 'dismissed before', output: place(UA.androidFirefox, true), offer: inChina },
    ],
  },
  errors: {
    readPlace: [{ label: 'storage refused', error: { message: 'No local storage' }, offer: inChina }],
  },
} satisfies MachineFixture<typeof chromePromptMachine, ChromePromptProjection>;
