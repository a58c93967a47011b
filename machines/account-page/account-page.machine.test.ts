import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { accountError, buildUser, publisherConsents } from '../../tests/model/login.builders';
import { accountPageMachine } from './account-page.machine';
import type { AccountUser, CustomerConsent, EmailUpdate, UserUpdate } from './account-page.types';

const accepted: CustomerConsent[] = [{ name: 'terms', version: '2', state: 'accepted', value: true }];

/**
 * The page on services provided by the names the app wires (src/app/flows/account-flows.actors.ts),
 * each answering at once: the model tests replace every actor the machine names, so only here does
 * a save reach the service the app gave it.
 */
function pageOnServices(exports: (() => Promise<void>)[] = []) {
  const calls: string[] = [];
  let exportCount = 0;
  const actor = createActor(
    accountPageMachine.provide({
      actors: {
        loadPublisherConsents: fromPromise(async () => publisherConsents),
        saveNames: fromPromise<AccountUser, UserUpdate>(async ({ input }) => {
          calls.push(`names ${input.firstName} ${input.lastName}`);
          return buildUser({ firstName: input.firstName, lastName: input.lastName });
        }),
        saveEmail: fromPromise<AccountUser, EmailUpdate>(async ({ input }) => {
          calls.push(`email ${input.email}`);
          return buildUser({ email: input.email });
        }),
        saveConsents: fromPromise<CustomerConsent[], CustomerConsent[]>(async ({ input }) => {
          calls.push(`consents ${input.length}`);
          return input;
        }),
        exportData: fromPromise<void>(() => {
          calls.push('export');
          const next = exports[exportCount++];
          return next ? next() : Promise.resolve();
        }),
      },
    }),
    { input: { nameMissing: false } },
  );
  actor.start();
  return { actor, calls };
}

type Page = ReturnType<typeof pageOnServices>['actor'];

/** Waits (1 s at most: every service here answers at once) until the page shows `what`. */
const settled = (
  actor: Page,
  what: string,
  predicate: (s: SnapshotFrom<typeof accountPageMachine>) => boolean,
) =>
  waitFor(actor, predicate, { timeout: 1000 }).catch(() => {
    const s = actor.getSnapshot();
    throw new Error(`never ${what}: ${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`);
  });

describe('account page on the services the app provides', () => {
  it("loads the publisher's consents and saves each section through its own service (seed 002 §2, §7)", async () => {
    const { actor, calls } = pageOnServices();
    await settled(
      actor,
      "showed the publisher's consents",
      (s) => s.context.publisherConsents.length === publisherConsents.length,
    );

    actor.send({ type: 'SECTION.EDIT', section: 'about' });
    actor.send({ type: 'SECTION.SAVE_NAMES', update: { firstName: 'Nora', lastName: 'New' } });
    await settled(actor, 'saved the names', (s) => s.matches('idle') && s.context.saved === 'about');

    actor.send({ type: 'SECTION.EDIT', section: 'email' });
    actor.send({
      type: 'SECTION.SAVE_EMAIL',
      update: { email: 'nora@statecast.test', confirmationPassword: 'Viewer123!' },
    });
    await settled(actor, 'saved the e-mail', (s) => s.matches('idle') && s.context.saved === 'email');

    actor.send({ type: 'SECTION.EDIT', section: 'consents' });
    actor.send({ type: 'SECTION.SAVE_CONSENTS', consents: accepted });
    await settled(actor, 'saved the consents', (s) => s.matches('idle') && s.context.saved === 'consents');

    actor.send({ type: 'ACCOUNT.EXPORT' });
    await settled(actor, 'exported', (s) => s.matches('idle') && s.context.exportState === 'done');

    expect(calls).toEqual(['names Nora New', 'email nora@statecast.test', 'consents 1', 'export']);
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.stop();
  });

  it('shows no earlier outcome while a second export runs, then its own (seed 002 §2, §7)', async () => {
    let failSecond: (error: unknown) => void = () => {};
    const { actor } = pageOnServices([
      () => Promise.resolve(),
      () => new Promise<void>((_, reject) => (failSecond = reject)),
    ]);
    actor.send({ type: 'ACCOUNT.EXPORT' });
    await settled(actor, 'exported', (s) => s.context.exportState === 'done');

    actor.send({ type: 'ACCOUNT.EXPORT' });
    expect(actor.getSnapshot().matches('exporting')).toBe(true);
    expect(actor.getSnapshot().context.exportState).toBe('idle');

    failSecond(accountError('server', 'Failed to export account data'));
    await settled(actor, 'ended the second export', (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.exportState).toBe('failed');
    actor.stop();
  });
});
