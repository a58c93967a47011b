import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chromePromptMachine } from './chrome-prompt.machine';
import { selectChromePromptShown } from './chrome-prompt.selectors';
import type { ChromePromptPlace } from './chrome-prompt.types';

const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

async function start(isChina: boolean, place: ChromePromptPlace) {
  const actor = createActor(
    chromePromptMachine.provide({ actors: { readPlace: fromPromise(async () => place) } }),
    { input: { isChina } },
  );
  actor.start();
  const before = selectChromePromptShown(actor.getSnapshot());
  await settle();
  return { actor, before };
}

describe('whether the Chrome recommendation shows (seed 001 §4)', () => {
  it('seed 001 §4: shows in China mode on Android outside Chrome, and goes once dismissed', async () => {
    const { actor, before } = await start(true, { dismissed: false, userAgent: ANDROID_FIREFOX });
    expect(before).toBe(false);
    expect(selectChromePromptShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CHROME_PROMPT.DISMISS' });
    expect(selectChromePromptShown(actor.getSnapshot())).toBe(false);
  });

  it('seed 001 §1, §4: never outside China mode', async () => {
    const { actor } = await start(false, { dismissed: false, userAgent: ANDROID_FIREFOX });
    expect(selectChromePromptShown(actor.getSnapshot())).toBe(false);
  });

  it('shows nothing before the prompt exists', () => {
    expect(selectChromePromptShown(undefined)).toBe(false);
  });
});
