import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accountDialogMachine } from './account-dialog.machine';
import type { AccountDialogInput, DialogNavigation, DialogSyncEvent } from './account-dialog.types';

/** seed 001 §2, §9: the dialog fades for 300 ms; welcome counts down 10 s. Never read from the code. */
const DIALOG_ANIMATION_MS = 300;
const WELCOME_SECONDS = 10;

const input: AccountDialogInput = {
  accessModel: 'SVOD',
  backend: 'hosted',
  hasOneTimeOffers: false,
  referrer: '/',
};
const sync = (view: string | null, signedIn: boolean, hasPassword = true): DialogSyncEvent => ({
  type: 'DIALOG.SYNC',
  view,
  signedIn,
  hasPassword,
  email: null,
  resetPasswordToken: null,
});

/** The dialog with flows that finish on demand, recording where it asks the page to go. */
function start(dialogInput = input) {
  const navigations: DialogNavigation[] = [];
  const clock = new SimulatedClock();
  const finished = <T>(output: T) => fromPromise<T>(() => Promise.resolve(output));
  const pending = <T>() => fromPromise<T>(() => new Promise<T>(() => {}));
  const machine = accountDialogMachine.provide({
    actions: { navigate: (_, to) => void navigations.push(to) },
    actors: {
      loginFlow: pending() as never,
      registerFlow: pending() as never,
      personalDetailsFlow: pending() as never,
      forgotPasswordFlow: pending() as never,
      changePasswordFlow: pending() as never,
      deleteAccountFlow: pending() as never,
    },
  });
  const actor = createActor(machine, { input: dialogInput, clock });
  actor.start();
  return { actor, navigations, clock, finished };
}

describe('account dialog navigation (seed 001 §2)', () => {
  it('sends a signed-out viewer from a protected view to login, replacing the URL', () => {
    const { actor, navigations } = start();
    actor.send(sync('personal-details', false));
    expect(actor.getSnapshot().matches({ open: 'login' })).toBe(true);
    expect(navigations).toEqual([{ to: 'view', view: 'login', replace: true }]);
  });

  it('lets a signed-out viewer open every public view', () => {
    for (const view of [
      'login',
      'create-account',
      'forgot-password',
      'reset-password',
      'send-confirmation',
      'edit-password',
    ]) {
      const { actor, navigations } = start();
      actor.send(sync(view, false));
      expect(actor.getSnapshot().hasTag('open'), view).toBe(true);
      expect(navigations, view).toEqual([]);
    }
  });

  it('closes after the 300 ms animation once `u` is gone, and asks for the page without it on close', () => {
    const { actor, navigations, clock } = start();
    actor.send(sync('login', false));
    actor.send({ type: 'DIALOG.CLOSE' });
    expect(navigations).toEqual([{ to: 'close' }]);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
    clock.increment(DIALOG_ANIMATION_MS - 1);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('counts welcome down from 10 s and closes at 0; start watching closes at once', () => {
    const { actor, navigations, clock } = start();
    actor.send(sync('welcome', true));
    expect(actor.getSnapshot().context.welcomeSeconds).toBe(WELCOME_SECONDS);
    // The simulated clock fires one tick per increment: each second is its own step.
    for (let second = 1; second < WELCOME_SECONDS; second++) clock.increment(1_000);
    expect(actor.getSnapshot().context.welcomeSeconds).toBe(1);
    clock.increment(999);
    expect(navigations).toEqual([]);
    clock.increment(1);
    expect(navigations).toEqual([{ to: 'close' }]);
    expect(actor.getSnapshot().matches('closing')).toBe(true);

    const second = start();
    second.actor.send(sync('welcome', true));
    second.actor.send({ type: 'WELCOME.START_WATCHING' });
    expect(second.navigations).toEqual([{ to: 'close' }]);
  });

  it('is large only for delete-account-confirmation', () => {
    const { actor } = start();
    actor.send(sync('delete-account', true));
    expect(actor.getSnapshot().hasTag('large')).toBe(false);
    actor.send({ type: 'DELETE.PASSWORD_ENTERED', password: 'Viewer123!' });
    expect(actor.getSnapshot().hasTag('large')).toBe(true);
  });

  it('sends the confirmation back to the password form when no password was entered', () => {
    const { actor, navigations } = start();
    actor.send(sync('delete-account-confirmation', true));
    expect(actor.getSnapshot().matches({ open: { deletion: 'form' } })).toBe(true);
    expect(navigations).toEqual([{ to: 'view', view: 'delete-account', replace: true }]);
  });

  it('opens nothing on a site without accounts', () => {
    const { actor, navigations } = start({ ...input, accessModel: 'AVOD', backend: null });
    actor.send(sync('login', false));
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(navigations).toEqual([{ to: 'close' }]);
  });

  it('takes an AUTHVOD viewer on to choose-offer only when the page has one-time offers (seed 001 §4)', async () => {
    for (const hasOneTimeOffers of [true, false]) {
      const navigations: DialogNavigation[] = [];
      const machine = accountDialogMachine.provide({
        actions: { navigate: (_, to) => void navigations.push(to) },
        actors: {
          personalDetailsFlow: fromPromise(() => Promise.resolve({ captured: true })) as never,
          checkoutFlow: fromPromise(() => new Promise(() => {})) as never,
        },
      });
      const actor = createActor(machine, { input: { ...input, accessModel: 'AUTHVOD' } });
      actor.start();
      actor.send({ ...sync('personal-details', true), hasOneTimeOffers });
      expect(actor.getSnapshot().context.hasOneTimeOffers).toBe(hasOneTimeOffers);
      // A sync that does not say keeps what the page said last.
      actor.send(sync('personal-details', true));
      expect(actor.getSnapshot().context.hasOneTimeOffers).toBe(hasOneTimeOffers);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(navigations.at(-1), String(hasOneTimeOffers)).toEqual({
        to: 'view',
        view: hasOneTimeOffers ? 'choose-offer' : 'welcome',
      });
    }
  });
});
