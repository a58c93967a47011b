import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { appDownloadMachine } from './app-download.machine';
import { selectAppDownloadView } from './app-download.selectors';
import type { AppDownloadPlace } from './app-download.types';

/** seed 001 §4, §9: the dialog shows 1 s after load. Written here, never read from the machine. */
const DELAY_MS = 1_000;

const LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=test.statecast.app',
  appStore: 'https://apps.apple.com/app/statecast/id0000000000',
};

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

async function start(place: AppDownloadPlace) {
  const clock = new SimulatedClock();
  const actor = createActor(
    appDownloadMachine.provide({ actors: { readPlace: fromPromise(async () => place) } }),
    { input: { isChina: false, links: LINKS }, clock },
  );
  actor.start();
  await settle();
  return { actor, clock, view: () => selectAppDownloadView(actor.getSnapshot()) };
}

describe("the app-download dialog's view (seed 001 §4)", () => {
  it('seed 001 §4, §9: nothing until 1 s after load, then the store links, until closed', async () => {
    const s = await start({ dismissed: false, path: '/' });
    expect(s.view()).toBeNull();
    s.clock.increment(DELAY_MS - 1);
    expect(s.view()).toBeNull();
    s.clock.increment(1);
    expect(s.view()).toEqual({ links: LINKS });
    s.actor.send({ type: 'APP_DOWNLOAD.DISMISS' });
    expect(s.view()).toBeNull();
  });

  it('seed 001 §4: nothing when the dismissed flag is stored', async () => {
    const s = await start({ dismissed: true, path: '/' });
    s.clock.increment(DELAY_MS);
    expect(s.view()).toBeNull();
  });

  it('shows nothing before the dialog exists', () => {
    expect(selectAppDownloadView(undefined)).toBeNull();
  });
});
