import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { mediaAccessMachine } from './media-access.machine';
import {
  sameMediaAccessState,
  selectIsEntitled,
  selectMediaAccessState,
  type MediaAccessState,
} from './media-access.selectors';
import type { CheckOffersInput, MediaAccessInput } from './media-access.types';
import { accessInput as input, PREMIER } from '../../tests/model/media-access.builders';

const hang = () => new Promise<never>(() => {});

/** The real flow whose entitlement check answers `check` (or never answers, or fails). */
function page(over: Partial<MediaAccessInput>, check: 'granted' | 'refused' | 'hang' | 'fail' = 'hang') {
  const actor = createActor(
    mediaAccessMachine.provide({
      actors: {
        checkOffers: fromPromise<boolean, CheckOffersInput>(() =>
          check === 'hang'
            ? hang()
            : check === 'fail'
              ? Promise.reject(new Error('Request failed with 500'))
              : Promise.resolve(check === 'granted'),
        ),
        watchViewer: fromCallback(() => () => {}),
      },
    }),
    { input: input(over) },
  );
  actor.start();
  return {
    actor,
    view: () => selectMediaAccessState(actor.getSnapshot()),
    entitled: () => selectIsEntitled(actor.getSnapshot()),
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  };
}

const WAITING: MediaAccessState = {
  entitled: false,
  paywall: 'checking',
  startActions: ['checking', 'checking'],
  signedIn: false,
};

const PLAYS: MediaAccessState = {
  entitled: true,
  paywall: 'none',
  startActions: ['start', 'continue'],
  signedIn: true,
};

describe('what the media page shows of the access flow (seed 002 §4, §6)', () => {
  it('docs/decisions.md: while a stored session is restored nothing is decided: the page waits', () => {
    expect(page({ viewerKnown: false }).view()).toEqual(WAITING);
  });

  it("seed 002 §4: while a signed-in viewer's offers are checked the page waits", () => {
    expect(page({ signedIn: true }).view()).toEqual({ ...WAITING, signedIn: true });
    expect(page({ signedIn: true }).entitled()).toBe(false);
  });

  it("seed 002 §4: entitled -> 'start watching', 'continue watching' with progress, no paywall", async () => {
    const free = page({ accessModel: 'AUTHVOD', signedIn: true, preEntitled: true, mediaOfferIds: [] });
    expect(free.view()).toEqual(PLAYS);
    expect(free.entitled()).toBe(true);

    const granted = page({ signedIn: true, mediaOfferIds: PREMIER }, 'granted');
    await granted.settle();
    expect(granted.view()).toEqual(PLAYS);
  });

  it("seed 002 §4, §6: a visitor sees the paywall's sign-in; 'buy' with offers, else 'sign up to start watching'", () => {
    expect(page({}).view()).toEqual({
      entitled: false,
      paywall: 'sign-in',
      startActions: ['buy', 'buy'],
      signedIn: false,
    });
    expect(page({ mediaOfferIds: [], subscriptionOfferIds: [] }).view()).toEqual({
      entitled: false,
      paywall: 'sign-in',
      startActions: ['sign-up', 'sign-up'],
      signedIn: false,
    });
  });

  it("seed 002 §4, §6: a signed-in viewer refused with offers sees them and 'buy'", async () => {
    const refused = page({ signedIn: true, mediaOfferIds: PREMIER }, 'refused');
    await refused.settle();
    expect(refused.view()).toEqual({
      entitled: false,
      paywall: 'offers',
      startActions: ['buy', 'buy'],
      signedIn: true,
    });
  });

  it("seed 002 §4: signed in without offers -> the way to subscribe, 'complete your subscription'", () => {
    expect(page({ signedIn: true, mediaOfferIds: [], subscriptionOfferIds: [] }).view()).toEqual({
      entitled: false,
      paywall: 'subscribe',
      startActions: ['complete-subscription', 'complete-subscription'],
      signedIn: true,
    });
  });

  it('seed 002 §4, §6: under AVOD without entitlement the start button is hidden, no sign-in', () => {
    expect(page({ accessModel: 'AVOD', subscriptionOfferIds: [] }).view()).toEqual({
      entitled: false,
      paywall: 'unavailable',
      startActions: ['hidden', 'hidden'],
      signedIn: false,
    });
  });

  it('docs/decisions.md: a failed check is not a no: the page says so and offers a retry', async () => {
    const failed = page({ signedIn: true, mediaOfferIds: PREMIER }, 'fail');
    await failed.settle();
    expect(failed.view()).toEqual({
      entitled: false,
      paywall: 'failed',
      startActions: ['retry', 'retry'],
      signedIn: true,
    });
  });
});

describe('the media page redraws only when what it shows changes (seed 002 §4)', () => {
  const base: MediaAccessState = {
    entitled: false,
    paywall: 'offers',
    startActions: ['buy', 'buy'],
    signedIn: true,
  };

  it('the same view is the same', () => {
    expect(sameMediaAccessState(base, { ...base, startActions: ['buy', 'buy'] })).toBe(true);
  });

  it.each<[string, MediaAccessState]>([
    ['entitlement', { ...base, entitled: true }],
    ['paywall', { ...base, paywall: 'subscribe' }],
    ['start button without progress', { ...base, startActions: ['retry', 'buy'] }],
    ['start button with progress', { ...base, startActions: ['buy', 'retry'] }],
    ['signed in', { ...base, signedIn: false }],
  ])('a change of the %s is a change', (_, changed) => {
    expect(sameMediaAccessState(base, changed)).toBe(false);
  });
});
